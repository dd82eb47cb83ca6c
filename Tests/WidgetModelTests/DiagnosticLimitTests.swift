import Testing
import WidgetModel

/// Many errors in one file: positions come from one pass, at most ``LayoutFile/maximumErrors``
/// are reported (then one "and N more"), and checking stays linear in the size of the file.
/// Reproductions from the hardening issue.
struct DiagnosticLimitTests {
    static func duplicateFamilies(_ n: Int) -> String {
        widgetText(view: #"{Text: "a"}"#).replacingOccurrences(
            of: #"families: ["systemSmall", "systemMedium"]"#,
            with: "families: [" + Array(repeating: "\"systemSmall\"", count: n).joined(separator: ",") + "]")
    }

    /// n unknown modifiers, 4 to a view (one view may have at most 63 with no view around it: issue 25 item 8).
    static func badModifiers(_ n: Int) -> String {
        let view = #"{Text: "a", modifiers: ["# + Array(repeating: "{paddin: 1}", count: 4).joined(separator: ",") + "]}"
        return widgetText(view: "{VStack: [" + Array(repeating: view, count: n / 4).joined(separator: ",") + "]}")
    }

    @Test func errorsAreCappedWithACount() throws {
        let d = decodeErrors(Self.duplicateFamilies(10_000))
        #expect(d.count == LayoutFile.maximumErrors + 1)
        #expect(d.prefix(LayoutFile.maximumErrors).allSatisfy { $0.message == "systemSmall is listed twice" && $0.location?.line == 2 })
        let last = try #require(d.last)
        #expect(last.message == "and 9899 more errors (only the first 100 of a file are shown)", "\(last)")
        #expect(last.location == nil)
        // The first errors shown are the first in the file.
        let columns = d.prefix(LayoutFile.maximumErrors).compactMap { $0.location?.column }
        #expect(columns == columns.sorted() && columns.count == LayoutFile.maximumErrors)
    }

    @Test func exactlyTheLimitHasNoSummary() {
        let d = decodeErrors(Self.duplicateFamilies(LayoutFile.maximumErrors + 1))
        #expect(d.count == LayoutFile.maximumErrors && !d.contains { $0.message.hasPrefix("and ") })
    }

    /// Time for n and 4n duplicated items: linear would be 4×; a rescan per error was 16× and more.
    @Test(arguments: [0, 1])
    func checkingIsLinear(_ which: Int) {
        let make = which == 0 ? Self.duplicateFamilies : Self.badModifiers
        let small = which == 0 ? 5_000 : 1_000
        let clock = ContinuousClock()
        let a = make(small), b = make(small * 4)
        _ = decodeErrors(a) // warm up
        let ta = clock.measure { _ = decodeErrors(a) }
        let tb = clock.measure { _ = decodeErrors(b) }
        let ratio = tb / ta
        #expect(ratio < 9, "\(small) items: \(ta), \(small * 4): \(tb), ratio \(ratio)")
        #expect(tb < .seconds(10), "\(small * 4) items took \(tb)")
    }

    @Test(arguments: [
        ("\\u001b[31m", "\\u{1B}[31m"), ("\\u0007", "\\u{7}"), ("a\\u202Eb", "a\\u{202E}b"), ("\\u009b", "\\u{9B}"),
    ])
    func controlCharactersAreEscaped(_ written: String, _ shown: String) throws {
        let d = decodeErrors(widgetText(view: #"{Text: "a", modifiers: [{"\#(written)": 1}]}"#))
        let e = try #require(d.first)
        #expect(e.message == "unknown modifier '\(shown)'", "\(e)")
        #expect(!e.description.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E || $0.value == 0x9B })
    }

    @Test func plainTextIsNotEscaped() {
        #expect("héllo 日本 \\n".escapingControlCharacters == "héllo 日本 \\n")
        #expect("a\tb\n".escapingControlCharacters == "a\\u{9}b\\u{A}")
    }
}
