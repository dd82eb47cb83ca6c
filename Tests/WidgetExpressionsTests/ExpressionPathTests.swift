import Foundation
import Testing
@testable import WidgetExpressions
import JSON5

@Suite("Expression referenced paths")
struct ExpressionPathTests {
    struct PathCase: Sendable, CustomTestStringConvertible {
        var source: String
        var paths: [[String]]
        var offsets: [Int]
        var testDescription: String { source }
        init(_ source: String, _ paths: [[String]], _ offsets: [Int]) {
            self.source = source
            self.paths = paths
            self.offsets = offsets
        }
    }

    static let cases: [PathCase] = [
        .init("1 + 2", [], []),
        .init("entry.amount", [["entry", "amount"]], [0]),
        .init("family == 'systemSmall'", [["family"]], [0]),
        .init("entry.amount > config.limit", [["entry", "amount"], ["config", "limit"]], [0, 15]),
        .init("config.card.name", [["config", "card", "name"]], [0]),
        .init("data.purchases.where(it.amount > config.min).count", [["data", "purchases"], ["config", "min"]], [0, 33]),
        .init("data.purchases.filterBy('category', config.category)", [["data", "purchases"], ["config", "category"]], [0, 36]),
        .init("data.cards[0].name", [["data", "cards"]], [0]),
        .init("x['key with space'].y", [["x", "key with space", "y"]], [0]),
        .init("data.tags.count", [["data", "tags"]], [0]),
        .init("data.tags.first.name", [["data", "tags"]], [0]),
        .init("count(data.tags) + 1", [["data", "tags"]], [6]),
        .init("it.name", [["it", "name"]], [0]),
        .init("data.items.map(it.tags.where(it == entry.tag))", [["data", "items"], ["entry", "tag"]], [0, 35]),
        .init("data.items.sorted(it.date).prefix(config.n)", [["data", "items"], ["config", "n"]], [0, 34]),
        .init("data.items.contains(it)", [["data", "items"], ["it"]], [0, 20]),
        .init("entry.a | currency(config.code)", [["entry", "a"], ["config", "code"]], [0, 19]),
        .init("data.xs[entry.i].name", [["data", "xs"], ["entry", "i"]], [0, 8]),
        .init("(entry.a ?? data.b) ? [config.c] : -entry.d", [["entry", "a"], ["data", "b"], ["config", "c"], ["entry", "d"]], [1, 12, 23, 36]),
        .init("entry.title.uppercased()", [["entry", "title"]], [0]),
        .init("(entry).title", [["entry", "title"]], [1]),
        .init("'é' + entry.x", [["entry", "x"]], [6]),
    ]

    @Test(arguments: cases)
    func collectsPaths(_ c: PathCase) throws {
        let e = try Expression(parsing: c.source)
        #expect(e.referencedPaths.map(\.path) == c.paths)
        #expect(e.referencedPaths.map(\.offset) == c.offsets)
    }
}
