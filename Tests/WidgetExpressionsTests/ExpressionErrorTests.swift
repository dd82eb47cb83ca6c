import Foundation
import Testing
@testable import WidgetExpressions
import JSON5

@Suite("Expression errors")
struct ExpressionErrorTests {
    static let syntax: [ExprErrorCase] = [
        .init("", "expected an expression, found end of expression", 0),
        .init("   ", "expected an expression, found end of expression", 3),
        .init("1 +", "expected an expression, found end of expression", 3, hint: "ends too early"),
        .init("(1 + 2", "expected ')' to close '(', found end of expression", 6, hint: "at offset 0"),
        .init("1 + * 2", "expected an expression, found '*'", 4),
        .init("1 2", "expected end of expression, found '2'", 2),
        .init("(1))", "expected end of expression, found ')'", 3, hint: "no matching opening bracket"),
        .init("'abc", "unterminated string", 0),
        .init("'\\q'", "unknown escape '\\q' in string", 1),
        .init("'\\u{110000}'", "invalid Unicode escape", 1),
        .init("a = 1", "unexpected character '='", 2, hint: "use '=='"),
        .init("a & b", "unexpected character '&'", 2, hint: "'&&'"),
        .init("{x}", "unexpected character '{'", 0),
        .init("1 # 2", "unexpected character '#'", 2),
        .init("entry.", "expected a name after '.', found end of expression", 6),
        .init("entry.1", "expected a name after '.', found '1'", 6),
        .init("1e999", "number 1e999 is out of range", 0),
        .init("x |", "expected a formatter name after '|', found end of expression", 3),
        .init("true ? 1", "expected ':' in conditional expression, found end of expression", 8),
        .init("data.tags[0", "expected ']' after subscript, found end of expression", 11),
        .init("[1, 2", "expected ']' to close the array, found end of expression", 5),
        .init("count(1, 2", "expected ')' to close the argument list, found end of expression", 10),
        .init("a ? b : c : d", "expected end of expression, found ':'", 10),
    ]

