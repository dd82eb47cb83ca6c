import Foundation
import Testing
@testable import WidgetExpressions
import JSON5

@Suite("Expression evaluation")
struct ExpressionEvaluationTests {
    /// (expression, expected value as JSON)
    static let literalsAndOperators: [(String, String)] = [
        ("42", "42"), ("-3.5", "-3.5"), ("1e3", "1000"), ("2.5E-1", "0.25"), ("'hi'", "\"hi\""), ("\"it's\"", "\"it's\""),
        ("'a\\nb'", "\"a\\nb\""), ("'\\u{1F600}'", "\"😀\""), ("'q\\'s'", "\"q's\""), ("true", "true"), ("false", "false"),
        ("null", "null"), ("[1, 'a', null]", "[1, \"a\", null]"), ("[]", "[]"), ("[1, 2,]", "[1, 2]"),
        // arithmetic and precedence
        ("1 + 2 * 3", "7"), ("(1 + 2) * 3", "9"), ("10 - 4 - 3", "3"), ("2 * 3 % 4", "2"), ("7 % 3", "1"), ("-7 % 3", "-1"),
        ("10 / 4", "2.5"), ("-entry.amount", "-1234.5"), ("- -2", "2"), ("-(2 + 3)", "-5"), ("2 - -2", "4"),
        ("0.1 + 0.2", "0.30000000000000004"),
        // + concatenates
        ("'a' + 'b'", "\"ab\""), ("'n=' + 3", "\"n=3\""), ("2.5 + 'x'", "\"2.5x\""), ("'v' + true", "\"vtrue\""), ("[1] + [2]", "[1, 2]"),
        // comparison
        ("1 < 2", "true"), ("2 <= 2", "true"), ("3 > 4", "false"), ("3 >= 4", "false"), ("-1 < 0", "true"),
        ("'apple' < 'banana'", "true"), ("'B' < 'a'", "true"),
        ("'2026-05-28T08:00:00Z' < '2026-05-30T12:00:00Z'", "true"), ("entry.date >= '2026-06-01'", "true"),
        // equality is deep
        ("1 == 1.0", "true"), ("'a' != 'b'", "true"), ("[1, [2]] == [1, [2]]", "true"), ("[1, 2] == [2, 1]", "false"),
        ("config.card == config.card", "true"), ("1 == '1'", "false"), ("null == null", "true"), ("entry.nothing == null", "true"),
        ("entry.nothing != 0", "true"), ("-0 == 0", "true"),
        // logic, short-circuit
        ("true && false", "false"), ("true || false", "true"), ("!true", "false"), ("!!true", "true"), ("!(1 > 2)", "true"),
        ("false && 1 / 0 > 1", "false"), ("true || entry.bogus", "true"), ("1 < 2 && 2 < 3", "true"),
        ("true || false && false", "true"), ("(true || false) && false", "false"),
        // ?? and ?:
        ("entry.nothing ?? 5", "5"), ("entry.missing ?? 'x'", "\"x\""), ("entry.missing.deeper ?? 1", "1"),
        ("data.tags[10] ?? 'none'", "\"none\""), ("entry['missing'] ?? 2", "2"), ("entry.title ?? 'x'", "\"Hello\""),
        ("null ?? null ?? 3", "3"), ("false ?? true", "false"), ("entry.missing ?? 1 + 1", "2"),
        ("entry.flag ? 'yes' : 'no'", "\"yes\""), ("1 > 2 ? 'a' : 2 > 1 ? 'b' : 'c'", "\"b\""),
        ("entry.temperature > 20 ? entry.temperature : 0", "21.4"), ("false ? 1 / 0 : 2", "2"),
        ("entry.nothing ?? false ? 1 : 2", "2"),
    ]

