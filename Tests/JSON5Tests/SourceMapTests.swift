import Foundation
import Testing
@testable import JSON5
import TestSupport

/// `$.a.b[2]` from a compact description: keys and indices.
private func path(_ components: JSONPathComponent...) -> JSONPath { JSONPath(components) }
private func loc(_ map: SourceMap, _ components: JSONPathComponent...) -> String? { map.location(of: JSONPath(components))?.description }
private func keyLoc(_ map: SourceMap, _ components: JSONPathComponent...) -> String? { map.keyLocation(of: JSONPath(components))?.description }

@Suite("Source map: positions")
struct SourceMapTests {
    @Test func nestedObjectsAndArrays() {
        let map = SourceMap(text: """
        {
          kind: "Weather",
          views: {
            systemSmall: {VStack: [
              {Text: "a"},
              {Image: 'sun'},
            ]},
          },
          sizes: [1, [2, 3], {w: -4.5}],
        }
        """)
        #expect(map.syntaxError == nil)
        #expect(loc(map) == "1:1")
        #expect(loc(map, .key("kind")) == "2:9")
        #expect(keyLoc(map, .key("kind")) == "2:3")
        #expect(loc(map, .key("views")) == "3:10")
        #expect(loc(map, .key("views"), .key("systemSmall")) == "4:18")
        #expect(loc(map, .key("views"), .key("systemSmall"), .key("VStack")) == "4:27")
        #expect(keyLoc(map, .key("views"), .key("systemSmall"), .key("VStack")) == "4:19")
        #expect(loc(map, .key("views"), .key("systemSmall"), .key("VStack"), .index(0)) == "5:7")
        #expect(loc(map, .key("views"), .key("systemSmall"), .key("VStack"), .index(1), .key("Image")) == "6:15")
        #expect(loc(map, .key("sizes"), .index(1), .index(1)) == "9:18")
        #expect(loc(map, .key("sizes"), .index(2), .key("w")) == "9:26")
        #expect(keyLoc(map, .key("sizes"), .index(2)) == "9:22", "an index path has no key: the value's position")
        #expect(loc(map, .key("sizes"), .index(3)) == nil)
        #expect(loc(map, .key("sizes"), .key("w")) == nil)
        #expect(loc(map, .key("kind"), .index(0)) == nil)
        #expect(loc(map, .key("missing")) == nil && keyLoc(map, .key("missing")) == nil)
    }

    @Test func commentsUnquotedKeysAndTrailingCommas() {
        let map = SourceMap(text: """
        // A layout.
        {
          /* block
             comment */ a: 1,
          b: // the value is on the next line
            +2,
          $schema: /* inline */ [.5, 0x1F, -Infinity, NaN,],
          _id: 'x', "quoted key": null, 'single': true,
        }
        """)
        #expect(map.syntaxError == nil)
        #expect(loc(map, .key("a")) == "4:20" && keyLoc(map, .key("a")) == "4:17")
        #expect(loc(map, .key("b")) == "6:5")
        #expect(loc(map, .key("$schema")) == "7:25")
        #expect(loc(map, .key("$schema"), .index(3)) == "7:47")
        #expect(loc(map, .key("$schema"), .index(4)) == nil, "a trailing comma adds no item")
        #expect(keyLoc(map, .key("quoted key")) == "8:13" && loc(map, .key("quoted key")) == "8:27")
        #expect(loc(map, .key("single")) == "8:43")
        #expect(map.orderedKeys(at: JSONPath()) == ["a", "b", "$schema", "_id", "quoted key", "single"])
    }

    @Test func crlfLineEndings() {
        let map = SourceMap(text: "{\r\n  a: 1,\r\n  b: [\r\n    true\r\n  ],\r\n}\r\n")
        #expect(map.syntaxError == nil)
        #expect(loc(map, .key("a")) == "2:6")
        #expect(loc(map, .key("b"), .index(0)) == "4:5")
        #expect(map.location(ofOffset: 3).description == "2:1", "the line starts after \\r\\n")
        #expect(map.location(ofOffset: 1).description == "1:2", "the \\r of \\r\\n is not a column of its own")
    }