    static let evaluation: [ExprErrorCase] = [
        .init("entyr.amount", "unknown name 'entyr'", 0, hint: "did you mean 'entry'? known names: config, data, entry, family"),
        .init("1 + foo", "unknown name 'foo'", 4, hint: "known names: config, data, entry, family"),
        .init("it.amount", "unknown name 'it'", 0, hint: "'it' is the item"),
        .init("entry.tempp", "no key 'tempp' in entry", 6,
              hint: "known keys: amount, date, flag, key with space, low, nothing, ratio, temperature, title, weather"),
        .init("entry.temperatur", "no key 'temperatur' in entry", 6, hint: "did you mean 'temperature'?"),
        .init("entry.weather.hgih", "no key 'hgih' in entry.weather", 14, hint: "did you mean 'high'? known keys: condition, high"),
        .init("entry['Title']", "no key 'Title' in entry", 6, hint: "did you mean 'title'?"),
        .init("data.purchases[0].nmae", "no key 'nmae' in data.purchases[0]", 18, hint: "did you mean 'name'?"),
        .init("config.card.count", "no key 'count' in config.card", 12, hint: "count(x) counts an object's keys"),
        .init("entry.nothing.x", "cannot read 'x' of null", 14, hint: "entry.nothing is null; use ??"),
        .init("entry.amount.x", "number has no member 'x'", 13),
        .init("data.tags.foo", "array has no member 'foo'", 10, hint: "array members: count, first, isEmpty, last"),
        .init("data.tags.length", "array has no member 'length'", 10, hint: "did you mean 'count'?"),
        .init("'abc'.size", "string has no member 'size'", 6, hint: "did you mean 'count'?"),
        .init("data.tags[5]", "index 5 is out of range", 10, hint: "data.tags has 3 items"),
        .init("data.tags[-1]", "index -1 is out of range", 10),
        .init("data.tags[1.5]", "an index must be a whole number, found 1.5", 10),
        .init("data.tags['a']", "cannot subscript array with string", 10),
        .init("entry.nothing[0]", "cannot subscript null", 14),
        .init("entry.amount > 'x'", "cannot compare number with string", 13),
        .init("entry.nothing < 1", "cannot compare null with number", 14, hint: "??"),
        .init("'a' - 1", "cannot apply '-' to string and number", 4),
        .init("[1] * 2", "cannot apply '*' to array and number", 4),
        .init("entry.title + null", "cannot add string and null", 12),
        .init("true + 1", "cannot add boolean and number", 5),
        .init("1 / 0", "division by zero", 2),
        .init("5 % (2 - 2)", "division by zero", 2),
        .init("1e308 * 10", "number overflow", 6),
        .init("1 && true", "expected a boolean, found number", 0, hint: "compare it"),
        .init("true && 'x'", "expected a boolean, found string", 8),
        .init("false || entry.nothing", "expected a boolean, found null", 9),
        .init("!5", "expected a boolean, found number", 1),
        .init("entry.amount ? 1 : 2", "expected a boolean, found number", 0),
        .init("(data.tags) ? 1 : 2", "expected a boolean, found array", 0),
        .init("-'x'", "cannot negate string", 0),
        .init("data.tags.wher(it == 'a')", "unknown method 'wher'", 10, hint: "did you mean 'where'?"),
        .init("data.tags.count()", "unknown method 'count'", 10, hint: "without parentheses"),
        .init("cout(data.tags)", "unknown function 'cout'", 0, hint: "did you mean 'count'? functions: abs, ceil, count"),
        .init("entry(1)", "unknown function 'entry'", 0, hint: "'entry' is a value"),
        .init("entry.amount | numbr", "unknown formatter 'numbr'", 15, hint: "did you mean 'number'?"),
        .init("data.tags | sorted", "unknown formatter 'sorted'", 12, hint: "not a formatter"),
        .init("'nope' | date", "invalid date \"nope\"", 9, hint: "ISO 8601"),
        .init("'2026-02-30' | weekday", "invalid date \"2026-02-30\"", 15),
        .init("true | date", "'date' needs a date, found boolean", 7),
        .init("1e13 | date", "date out of range: 10000000000000 seconds since 1970", 7),
        .init("'x' | number", "'number' needs a number, found string", 6),
        .init("entry.weather | uppercase", "cannot show an object as text", 16),
        .init("entry.amount | currency('EURO')", "expected a 3-letter currency code, found \"EURO\"", 24),
        .init("entry.amount | currency(1)", "'currency' needs a string argument, found number", 24),
        .init("entry.amount | number(20)", "'number' needs a whole number from 0 to 10", 22),
        .init("entry.amount | number(1.5)", "'number' needs a whole number from 0 to 10", 22),
        .init("entry.amount | currency('USD', 2)", "'currency' takes 0 or 1 arguments, found 2", 15),
        .init("entry.amount | integer(1)", "'integer' takes 0 arguments, found 1", 15),
        .init("entry.date | date('shrt')", "unknown date style \"shrt\"", 18, hint: "did you mean 'short'?"),
        .init("entry.date | weekday('tiny')", "unknown weekday style \"tiny\"", 21),
        .init("entry.amount | default()", "'default' takes 1 argument, found 0", 15),
        .init("data.tags.prefix()", "'prefix' takes 1 argument, found 0", 10, hint: "e.g. xs.prefix(3)"),
        .init("data.tags.prefix(-1)", "a count must not be negative, found -1", 17),
        .init("data.tags.prefix('2')", "expected a number, found string", 17),
        .init("'abc'.where(it)", "'where' needs an array, found string", 6),
        .init("data.tags.uppercased()", "'uppercased' needs a string, found array", 10),
        .init("entry.nothing.where(it)", "'where' needs an array, found null", 14, hint: "entry.nothing is null"),
        .init("data.purchases.where(it.amount)", "expected a boolean, found number", 21),
        .init("data.purchases.where(it.amout > 1)", "no key 'amout' in it", 24,
              hint: "did you mean 'amount'? known keys: amount, category, date, name"),
        .init("data.tags.first(it == 'a')", "expected 'where:' in first(where: …)", 16),
        .init("data.tags.map(x: it)", "unexpected argument label 'x:'", 14),
        .init("data.tags.first(when: it == 'a')", "unexpected argument label 'when:'", 16, hint: "'where:'"),
        .init("count(of: data.tags)", "unexpected argument label 'of:'", 6),
        .init("[1, 'a'].sorted()", "cannot compare number with string", 9),
        .init("data.purchases.sorted(it)", "cannot sort by object values", 22),
        .init("data.purchases.sum(it.name)", "'sum' needs numbers, found string", 19),
        .init("[1, 'a'].max()", "cannot compare string with number", 9),
        .init("data.tags.filterBy(1, 2)", "'filterBy' needs a key name (a string) first", 19),
        .init("data.tags.joined(1)", "'joined' needs a string separator", 17),
        .init("[entry.weather].joined()", "cannot show an object as text", 16),
        .init("'abc'.hasPrefix(1)", "'hasPrefix' needs a string, found number", 16),
        .init("count(5)", "'count' needs an array, a string or an object, found number", 6),
        .init("count()", "'count' takes 1 argument, found 0", 0),
        .init("abs('x')", "'abs' needs a number, found string", 4),
        .init("min(5)", "'min' of one value needs an array, found number", 4),
        .init("min()", "'min' takes at least 1 arguments, found 0", 0),
        .init("data.tags.where(it.x)", "string has no member 'x'", 19),
    ]

    @Test(arguments: syntax + evaluation)
    func reportsErrorWithOffset(_ c: ExprErrorCase) {
        guard let e = exprError(c.source) else {
            Issue.record("expected an error for \(c.source)")
            return
        }
        #expect(e.message == c.message)
        #expect(e.offset == c.offset)
        if let hint = c.hint { #expect(e.hint?.contains(hint) == true, "hint: \(e.hint ?? "nil")") }
    }

    @Test func syntaxErrorsAreReportedWhenParsing() {
        for c in Self.syntax {
            #expect(throws: ExpressionError.self) { try Expression(parsing: c.source) }
        }
        for c in Self.evaluation {
            #expect(throws: Never.self) { try Expression(parsing: c.source) }
        }
    }

    @Test func errorDescriptionMentionsOffsetAndHint() {
        let e = ExpressionError(message: "no key 'x' in entry", offset: 6, hint: "known keys: a")
        #expect(e.description == "no key 'x' in entry (at offset 6; known keys: a)")
        #expect(ExpressionError(message: "m", offset: 0).description == "m (at offset 0)")
    }

    @Test func offsetsCountCharactersNotBytes() {
        // "é" and "🙂" are one Character each.
        #expect(exprError("'é🙂' + nope")?.offset == 7)
        #expect(exprError("'👩‍👩‍👧' ? 1 : 2")?.offset == 0)
    }

    @Test func editDistanceSuggestsCloseNames() {
        // The distance is `Suggest.distance` (tested with Suggest); a transposition is one edit.
        #expect(ExprSpelling.nearest("entyr", in: ["entry", "env"]) == "entry")
        #expect(ExprSpelling.nearest("cout", in: ["count", "ceil"]) == "count")
        #expect(ExprSpelling.nearest("Count", in: ["count"]) == "count")
        #expect(ExprSpelling.nearest("zzzzzz", in: ["count", "ceil"]) == nil)
    }
}
