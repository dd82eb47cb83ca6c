import Testing
@testable import WidgetExpressions
import JSON5

/// Work outside the tree walk counts against the step limit (converting values to text, joining,
/// copying and sorting arrays), and a made text has a length limit. Reproductions from the
/// hardening issue: each case used to run for many seconds or use gigabytes.
struct ExpressionWorkLimitTests {
    static func numbers(_ n: Int) -> JSONValue { .array((0..<n).map { .number(Double($0)) }) }

    struct Case: Sendable, CustomStringConvertible {
        var template: String
        var message: String
        var description: String { template }
    }

    static let runaway: [Case] = [
        // A 2,500-item map over two 2,500-item arrays shown as text: 6.25 million numbers.
        Case(template: "{a.map(b)}", message: "the text is too long"),
        // 4,000,000 numbers shown as one text.
        Case(template: "{big}", message: "the text is too long"),
        Case(template: "{big.joined(\"\")}", message: "expression takes too long"),
        Case(template: "{big.prefix(2000)}", message: "the text is too long"),
        Case(template: "{big.sorted().count}", message: "expression takes too long"),
        Case(template: "{a.map(b + b).count}", message: "expression takes too long"),
        Case(template: "{a.map(long + long).count}", message: "the text is too long"),
        Case(template: "{long}{long}", message: "the text is too long"),
        Case(template: "{a.map(a.joined(\",\")).count}", message: "the text is too long"),
        Case(template: "{a.map(a.contains(-1)).count}", message: "expression takes too long"),
        Case(template: "{a.map(a.prefix(1000).joined(\"\").count).count}", message: "expression takes too long"),
    ]

    static let scope = ExpressionScope(variables: [
        "a": numbers(2_500), "b": numbers(2_500), "big": numbers(4_000_000),
        "long": .string(String(repeating: "x", count: 6_000)),
    ], now: ExprFixture.now)

    @Test(arguments: runaway)
    func runawayWorkStopsQuickly(_ c: Case) throws {
        let template = try TextTemplate(parsing: c.template)
        let clock = ContinuousClock()
        var thrown: ExpressionError?
        let elapsed = clock.measure {
            do throws(ExpressionError) { _ = try template.render(in: Self.scope) } catch { thrown = error }
        }
        let error = try #require(thrown, "\(c.template) rendered")
        #expect(error.message.hasPrefix(c.message), "\(error.message)")
        #expect(elapsed < .seconds(10), "\(c.template): \(elapsed)")
    }

    @Test func ordinaryTextsAreUnaffected() throws {
        #expect(try TextTemplate(parsing: "{a.prefix(3)} · {a.count} · {long.count}").render(in: Self.scope) == "0, 1, 2 · 2500 · 6000")
        #expect(try TextTemplate(parsing: "{long}").render(in: Self.scope).utf8.count == 6_000)
        let atTheLimit = ExpressionScope(variables: ["s": .string(String(repeating: "é", count: TextTemplate.maximumLength / 2))], now: ExprFixture.now)
        #expect(try TextTemplate(parsing: "{s}").render(in: atTheLimit).utf8.count == TextTemplate.maximumLength)
        #expect(throws: ExpressionError.self) { try TextTemplate(parsing: "{s}.").render(in: atTheLimit) }
    }
}