    @Test func columnsCountCharacters() {
        // "é" is one byte pair, "👍🏽" four scalars' worth of bytes, "e\u{301}" two scalars: each one column.
        let map = SourceMap(text: "{\"café👍🏽\": 1, b: 2,\n  \"ключ\": [\"e\u{301}\", 3], 名前: 4}")
        #expect(map.syntaxError == nil)
        #expect(loc(map, .key("café👍🏽")) == "1:11")
        #expect(loc(map, .key("b")) == "1:17")
        #expect(loc(map, .key("ключ"), .index(1)) == "2:17")
        #expect(loc(map, .key("名前")) == "2:25")
        #expect(map.location(of: path(.key("b")))?.offset == 24, "offsets are UTF-8 bytes")
    }

    @Test func orderedKeysKeepSourceOrder() {
        let keys = (0..<20).map { "k\(19 - $0)" }
        let map = SourceMap(text: "{z: 1, a: {y: 1, b: 2}, 'm m': [], many: {\(keys.map { "\($0): 0" }.joined(separator: ", "))}}")
        #expect(map.orderedKeys(at: JSONPath()) == ["z", "a", "m m", "many"])
        #expect(map.orderedKeys(at: path(.key("a"))) == ["y", "b"])
        #expect(map.orderedKeys(at: path(.key("many"))) == keys)
        #expect(loc(map, .key("many"), .key("k0")) != nil && loc(map, .key("many"), .key("k20")) == nil)
        #expect(map.orderedKeys(at: path(.key("m m"))) == nil && map.orderedKeys(at: path(.key("nope"))) == nil)
    }

    /// Foundation's JSONDecoder (Swift 6.3) keeps the first of duplicate keys; the map must point at that value.
    @Test(arguments: ["{a: 1, b: 2, a: 3}", "{a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, a: 10}", "{x: {a: 1}, a: 2, a: {b: 3}}"])
    func duplicateKeysFollowFoundation(_ text: String) throws {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        let value = try decoder.decode(JSONValue.self, from: Data(text.utf8))
        let map = SourceMap(text: text)
        let offset = try #require(map.location(of: path(.key("a")))?.offset)
        let rest = String(decoding: Array(text.utf8)[offset...], as: UTF8.self)
        #expect(rest.hasPrefix(value["a"]?.numberValue.map { String(Int($0)) } ?? "{"), "\(rest)")
        #expect(map.orderedKeys(at: JSONPath())?.filter { $0 == "a" }.count == 1)
    }

    @Test func positionsInsideStrings() throws {
        let map = SourceMap(text: "{\n  t: 'Hi {name}, 👍🏽 {day}',\n  e: \"a\\n\\u00e9\\uD83D\\uDE00{x}\\\n!\",\n  n: 1,\n}")
        // "Hi {name}, 👍🏽 {day}": the second '{' is character 14, the emoji one column.
        #expect(map.location(inStringAt: path(.key("t")), characterOffset: 0)?.description == "2:7")
        #expect(map.location(inStringAt: path(.key("t")), characterOffset: 3)?.description == "2:10")
        #expect(map.location(inStringAt: path(.key("t")), characterOffset: 13)?.description == "2:20")
        #expect(map.location(inStringAt: path(.key("t")), characterOffset: 99)?.description == "2:25", "past the end: the closing quote")
        // "a\n\u00e9\uD83D\uDE00{x}\<newline>!" decodes to "a", "\n", "é", "😀", "{", "x", "}", "\n", "!".
        let e = path(.key("e"))
        #expect(map.location(inStringAt: e, characterOffset: 1)?.description == "3:8")
        #expect(map.location(inStringAt: e, characterOffset: 3)?.description == "3:16")
        #expect(map.location(inStringAt: e, characterOffset: 4)?.description == "3:28")
        #expect(map.location(inStringAt: e, characterOffset: 8)?.description == "4:1")
        #expect(map.location(inStringAt: path(.key("n")), characterOffset: 0) == nil)
        #expect(map.location(inStringAt: path(.key("x")), characterOffset: 0) == nil)
    }

