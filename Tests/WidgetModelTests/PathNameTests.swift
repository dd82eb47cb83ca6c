import Testing
import WidgetModel

/// Kinds and instance names become output paths, so `check` holds them to a rule: ASCII letters,
/// digits and `_` (and `-` in instance names), 1 to 64 characters. Reproductions: an instance
/// named "" passed check (files landed in `<kind>//<family>/`), a 300-letter kind passed check and
/// then failed to render (file name too long).
struct PathNameTests {
    @Test(arguments: ["", String(repeating: "K", count: 300), String(repeating: "K", count: 65), "1Widget", "My Widget", "Wïdget", "a/b", "..", "_x", "K-1"])
    func invalidKinds(_ kind: String) {
        let text = widgetText(view: #"{Text: "a"}"#).replacingOccurrences(of: #"kind: "T""#, with: "kind: \"\(kind)\"")
        let d = decodeErrors(text)
        #expect(d.contains { $0.message.contains("must be 1 to 64 ASCII letters, digits and _, starting with a letter") && $0.location?.line == 2 }, "\(d)")
    }

    @Test(arguments: ["T", "Weather_2", String(repeating: "K", count: 64)])
    func validKinds(_ kind: String) {
        let text = widgetText(view: #"{Text: "a"}"#).replacingOccurrences(of: #"kind: "T""#, with: "kind: \"\(kind)\"")
        #expect(decodeErrors(text).isEmpty)
    }

    @Test(arguments: ["", "-x", ".", "..", "a b", "a/b", "ä", String(repeating: "i", count: 65), "a.b"])
    func invalidInstanceNames(_ name: String) {
        let d = decodeErrors(widgetText(view: #"{Text: "a"}"#, extra: " instances: [{name: \"\(name)\"}],"))
        #expect(d.contains { $0.message.contains("must be 1 to 64 ASCII letters, digits, - and _, starting with a letter or digit") && $0.location?.line == 4 }, "\(d)")
    }

    @Test(arguments: ["work", "acme-all", "2026_q1", String(repeating: "i", count: 64)])
    func validInstanceNames(_ name: String) {
        #expect(decodeErrors(widgetText(view: #"{Text: "a"}"#, extra: " instances: [{name: \"\(name)\"}],")).isEmpty)
    }

    @Test func longNamesAreShortenedInMessages() throws {
        let text = widgetText(view: #"{Text: "a"}"#).replacingOccurrences(of: #"kind: "T""#, with: "kind: \"\(String(repeating: "K", count: 300))\"")
        let d = try #require(decodeErrors(text).first)
        #expect(d.message.count < 200 && d.message.contains("(it has 300)"), "\(d.message)")
    }
}
