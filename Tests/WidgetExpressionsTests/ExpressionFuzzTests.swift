import Foundation
import Testing
@testable import WidgetExpressions
import JSON5
import TestSupport

@Suite("Expression robustness")
struct ExpressionFuzzTests {
    static let fragments: [String] = [
        "entry", "config", "data", "family", "it", "amount", "purchases", "tags", "title", "date", "weather", "nothing",
        ".", ".", ",", "(", ")", "[", "]", "(", ")", "!", "-", "+", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||",
        "??", "?", ":", "|", "=", "&", "{", "}", "{{", "}}", "0", "1", "2.5", "1e308", "-0", "99999999999999999999", "'s'",
        "\"t\"", "'", "\"", "\\", "\\u{", "true", "false", "null", "where", "map", "sorted", "prefix", "sum", "count", "first",
        "where:", "filterBy", "number", "currency", "date", "relative", "timer", "default", "'2026-06-01'", "'all'", " ", "  ",
        "é", "🙂", "👩‍👩‍👧", "\u{301}", "\n", "\t", "\0", "#", "`", "$", "_",
    ]

    static let seeds: [String] = ExpressionEvaluationTests.literalsAndOperators.map(\.0)
        + ExpressionEvaluationTests.methodsAndFunctions.map(\.0) + ExpressionFormatterTests.numbers.map(\.0)
        + ExpressionFormatterTests.dates.map(\.0) + ExpressionFormatterTests.relative.map(\.0)

    /// Parses, collects paths and evaluates; every outcome must be a value or a well-formed error.
    static func exercise(_ source: String) {
        let length = source.count
        do {
            let e = try Expression(parsing: source)
            for p in e.referencedPaths {
                #expect(!p.path.isEmpty)
                #expect((0..<length).contains(p.offset), "path offset in \(source.debugDescription)")
            }
            do {
                _ = try e.evaluate(in: ExprFixture.scope)
            } catch {
                #expect((0...length).contains(error.offset), "evaluation offset in \(source.debugDescription)")
                #expect(!error.message.isEmpty)
            }
        } catch {
            #expect((0...max(length, ExprLimits.maxLength)).contains(error.offset), "parse offset in \(source.debugDescription)")
            #expect(!error.message.isEmpty)
        }
        do {
            let t = try TextTemplate(parsing: source)
            for (e, offset) in t.expressions { #expect(offset + e.source.count <= length) }
            _ = try t.render(in: ExprFixture.scope)
        } catch {
            #expect((0...length + 1).contains(error.offset), "template offset in \(source.debugDescription)")
        }
    }

    @Test func randomTokenSoupNeverCrashes() {
        var rng = SplitMix(seed: 0x5EED_0001)
        for _ in 0..<3000 {
            let n = Int.random(in: 1...24, using: &rng)
            var s = ""
            for _ in 0..<n { s += Self.fragments.randomElement(using: &rng)! }
            Self.exercise(s)
            Self.exercise("{" + s + "}")
        }
    }

    @Test func mutatedValidExpressionsNeverCrash() {
        var rng = SplitMix(seed: 0xC0FFEE)
        for _ in 0..<3000 {
            var chars = Array(Self.seeds.randomElement(using: &rng)!)
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let at = chars.isEmpty ? 0 : Int.random(in: 0..<chars.count, using: &rng)
                let piece = Array(Self.fragments.randomElement(using: &rng)!)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0 where !chars.isEmpty: chars.remove(at: at)
                case 1 where !chars.isEmpty: chars.replaceSubrange(at...at, with: piece)
                default: chars.insert(contentsOf: piece, at: at)
                }
            }
            Self.exercise(String(chars))
        }
    }

    @Test func randomUnicodeNeverCrashes() {
        var rng = SplitMix(seed: 42)
        for _ in 0..<1000 {
            var s = ""
            for _ in 0..<Int.random(in: 0...40, using: &rng) {
                let v = UInt32.random(in: 0...0x2FFFF, using: &rng)
                s.unicodeScalars.append(Unicode.Scalar(v) ?? "?")
            }
            Self.exercise(s)
        }
    }

    struct LimitCase: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var message: String
        var offset: Int?
        var testDescription: String { name }
    }

    static let nested = "expression is nested too deeply (more than \(ExprLimits.maxNesting) levels)"
    static let complex = "expression is too complex (more than \(ExprLimits.maxTreeDepth) levels)"
    static let n = ExprLimits.maxNesting

    static let limits: [LimitCase] = [
        LimitCase(name: "10,000-deep parentheses", source: String(repeating: "(", count: 10_000),
                  message: "expression is too long (10000 characters; the limit is 4096)", offset: 4096),
        LimitCase(name: "10,000-deep parentheses, closed", source: String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
                  message: "expression is too long (20001 characters; the limit is 4096)", offset: 4096),
        LimitCase(name: "4,000-deep parentheses", source: String(repeating: "(", count: 4000) + "1", message: nested, offset: n),
        LimitCase(name: "one parenthesis too many", source: String(repeating: "(", count: n + 1) + "1" + String(repeating: ")", count: n + 1),
                  message: nested, offset: n),
        LimitCase(name: "brackets", source: String(repeating: "[", count: 2000), message: nested, offset: n),
        LimitCase(name: "negations", source: String(repeating: "!", count: 2000) + "true", message: nested, offset: n),
        LimitCase(name: "calls", source: String(repeating: "abs(", count: 1000), message: nested, offset: 4 * n + 3),
        LimitCase(name: "subscripts", source: "x" + String(repeating: "[x", count: 1000), message: nested, offset: 2 * n + 1),
        LimitCase(name: "lambdas", source: String(repeating: "xs.map(", count: 500), message: nested, offset: 7 * n + 6),
        LimitCase(name: "conditionals", source: String(repeating: "true ? 1 : ", count: 300) + "0", message: nested, offset: nil),
        LimitCase(name: "coalescing", source: String(repeating: "null ?? ", count: 300) + "1", message: nested, offset: nil),
        LimitCase(name: "long sum", source: "1" + String(repeating: "+1", count: 1000), message: complex, offset: nil),
        LimitCase(name: "long member chain", source: "entry" + String(repeating: ".a", count: 1000), message: complex, offset: nil),
        LimitCase(name: "long formatter chain", source: "1" + String(repeating: "|number", count: 500), message: complex, offset: nil),
    ]

    @Test(arguments: limits)
    func limitsAreReportedAsErrors(_ c: LimitCase) {
        do {
            _ = try Expression(parsing: c.source)
            Issue.record("expected a limit error")
        } catch {
            #expect(error.message == c.message)
            if let offset = c.offset { #expect(error.offset == offset) }
            #expect(error.offset <= c.source.count)
            #expect(error.hint != nil)
        }
    }

    @Test func runawayEvaluationStops() throws {
        let big = JSONValue.array((0..<1000).map { .number(Double($0)) })
        let scope = ExprFixture.scope.adding("xs", big)
        let e = try Expression(parsing: "xs.map(xs.map(xs.map(it))).count")
        #expect(throws: ExpressionError.self) { try e.evaluate(in: scope) }
        do { _ = try e.evaluate(in: scope) } catch {
            #expect(error.message.hasPrefix("expression takes too long"))
        }
        // Ordinary work over the same data is fine.
        #expect(try Expression(parsing: "xs.where(it % 2 == 0).sum()").evaluate(in: scope) == .number(249_500))
    }

    @Test func maximumLengthIsAccepted() throws {
        let src = "1" + String(repeating: " ", count: ExprLimits.maxLength - 1)
        #expect(try exprEval(src) == .number(1))
    }
}