    @Test func locationsOfOffsetsAndOrdering() {
        let map = SourceMap(text: "ab\ncd")
        #expect(map.location(ofOffset: 4) == SourceLocation(line: 2, column: 2, offset: 4))
        #expect(map.location(ofOffset: -5).description == "1:1" && map.location(ofOffset: 99).offset == 5)
        #expect(SourceLocation(line: 2, column: 1, offset: 9) < SourceLocation(line: 2, column: 3, offset: 4))
        #expect(SourceLocation(line: 1, column: 80, offset: 79) < SourceLocation(line: 2, column: 1, offset: 80))
    }

    /// Every layout in the repository scans cleanly and every value Foundation decodes has a position.
    @Test func repositoryLayoutsMapEveryValue() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Layouts").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json5") }
        try #require(!files.isEmpty, "no layouts in \(folder.path)")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let decoder = JSONDecoder()
            decoder.allowsJSON5 = true
            let value = try decoder.decode(JSONValue.self, from: Data(text.utf8))
            let map = SourceMap(text: text)
            #expect(SourceMapRobustnessTests.same(map.value(), value), "\(file): the scanner's values differ from Foundation's")
            #expect(map.syntaxError == nil, "\(file): \(String(describing: map.syntaxError))")
            let bytes = Array(text.utf8)
            func check(_ v: JSONValue, _ p: JSONPath) {
                guard let l = map.location(of: p) else { Issue.record("\(file): no position for \(p)"); return }
                let first = bytes[l.offset]
                switch v {
                case .object(let o):
                    #expect(first == UInt8(ascii: "{") && Set(map.orderedKeys(at: p) ?? []) == Set(o.keys), "\(file) \(p)")
                    for (k, x) in o { check(x, p.appending(key: k)) }
                case .array(let a):
                    #expect(first == UInt8(ascii: "["), "\(file) \(p)")
                    for (k, x) in a.enumerated() { check(x, p.appending(index: k)) }
                case .string: #expect(first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), "\(file) \(p)")
                default: #expect(!"{[\"'".utf8.contains(first), "\(file) \(p)")
                }
            }
            check(value, JSONPath())
        }
    }
}

