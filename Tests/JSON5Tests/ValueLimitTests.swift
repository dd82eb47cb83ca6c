import Testing
import JSON5

/// A text holds at most ``SourceMap/maximumValues`` values, so that a file of millions of numbers
/// (the 4,000,000 numbers shown as one text: 12 s in check, 43 s and 2.2 GB in render)
/// stops at the scanner, quickly and in bounded memory.
struct ValueLimitTests {
    static func numbers(_ n: Int) -> String { "{a: [" + Array(repeating: "1", count: n).joined(separator: ",") + "]}" }

    @Test func oneValueTooManyIsASyntaxError() throws {
        // The object and the array are values too.
        let text = Self.numbers(SourceMap.maximumValues - 1)
        let map = SourceMap(text: text)
        let error = try #require(map.syntaxError)
        #expect(error.message == "the file has more than 250000 values (objects, arrays, strings, numbers, ...)")
        // It points at the first value past the limit: the last number.
        #expect(error.location.line == 1 && error.location.column == text.utf8.count - 2, "\(error.location)")
    }

    @Test func theLimitItselfIsAccepted() {
        #expect(SourceMap(text: Self.numbers(SourceMap.maximumValues - 2)).syntaxError == nil)
    }

    @Test func millionsOfValuesStopQuickly() {
        let text = Self.numbers(4_000_000)
        let clock = ContinuousClock()
        var map: SourceMap?
        let elapsed = clock.measure { map = SourceMap(text: text) }
        #expect(map?.syntaxError != nil)
        // The line table still reads all 8 MB: a second or two in a debug build on a busy machine,
        // far less in release; before the limit, decoding took 12 s and rendering 43 s.
        #expect(elapsed < .seconds(6), "\(elapsed)")
    }
}