    static let pathsAndMembers: [(String, String)] = [
        ("entry.weather.condition", "\"Sunny\""), ("entry['key with space']", "7"), ("entry[\"title\"]", "\"Hello\""),
        ("data.purchases[1].name", "\"Train\""), ("data.tags[0]", "\"a\""), ("data.tags[2 - 1]", "\"b\""), ("family", "\"systemSmall\""),
        ("'abc'[1]", "\"b\""), ("config.card.name", "\"Visa\""), ("data.purchases[0]['category']", "\"Food\""),
        ("data.tags.count", "3"), ("data.empty.isEmpty", "true"), ("data.tags.isEmpty", "false"), ("data.tags.first", "\"a\""),
        ("data.tags.last", "\"c\""), ("data.empty.first", "null"), ("data.empty.last", "null"), ("'hello'.count", "5"),
        ("'héllo'.count", "5"), ("''.isEmpty", "true"), ("'hey'.first", "\"h\""), ("'hey'.last", "\"y\""), ("''.first", "null"),
        ("data.purchases.first.name", "\"Lunch\""),
        ("[1, 2, 3].count", "3"), ("(data.tags).count", "3"), ("(entry.count ?? 0) > 5", "false"), ("entry.count ?? 7 > 5", "true"), ("nil == null", "true"),
    ]

    static let methodsAndFunctions: [(String, String)] = [
        ("data.purchases.where(it.amount > 50).count", "3"),
        ("data.purchases.where(it.amount > 50).map(it.name)", "[\"Train\", \"Dinner\", \"Shoes\"]"),
        ("data.purchases.where(it.category == 'Food' && it.amount < 100).map(it.name)", "[\"Lunch\"]"),
        ("data.purchases.filterBy('category', 'Food').map(it.name)", "[\"Lunch\", \"Dinner\"]"),
        ("data.purchases.filterBy('category', config.category).count", "4"),
        ("data.purchases.filterBy('category', 'all').count", "4"), ("data.purchases.filterBy('category', 'ALL').count", "4"),
        ("data.purchases.filterBy('category', null).count", "4"), ("data.purchases.filterBy('category', 'Toys').count", "0"),
        ("data.purchases.filterBy('nokey', 'x').count", "0"), ("data.tags.filterBy('k', 'a')", "[]"),
        ("data.purchases.sorted(it.date).map(it.name)", "[\"Train\", \"Shoes\", \"Lunch\", \"Dinner\"]"),
        ("data.purchases.sortedDescending(it.date).map(it.name)", "[\"Dinner\", \"Lunch\", \"Train\", \"Shoes\"]"),
        ("data.purchases.sortedDescending(it.amount).first.name", "\"Dinner\""),
        ("data.purchases.sorted(it.amount).map(it.amount)", "[20, 55, 75.5, 120]"),
        ("data.scores.sorted()", "[1, 1, 2, 3]"), ("data.scores.sortedDescending()", "[3, 2, 1, 1]"),
        ("data.names.sorted()", "[\"Bo\", \"Cy\", \"ab\"]"), ("data.withNulls.sorted()", "[1, 4, null]"),
        ("data.withNulls.sortedDescending()", "[4, 1, null]"), ("[true, false].sorted()", "[false, true]"), ("data.empty.sorted()", "[]"),
        ("data.purchases.prefix(2).map(it.name)", "[\"Lunch\", \"Train\"]"), ("data.tags.prefix(10)", "[\"a\", \"b\", \"c\"]"),
        ("data.tags.prefix(0)", "[]"), ("data.tags.suffix(2)", "[\"b\", \"c\"]"), ("data.tags.prefix(config.limit - 1)", "[\"a\", \"b\"]"),
        ("data.purchases.sum(it.amount)", "270.5"), ("data.scores.sum()", "7"), ("data.empty.sum()", "0"), ("data.withNulls.sum()", "5"),
        ("data.purchases.min(it.amount)", "20"), ("data.purchases.max(it.amount)", "120"),
        ("data.purchases.max(it.date)", "\"2026-05-31T19:30:00Z\""), ("data.empty.max()", "null"), ("data.scores.min()", "1"),
        ("data.withNulls.max()", "4"),
        ("data.tags.contains('b')", "true"), ("data.tags.contains('z')", "false"), ("[[1], 2].contains([1])", "true"),
        ("data.purchases.map(it.category).contains('Travel')", "true"),
        ("data.purchases.firstWhere(it.category == 'Food').name", "\"Lunch\""),
        ("data.purchases.first(where: it.amount > 100).name", "\"Dinner\""), ("data.purchases.firstWhere(it.amount > 1000)", "null"),
        ("data.tags.joined(', ')", "\"a, b, c\""), ("data.scores.joined()", "\"3121\""),
        ("data.purchases.where(it.amount > data.purchases.min(it.amount)).count", "3"),
        ("data.purchases.map(it.name.prefix(1)).joined()", "\"LTDS\""),
        ("data.purchases.map(data.purchases.count)", "[4, 4, 4, 4]"),
        ("'Hello'.uppercased()", "\"HELLO\""), ("'Hello'.lowercased()", "\"hello\""), ("entry.title.hasPrefix('He')", "true"),
        ("'abc'.hasSuffix('bc')", "true"), ("'abc'.contains('b')", "true"), ("'abc'.contains('')", "true"), ("'abcdef'.prefix(2)", "\"ab\""),
        ("'abcdef'.suffix(2)", "\"ef\""),
        ("count(data.tags)", "3"), ("isEmpty(data.empty)", "true"), ("isEmpty('x')", "false"), ("min(3, 1, 2)", "1"), ("max(3, 7)", "7"),
        ("min(data.scores)", "1"), ("max(data.names)", "\"ab\""), ("min('b', 'a')", "\"a\""), ("abs(-4)", "4"), ("round(2.5)", "3"),
        ("round(-2.5)", "-3"), ("round(2.4)", "2"), ("floor(-1.5)", "-2"), ("ceil(1.2)", "2"), ("count('héllo')", "5"),
        ("count(config.card)", "2"),
    ]