@Suite("Source map: syntax errors")
struct SourceMapSyntaxErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String, at: String, message: String, hint: String?
        init(_ text: String, _ at: String, _ message: String, hint: String? = nil) {
            self.text = text; self.at = at; self.message = message; self.hint = hint
        }
        var testDescription: String { text.debugDescription }
    }

    static let cases: [Case] = [
        Case("{\n  kind: \"T\"\n  displayName: \"x\",\n}", "3:3", "expected ',' or '}' after an object member, found 'displayName'",
             hint: "a comma is probably missing at the end of the previous line"),
        Case("{\r\n  a: 1\r\n  b: 2\r\n}", "3:3", "expected ',' or '}' after an object member, found 'b'"),
        Case("{\"ключ\": 1 \"x\": 2}", "1:12", "expected ',' or '}' after an object member, found '\"'", hint: "a comma is probably missing before this"),
        Case("[1\n 2]", "2:2", "expected ',' or ']' after an array item, found '2'"),
        Case("{\n  a: \"abc,\n  b: 1\n}", "2:6", "unterminated string: the line ends before the closing \""),
        Case("{a: 'abc", "1:5", "unterminated string: the file ends before the closing '"),
        Case("[\n  1,\n    {\n      a: 2,\n", "5:1", "unexpected end of file; expected '}' to close the object opened at 3:5"),
        Case("{list: [1, 2", "1:13", "unexpected end of file; expected ']' to close the array opened at 1:8"),
        Case("{a: ", "1:5", "unexpected end of file; expected a value for the key 'a'"),
        Case("{a 1}", "1:4", "expected ':' after the key 'a', found '1'"),
        Case("{\"a\" = 1}", "1:6", "expected ':' after the key 'a', found '='", hint: "use ':' between a key and its value"),
        Case("{a-b: 1}", "1:3", "expected ':' after the key 'a', found '-'", hint: "must be in quotes"),
        Case("{a: }", "1:5", "expected a value (an object, array, string, number, true, false or null), found '}'"),
        Case("[1,,2]", "1:4", "expected a value or ']', found ','", hint: "there are two commas in a row"),
        Case("{,}", "1:2", "expected a key (a name or a quoted string) or '}', found ','", hint: "remove this comma"),
        Case("{1a: 2}", "1:2", "expected a key (a name or a quoted string) or '}', found '1'"),
        Case("{a: hello}", "1:5", "found 'hello'", hint: "strings need quotes: \"hello\""),
        Case("{a: True}", "1:5", "found 'True'", hint: "did you mean 'true'?"),
        Case("[“x”]", "1:2", "found '“'", hint: "curly quote"),
        Case("{a: [1}", "1:7", "expected ',' or ']' after an array item, found '}'", hint: "the array opened at 1:5 must be closed with ']'"),
        Case("{a: 1}}", "1:7", "unexpected '}' after the end of the top-level value"),
        Case("{/* a", "1:2", "unterminated comment"),
        Case("", "1:1", "the file has no value"),
        Case("  // only a comment\n", "2:1", "the file has no value"),
        Case("[01]", "1:2", "invalid number '01': a number cannot start with 0 followed by more digits"),
        Case("[1e]", "1:2", "invalid number '1e': the exponent has no digits"),
        Case("[1e400]", "1:2", "invalid number '1e400': it is too large"),
        Case("[\"\\q\"]", "1:3", "invalid escape sequence in a string: a backslash followed by 'q'"),
        Case("[\"\\u12\"]", "1:3", "invalid escape '\\u12': \\u must be followed by 4 hex digits"),
        Case("[\"\\uD83D\"]", "1:3", "first half of a surrogate pair"),
        Case("{a: \"x\ty\"}", "1:7", "a string cannot contain a tab as is", hint: "\\t"),
        Case("{a:\u{00A0}1}", "1:4", "found a non-breaking space (U+00A0)"),
    ]

    @Test(arguments: cases)
    func reportsWhatAndWhere(_ c: Case) throws {
        let error = try #require(SourceMap(text: c.text).syntaxError)
        #expect(error.location.description == c.at, "\(error)")
        #expect(error.message.contains(c.message), "\(error)")
        if let hint = c.hint { #expect(error.hint?.contains(hint) == true, "\(error)") }
    }

    /// Problems inside a value Foundation never decodes (a later duplicate key) are no errors, as in Foundation.
    @Test func problemsInIgnoredDuplicatesAreNotErrors() {
        #expect(SourceMap(text: "{a: 1, a: 01, b: 2, b: {c: '\\q'}}").syntaxError == nil)
        #expect(SourceMap(text: "{a: 1, b: '\\q', a: 2}").syntaxError?.location.description == "1:12")
    }
}

@Suite("Source map: robustness")
struct SourceMapRobustnessTests {
    static func foundationValue(_ text: String) -> JSONValue? {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        return try? decoder.decode(JSONValue.self, from: Data(text.utf8))
    }