@Suite("Expression stack use")
struct ExpressionStackTests {
    /// The deepest allowed expressions parse and evaluate on a thread with a 1 MB stack. (Measured:
    /// debug builds need under 512 KB for these, optimised builds under 128 KB.)
    @Test func deepestExpressionsFitInASmallStack() async {
        let n = ExprLimits.maxNesting, d = ExprLimits.maxTreeDepth
        let sources = [
            String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n),
            String(repeating: "-", count: n) + "1",
            String(repeating: "!", count: n) + "true",
            String(repeating: "[", count: n) + String(repeating: "]", count: n),
            String(repeating: "abs(", count: n) + "1" + String(repeating: ")", count: n),
            String(repeating: "[1].map(", count: n) + "1" + String(repeating: ")", count: n),
            String(repeating: "[1].map(", count: n - 2) + "1" + String(repeating: " + 1", count: d - n - 2) + String(repeating: ")", count: n - 2),
            "1" + String(repeating: " + 1", count: d - 1),
            "data.scores" + String(repeating: ".sorted()", count: d - 2),
            String(repeating: "true ? ", count: n) + "1" + String(repeating: " : 0", count: n),
            String(repeating: "(data.tags.where(it == ", count: n / 3) + "'a'" + String(repeating: ").count > 0)", count: n / 3),
        ]
        let results: [String] = await withCheckedContinuation { continuation in
            let thread = Thread {
                var out: [String] = []
                for s in sources {
                    do {
                        _ = try Expression(parsing: s).evaluate(in: ExprFixture.scope)
                        out.append("ok")
                    } catch {
                        out.append((error as? ExpressionError)?.message ?? "?")
                    }
                }
                continuation.resume(returning: out)
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        #expect(results == Array(repeating: "ok", count: sources.count))
    }
}