    @Test(arguments: literalsAndOperators + pathsAndMembers + methodsAndFunctions)
    func evaluates(_ source: String, _ expected: String) throws {
        #expect(try exprEval(source) == exprJSON(expected))
    }

    @Test func scopeAddingBindsForEachItems() throws {
        let scope = ExprFixture.scope.adding("purchase", exprJSON("{\"name\": \"Tea\"}"))
        #expect(try exprEval("purchase.name", scope) == .string("Tea"))
        #expect(ExprFixture.scope.variables["purchase"] == nil)
        // A ForEach item named `it` is a root outside predicates, and shadowed inside them.
        let withIt = ExprFixture.scope.adding("it", .number(1))
        #expect(try exprEval("it + 1", withIt) == .number(2))
        #expect(try exprEval("data.scores.where(it > 1)", withIt) == exprJSON("[3, 2]"))
    }

    @Test func evaluationIsRepeatable() throws {
        let e = try Expression(parsing: "data.purchases.sortedDescending(it.amount).map(it.name + ': ' + (it.amount | currency))")
        let a = try e.evaluate(in: ExprFixture.scope)
        let b = try e.evaluate(in: ExprFixture.scope)
        #expect(a == b)
        #expect(a == exprJSON("[\"Dinner: $120.00\", \"Train: $75.50\", \"Shoes: $55.00\", \"Lunch: $20.00\"]"))
        #expect(e.source.hasPrefix("data.purchases"))
    }

    @Test func deepButAllowedNestingEvaluates() throws {
        let n = ExprLimits.maxNesting
        let src = String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)
        #expect(try exprEval(src) == .number(1))
        let chain = "1" + String(repeating: " + 1", count: ExprLimits.maxTreeDepth - 1)
        #expect(try exprEval(chain) == .number(Double(ExprLimits.maxTreeDepth)))
    }
}
