import Testing
@testable import JSON5

/// Byte offsets to line:column: the one-pass fast path for plain ASCII lines gives the same
/// positions as counting characters, and invalid UTF-8 is located at its first bad byte.
struct LineColumnTests {
    /// Reference: count the Characters before the offset on its line, as documented.
    static func reference(_ text: String, _ offset: Int) -> (Int, Int) {
        let bytes = Array(text.utf8)
        let o = min(offset, bytes.count)
        var line = 1, start = 0
        // Lines end at \n, \r\n or a lone \r (issue 25 item 16: CR-only files were all line 1).
        for k in 0..<o where bytes[k] == 0x0A || (bytes[k] == 0x0D && (k + 1 >= bytes.count || bytes[k + 1] != 0x0A)) { line += 1; start = k + 1 }
        var slice = bytes[start..<o]
        if slice.last == 0x0D, o < bytes.count, bytes[o] == 0x0A { slice = slice.dropLast() }
        return (line, String(decoding: slice, as: UTF8.self).count + 1)
    }

    @Test(arguments: ["abc\ndef\n", "a\r\nbc\r\n", "a\rb\nc", "é\nab", "ab\r", "\n\n\n", "a\rb\rc\r", "é\r\rx", "x = \"日本\"\n  y", "tab\there\r\n\r\nz", ""])
    func everyOffsetMatchesTheReference(_ text: String) {
        let map = SourceMap(text: text)
        for offset in 0...text.utf8.count {
            let l = map.location(ofOffset: offset)
            let (line, column) = Self.reference(text, offset)
            #expect(l.line == line && l.column == column, "\(text.debugDescription) at \(offset): \(l) vs \(line):\(column)")
        }
    }

    /// One long line with many lookups stays fast (it used to rescan the line for each one).
    @Test func manyLookupsOnOneLongLine() {
        let text = String(repeating: "\"systemSmall\",", count: 100_000)
        let map = SourceMap(text: text)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for k in stride(from: 0, to: text.utf8.count, by: 14) { _ = map.location(ofOffset: k) }
        }
        #expect(map.location(ofOffset: 14 * 99_999).column == 14 * 99_999 + 1)
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    struct BadUTF8: Sendable, CustomStringConvertible {
        var bytes: [UInt8]
        var offset: Int, line: Int, column: Int
        var description: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }
    }

    @Test(arguments: [
        BadUTF8(bytes: [0x61, 0xFF], offset: 1, line: 1, column: 2),
        BadUTF8(bytes: Array("ab\ncé".utf8) + [0xC3], offset: 6, line: 2, column: 3),     // truncated sequence at the end
        BadUTF8(bytes: [0x0A, 0xC0, 0x80], offset: 1, line: 2, column: 1),                // overlong
        BadUTF8(bytes: [0xED, 0xA0, 0x80], offset: 0, line: 1, column: 1),                // a surrogate
        BadUTF8(bytes: [0xF4, 0x90, 0x80, 0x80], offset: 0, line: 1, column: 1),          // beyond U+10FFFF
        BadUTF8(bytes: Array("ok ".utf8) + [0xE2, 0x82, 0x41], offset: 3, line: 1, column: 4),  // cut short by an ASCII byte
        BadUTF8(bytes: [0x80], offset: 0, line: 1, column: 1),                            // a lone continuation byte
    ])
    func invalidUTF8IsLocated(_ c: BadUTF8) throws {
        let p = try #require(UTF8Validation.firstInvalidByte(c.bytes))
        #expect(p.offset == c.offset && p.line == c.line && p.column == c.column, "\(p)")
        #expect(String(validating: c.bytes, as: UTF8.self) == nil, "the reference decoder agrees the bytes are invalid")
    }

    @Test(arguments: ["", "plain", "日本語 😀 é", "\u{10FFFF}\u{E000}\u{7F}"])
    func validUTF8HasNoBadByte(_ text: String) {
        #expect(UTF8Validation.firstInvalidByte(Array(text.utf8)) == nil)
    }
}
