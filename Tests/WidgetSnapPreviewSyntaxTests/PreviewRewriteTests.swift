import Foundation
import Testing
import WidgetSnapPreviewSyntax

/// One runner over Fixtures/rewrite/: each `NAME.swift` rewritten as `widgetsnap previews` does must
/// give `NAME.swift.expected`: the rewritten text, then `// ---- found` and one line per preview and
/// `PreviewProvider`, `ControlWidget` and `Widget` found (or `error: line:column: message`). `WIDGETSNAP_RECORD_FIXTURES=1` writes them.
struct RewriteCase: CustomStringConvertible, Sendable {
    var name: String
    var source: String
    var expected: String
    var description: String { name }

    static let all: [RewriteCase] = {
        let folder = Bundle.module.url(forResource: "Fixtures/rewrite", withExtension: nil)!
        let names = try! FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return names.map { name in
            RewriteCase(name: name, source: try! String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                        expected: try! String(contentsOf: folder.appendingPathComponent(name + ".expected"), encoding: .utf8))
        }
    }()

    /// What the rewrite gives for the case, in the `.expected` format.
    static func actual(_ c: RewriteCase) -> String {
        do {
            let r = try PreviewRewrite.rewrite(c.source, file: "/user/Widgets/" + c.name, functionPrefix: "_widgetsnapPreview1_")
            var out = r.text + "// ---- found\n"
            func conditions(_ levels: [[String]]) -> String {
                levels.isEmpty ? "" : " in " + levels.map { "[" + $0.joined(separator: " | ") + "]" }.joined(separator: " ")
            }
            for p in r.previews {
                out += "preview \(p.function) at \(p.line):\(p.column) \(p.isWidget ? "widget" : "view")"
                    + (p.name.map { " named \(PreviewArguments.stringLiteral($0))" } ?? "") + conditions(p.conditions) + "\n"
            }
            for p in r.providers { out += "\(p.isWidget ? "widget" : "provider") \(p.type) at \(p.line)\(conditions(p.conditions))\n" }
            return out
        } catch {
            return "error: \(error.line):\(error.column): \(error.message)\n"
        }
    }
}

@Suite struct PreviewRewriteTests {
    @Test(arguments: RewriteCase.all)
    func rewrite(_ c: RewriteCase) {
        let actual = RewriteCase.actual(c)
        if ProcessInfo.processInfo.environment["WIDGETSNAP_RECORD_FIXTURES"] == "1" {
            // Records the expected text into the repository's fixture (look at it before committing).
            let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/rewrite")
            try? actual.write(to: fixtures.appendingPathComponent(c.name + ".expected"), atomically: true, encoding: .utf8)
            return
        }
        #expect(actual == c.expected, "\(c.name): got\n\(actual)")
    }

    @Test func linesStayOnTheirLines() throws {
        for c in RewriteCase.all {
            guard let r = try? PreviewRewrite.rewrite(c.source, file: "/f.swift", functionPrefix: "p") else { continue }
            let newlines = { (s: String) in s.utf8.filter { $0 == UInt8(ascii: "\n") }.count }
            // The #sourceLocation line first, the file's lines, then the closing #sourceLocation().
            #expect(r.text.hasPrefix("#sourceLocation(file: \"/f.swift\", line: 1)\n"))
            #expect(newlines(r.text) == newlines(c.source) + (c.source.hasSuffix("\n") ? 2 : 3))
        }
    }

    @Test func stringValues() {
        #expect(PreviewRewrite.stringValue(#""Lock Screen, \"rectangular\"""#) == "Lock Screen, \"rectangular\"")
        #expect(PreviewRewrite.stringValue(#""\(n) items""#) == nil)
        #expect(PreviewRewrite.stringValue("name") == nil)
    }
}

/// The round-trip property (issue 25 item 14): a file without previews or `@main` (every literal
/// form of Swift, with `#Preview` and `@main` written only inside literals and comments) comes out
/// as it went in, between the two `#sourceLocation` lines. Fixtures/unchanged/ holds the cases.
@Suite struct PreviewRoundTripTests {
    static let cases: [String] = {
        let folder = Bundle.module.url(forResource: "Fixtures/unchanged", withExtension: nil)!
        return try! FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    }()

    static func source(_ name: String) -> String {
        try! String(contentsOf: Bundle.module.url(forResource: "Fixtures/unchanged", withExtension: nil)!.appendingPathComponent(name), encoding: .utf8)
    }

    @Test(arguments: cases)
    func unchanged(_ name: String) throws {
        let source = Self.source(name)
        let r = try PreviewRewrite.rewrite(source, file: "/f.swift", functionPrefix: "p")
        #expect(r.previews.isEmpty, "\(name)")
        #expect(r.text == PreviewRewrite.unchangedText(source, file: "/f.swift"), "\(name): got\n\(r.text)")
    }

    @Test func theCasesAreThere() { #expect(Self.cases.count >= 2) }
}
