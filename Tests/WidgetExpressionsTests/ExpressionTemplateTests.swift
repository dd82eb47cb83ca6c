import Foundation
import Testing
@testable import WidgetExpressions
import JSON5

@Suite("Text templates")
struct ExpressionTemplateTests {
    static let renderCases: [(String, String)] = [
        ("", ""), ("plain text", "plain text"), ("Hello, {entry.title}!", "Hello, Hello!"), ("{data.tags.count} tags", "3 tags"),
        ("Total: {entry.amount | currency}", "Total: $1,234.50"), ("{{literal}} {entry.flag}", "{literal} true"),
        ("a }} b {{ c", "a } b { c"), ("{{{entry.title}}}", "{Hello}"), ("[{entry.nothing}]", "[]"), ("{data.tags}", "a, b, c"),
        ("{0.1 + 0.2}", "0.3"), ("{1 / 3}", "0.333333"), ("{entry.amount}", "1234.5"), ("{-2}", "-2"),
        ("{entry.title ?? '}'}", "Hello"), ("{'{'}{'}'}", "{}"), ("{\"a\\\"}\"}", "a\"}"), ("{entry.weather.high}°", "24°"),
        ("{ entry.title }", "Hello"), ("{entry.flag ? 'on' : 'off'}", "on"), ("{data.purchases.count > 3 ? 'many' : 'few'}", "many"),
        ("{entry.date | weekday('short')}, {entry.date | time}", "Mon, 9:41\u{202F}AM"), ("é{entry.title}🙂", "éHello🙂"),
        ("{data.purchases.where(it.amount > 50).map(it.name).joined(' · ')}", "Train · Dinner · Shoes"),
    ]

    @Test(arguments: renderCases)
    func renders(_ source: String, _ expected: String) throws {
        #expect(try TextTemplate(parsing: source).render(in: ExprFixture.scope) == expected)
    }

    static let errors: [ExprErrorCase] = [
        .init("Hi {entry.titel}", "no key 'titel' in entry", 10, hint: "did you mean 'title'?"),
        .init("Hi {entry", "unclosed '{' in text", 3, hint: "'{{'"),
        .init("Hi {'}", "unclosed '{' in text", 3),
        .init("a } b", "unmatched '}' in text", 2, hint: "'}}'"),
        .init("x {} y", "empty '{}' in text", 2),
        .init("x { } y", "empty '{}' in text", 2),
        .init("{1 +}", "expected an expression, found end of expression", 4),
        .init("ab {entry.weather}", "cannot show an object as text", 4),
        .init("ok {1} {2 / 0}", "division by zero", 10),
        .init("é🙂 {nope}", "unknown name 'nope'", 4),
        .init("{" + String(repeating: "(", count: 10_000) + "}", "expression is too long (10000 characters; the limit is 4096)", 4097),
    ]

    @Test(arguments: errors)
    func reportsErrorsAtTemplateOffsets(_ c: ExprErrorCase) {
        do {
            _ = try TextTemplate(parsing: c.source).render(in: ExprFixture.scope)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == c.message)
            #expect(error.offset == c.offset)
            if let hint = c.hint { #expect(error.hint?.contains(hint) == true, "hint: \(error.hint ?? "nil")") }
        }
    }

    @Test func listsExpressionsWithOffsets() throws {
        let t = try TextTemplate(parsing: "A {entry.title} B {{x}} {data.tags.count}")
        #expect(t.expressions.map(\.offset) == [3, 25])
        #expect(t.expressions.map(\.expression.source) == ["entry.title", "data.tags.count"])
        #expect(!t.isConstant)
        #expect(t.constantText == nil)
        // Offsets of referenced paths are relative to each expression; add the template offset.
        let paths = t.expressions.flatMap { e in e.expression.referencedPaths.map { ($0.path, $0.offset + e.offset) } }
        #expect(paths.map(\.0) == [["entry", "title"], ["data", "tags"]])
        #expect(paths.map(\.1) == [3, 25])
    }

    @Test func constantTemplates() throws {
        let t = try TextTemplate(parsing: "plain {{x}}")
        #expect(t.isConstant)
        #expect(t.expressions.isEmpty)
        #expect(t.constantText == "plain {x}")
        #expect(try t.render(in: ExpressionScope(variables: [:], now: Date(timeIntervalSince1970: 0))) == "plain {x}")
        #expect(try TextTemplate(parsing: "").isConstant)
        #expect(try TextTemplate(parsing: "#0A84FF").isConstant)
    }
}