    /// Equal values, with NaN equal to NaN and 0 different from -0.
    static func same(_ a: JSONValue?, _ b: JSONValue?) -> Bool {
        switch (a, b) {
        case (.number(let x)?, .number(let y)?): return x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN)
        case (.array(let x)?, .array(let y)?): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.object(let x)?, .object(let y)?): return x.count == y.count && x.allSatisfy { same($0.value, y[$0.key]) }
        default: return a == b
        }
    }

    @Test func randomBytesNeverCrash() {
        var rng = SplitMix(seed: 2026)
        let favourites = Array("{}[],:'\"\\/*\n\r\t 0123456789.+-exuIN_$a".utf8)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...200, using: &rng)
            let bytes = (0..<count).map { _ in Bool.random(using: &rng) ? favourites.randomElement(using: &rng) ?? 0 : UInt8.random(in: 0...255, using: &rng) }
            let text = String(decoding: bytes, as: UTF8.self)
            let map = SourceMap(text: text)
            if let error = map.syntaxError {
                #expect(error.location.line >= 1 && error.location.column >= 1 && error.location.offset <= text.utf8.count)
                #expect(!error.message.isEmpty)
            }
            _ = map.location(of: JSONPath([.index(0), .key("a")]))
            _ = map.orderedKeys(at: JSONPath())
            _ = map.location(ofOffset: Int.random(in: -5...(count + 5), using: &rng))
            _ = map.location(inStringAt: JSONPath([.index(0)]), characterOffset: Int.random(in: -2...50, using: &rng))
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        for text in [String(repeating: "[", count: 10_000), String(repeating: "{a:", count: 10_000),
                     String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)] {
            let error = try #require(SourceMap(text: text).syntaxError)
            #expect(error.message == "the values are nested more than 512 levels deep", "\(error)")
        }
        #expect(SourceMap(text: "[[[[").syntaxError?.location.description == "1:5")
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(SourceMap(text: deepest).syntaxError == nil, "512 levels are allowed, as in Foundation")
        #expect(SourceMap(text: "[" + deepest + "]").syntaxError?.location.description == "1:513")
    }

    /// The scanner accepts exactly what Foundation's JSONDecoder accepts, so every text Foundation
    /// rejects gets a positioned error, and every text it decodes gets positions.
    @Test func agreesWithFoundation() {
        let fragments = ["{", "}", "[", "]", ",", ":", "\"a\"", "'b'", "a", "b1", "$", "_x", "1", "-1", "+2", "0x1F", ".5", "5.", "01",
                         "1e5", "0e1", "true", "null", "NaN", "-Infinity", "// c\n", "/* c */", "\n", " ", "\r\n", "\"\\u0041\"",
                         "\"\\x41\"", "\"\\q\"", "\"é\"", "ключ", "\"a\\\nb\"", "\t", "\"\"", "tru", "/", "'", "\"", "\\", "1.2.3",
                         "\u{00A0}", "\u{2028}", "\u{FEFF}", "\"a\tb\"", "\"\\0\"", "\"\\uD83D\\uDE00\"", "\"\\uDE00\"", "Nope", "{a:1,a:01}",
                         "-0", "1E-3", "-.5", "+.5e1", "0X1f", "-0x10", "-0x0", "123456789012345678901", "1.5e-7", "4.9e-324", "1e308",
                         "'\\n\\t\\\\'", "'\\''", "{\"k\\u0041\": [1, 2]}", "{a: {b: [true, false, null]}}"]
        var rng = SplitMix(seed: 7)
        for _ in 0..<3_000 {
            // Wrapped in a container: Foundation can trap on some malformed top-level numbers.
            let inner = (0..<Int.random(in: 1...10, using: &rng)).map { _ in fragments.randomElement(using: &rng) ?? "" }.joined()
            let text = (Bool.random(using: &rng) ? "{k:" : "[") + inner + (Bool.random(using: &rng) ? "}" : "]")
            let map = SourceMap(text: text)
            let foundation = Self.foundationValue(text)
            #expect((map.syntaxError == nil) == (foundation != nil), "\(text.debugDescription): \(String(describing: map.syntaxError))")
            if let foundation {
                #expect(Self.same(map.value(), foundation), "\(text.debugDescription): \(String(describing: map.value())) vs \(foundation)")
            }
        }
    }

    /// Linear time: a 1 MB layout, an object with 50,000 members and a 1 MB line scan quickly.
    @Test func largeInputsScanInLinearTime() {
        var text = "{\n  entries: [\n"
        var n = 0
        while text.utf8.count < 1_000_000 {
            text += "    {date: \"2026-06-01T09:00:00Z\", 'score': 0.\(n % 10), values: {name: \"Zürich\", temp: -\(n).5, hourly: [1, 2, 0x1F]}},\n"
            n += 1
        }
        text += "  ],\n}\n"
        let members = "{" + (0..<50_000).map { "k\($0): \($0)" }.joined(separator: ", ") + ", k7: 0}"
        let clock = ContinuousClock()
        var maps: [SourceMap] = []
        let elapsed = clock.measure {
            maps = [SourceMap(text: text), SourceMap(text: members), SourceMap(text: text.replacingOccurrences(of: "\n", with: " "))]
        }
        #expect(maps.allSatisfy { $0.syntaxError == nil })
        #expect(maps[0].location(of: JSONPath([.key("entries"), .index(n - 1), .key("values"), .key("temp")]))?.line == n + 2)
        #expect(maps[1].location(of: JSONPath([.key("k7")]))?.column == 55, "the first k7 wins, as in Foundation")
        #expect(maps[1].orderedKeys(at: JSONPath())?.count == 50_000)
        #expect(elapsed < .seconds(3), "took \(elapsed); debug builds scan 1 MB in about 0.1 s, release builds in about 0.02 s")
    }
}
