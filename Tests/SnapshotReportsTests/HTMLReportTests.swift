import Foundation
import Testing

@testable import SnapshotReports
import SnapshotPipeline

/// The `widgetsnap test` HTML report: escaping, order, images, determinism, the empty and all-passed reports, and the
/// committed browser-test fixture (Tests/Browser/fixture-report) kept in step with the renderer.
struct HTMLReportTests {
    static let summary = ReportSummary(passed: 2, failed: 2, recorded: 1, total: 7, goldens: "Tests/Goldens",
                                       command: "widgetsnap test --record failed", shard: nil)

    static func outcome(_ name: String, _ status: SnapshotStatus, images: Bool = true) -> SnapshotOutcome {
        let parts = name.split(separator: "/").map(String.init)
        var o = SnapshotOutcome(name: name, kind: parts.first ?? name, instance: parts.count > 1 ? parts[1] : "default",
                                family: parts.count > 2 ? parts[2] : "systemSmall", entry: 0, appearance: "light", state: "real",
                                status: status, width: 510, height: 510)
        let base = "images/" + name
        switch status {
        case .failed:
            o.expected = base + ".expected.png"; o.actual = base + ".actual.png"; o.diff = base + ".diff.png"
            o.mismatchedPixels = 412; o.totalPixels = 260_100; o.ratio = 412.0 / 260_100; o.boundingBox = [12, 30, 40, 20]
            o.message = "412 of 260100 pixels differ (0.16%), threshold 0.1"
        case .sizeMismatch:
            o.expected = base + ".expected.png"; o.actual = base + ".actual.png"; o.expectedWidth = 340; o.expectedHeight = 340
        case .missing, .recorded, .passed:
            if images { o.actual = base + ".actual.png" }
        case .error:
            o.width = nil; o.height = nil; o.message = "layout error: unknown view 'Foo'"
        }
        return o
    }

    static let mixed: [SnapshotOutcome] = [
        outcome("Weather/default/systemSmall/00-light-real@3x", .passed),
        outcome("Stocks/aapl/systemMedium/00-dark-real@3x", .error),
        outcome("Weather/default/systemSmall/00-dark-real@3x", .recorded),
        outcome("Stocks/aapl/systemSmall/00-light-real@3x", .failed),
        outcome("UpNext/work/systemSmall/00-light-real@3x", .missing),
        outcome("GameScore/live/systemSmall/00-light-real@3x", .sizeMismatch),
        outcome("Alpha/a/systemSmall/00-light-real@3x", .passed, images: false),
    ]

    static func render(_ outcomes: [SnapshotOutcome] = mixed, summary: ReportSummary = summary, title: String = "Snapshots") -> String {
        HTMLReport.render(outcomes, summary: summary, title: title)
    }

    /// Every `<tag ...>` of the given name, outside the inlined script and style.
    static func tags(_ name: String, in html: String) -> [String] {
        var found: [String] = []
        var rest = Substring(markup(html))
        while let start = rest.range(of: "<" + name + " ") ?? rest.range(of: "<" + name + ">") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
            found.append(String(rest[start.lowerBound...end]))
            rest = rest[rest.index(after: end)...]
        }
        return found
    }

    /// The value of `name="..."` in a tag.
    static func attribute(_ name: String, of tag: String) -> String? {
        guard let r = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[r.upperBound...].prefix { $0 != "\"" })
    }

    /// The document with the contents of `<script>` and `<style>` removed.
    static func markup(_ html: String) -> String {
        var out = html
        for tag in ["script", "style"] {
            while let open = out.range(of: "<\(tag)>\n"), let close = out.range(of: "</\(tag)>", range: open.upperBound..<out.endIndex) {
                out.replaceSubrange(open.lowerBound..<close.upperBound, with: "")
            }
        }
        return out
    }

    @Test func escapesEveryStringFromTheData() {
        var evil = Self.outcome("Evil/<script>alert(\"x\")</script>/it's", .failed)
        evil.kind = "<b>Kind</b>"
        evil.message = "a & b < c > d \" e ' f"
        evil.state = "\"><img src=x onerror=alert(1)>"
        evil.actual = "images/a\"b'<c>.png"
        let summary = ReportSummary(passed: 0, failed: 1, recorded: 0, total: 1, goldens: "Gold<ens>",
                                    command: "widgetsnap test --record \"failed\" && echo '<hi>'", shard: "1/3<")
        let html = HTMLReport.render([evil], summary: summary, title: "T <script>alert('t')</script>")
        let body = Self.markup(html)
        #expect(!body.contains("<script>alert"))
        #expect(!body.contains("<b>"))
        #expect(!body.contains("<img src=x"))
        #expect(!body.contains("<ens>") && !body.contains("<hi>") && !body.contains("1/3<"))
        #expect(html.components(separatedBy: "<script").count == 2, "only the report's own script")
        #expect(body.contains("Evil/&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;/it&#39;s"))
        #expect(body.contains("a &amp; b &lt; c &gt; d &quot; e &#39; f"))
        #expect(body.contains("&lt;b&gt;Kind&lt;/b&gt;"))
        #expect(body.contains("widgetsnap test --record &quot;failed&quot; &amp;&amp; echo &#39;&lt;hi&gt;&#39;"))
        #expect(body.contains("<title>T &lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt;</title>"))
        // Paths are percent-encoded in src/href: no quote can end the attribute.
        #expect(body.contains("src=\"images/a%22b%27%3Cc%3E.png\""))
        // No attribute value contains a raw quote or angle bracket.
        for tag in Self.tags("a", in: html) + Self.tags("img", in: html) + Self.tags("li", in: html) {
            let inner = tag.dropFirst().dropLast()
            #expect(!inner.contains("<") && !inner.contains(">"), "\(tag)")
            #expect(inner.filter { $0 == "\"" }.count % 2 == 0, "\(tag)")
        }
    }

    @Test func escapeCoversTheFiveCharacters() {
        #expect(HTMLReport.escape("&<>\"'x") == "&amp;&lt;&gt;&quot;&#39;x")
        #expect(HTMLReport.escape("plain — ünïcode 漢字") == "plain — ünïcode 漢字")
    }

    @Test func failuresComeFirstThenMissingRecordedErrorsAndCollapsedPasses() throws {
        let html = Self.render()
        let order = Self.tags("a", in: html).filter { $0.contains("class=\"item\"") }.compactMap { Self.attribute("data-status", of: $0) }
        #expect(order == ["failed", "sizeMismatch", "missing", "recorded", "error", "passed", "passed"])
        // Within a group, by name: Alpha before Weather.
        let alpha = try #require(html.range(of: "href=\"#s-Alpha"))
        let weather = try #require(html.range(of: "href=\"#s-Weather-default-systemSmall-00-light"))
        #expect(alpha.lowerBound < weather.lowerBound)
        // The passes sit in a closed <details>; the others in open sections.
        let passed = Self.tags("details", in: html).filter { $0.contains("data-group=\"passed\"") }
        #expect(passed.count == 1 && !passed[0].contains(" open"))
        #expect(Self.tags("section", in: html).contains { $0.contains("data-group=\"failed\"") })
        // Details appear in the same order as the list.
        let articles = Self.tags("article", in: html).compactMap { Self.attribute("data-status", of: $0) }
        #expect(articles == order)
    }

    @Test func everyImageHasWidthHeightAndAlt() {
        let images = Self.tags("img", in: Self.render())
        // failed 3, sizeMismatch 2, missing 1, recorded 1, passed with images 1.
        #expect(images.count == 8)
        for img in images {
            #expect(img.contains(" width=\"") && img.contains(" height=\"") && img.contains(" alt=\""), "\(img)")
            #expect(!img.contains("alt=\"\""), "\(img)")
        }
        // A size mismatch gives each image its own size.
        #expect(images.contains { $0.contains("GameScore") && $0.contains("expected.png") && $0.contains("width=\"340\"") })
        #expect(images.contains { $0.contains("GameScore") && $0.contains("actual.png") && $0.contains("width=\"510\"") })
    }

    @Test func attributesAreSorted() {
        for name in ["img", "a", "input", "button", "article", "body"] {
            for tag in Self.tags(name, in: Self.render()) {
                var names: [String] = []
                var rest = Substring(tag.dropFirst(name.count + 1))
                while let eq = rest.firstIndex(where: { $0 == "=" || $0 == ">" || $0 == " " }) {
                    let attribute = rest[..<eq].trimmingCharacters(in: .whitespaces)
                    if !attribute.isEmpty { names.append(attribute) }
                    if rest[eq] == "=" {
                        let afterQuote = rest.index(eq, offsetBy: 2)
                        guard let close = rest[afterQuote...].firstIndex(of: "\"") else { break }
                        rest = rest[rest.index(after: close)...]
                    } else {
                        rest = rest[rest.index(after: eq)...]
                    }
                }
                #expect(names == names.sorted(), "\(tag)")
            }
        }
    }

    @Test func outputIsDeterministicAndIndependentOfInputOrder() {
        let a = Self.render(), b = Self.render()
        #expect(a == b)
        #expect(Self.render(Self.mixed.reversed()) == a)
        #expect(Self.render(Self.mixed.shuffled()) == a)
    }

    @Test func emptyReport() {
        let summary = ReportSummary(passed: 0, failed: 0, recorded: 0, total: 0, goldens: "Tests/Goldens", command: "widgetsnap test --record all")
        let html = HTMLReport.render([], summary: summary, title: "Empty")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("No snapshots were checked"))
        #expect(Self.tags("img", in: html).isEmpty && Self.tags("article", in: html).isEmpty)
        #expect(Self.tags("a", in: html).filter { $0.contains("class=\"item\"") }.isEmpty)
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func onlyPasses() {
        let passes = ["A/x/systemSmall/00-light-real@3x", "B/x/systemSmall/00-light-real@3x", "C/x/systemSmall/00-light-real@3x"]
            .map { Self.outcome($0, .passed) }
        let summary = ReportSummary(passed: 3, failed: 0, recorded: 0, total: 3, goldens: "G", command: "c")
        let html = HTMLReport.render(passes, summary: summary, title: "Green")
        #expect(html.contains("All 3 snapshots match their goldens"))
        #expect(html.contains("<title>Green</title>"))
        #expect(Self.tags("details", in: html).filter { $0.contains("data-group=\"passed\"") && !$0.contains(" open") }.count == 1)
        #expect(Self.tags("section", in: html).filter { $0.contains("data-group") }.isEmpty)
        #expect(!Self.markup(html).contains("aria-current"))
    }

    @Test func markupIsBalanced() throws {
        let voids: Set = ["meta", "img", "input", "br", "hr", "link"]
        for html in [Self.render(), HTMLReport.render([], summary: Self.summary, title: "x")] {
            var stack: [String] = []
            var rest = Substring(Self.markup(html))
            while let lt = rest.firstIndex(of: "<") {
                guard let gt = rest[lt...].firstIndex(of: ">") else { Issue.record("unclosed <"); break }
                let tag = rest[rest.index(after: lt)..<gt]
                rest = rest[rest.index(after: gt)...]
                if tag.hasPrefix("!") { continue }
                let isClosing = tag.hasPrefix("/")
                let name = (isClosing ? tag.dropFirst() : tag).prefix { $0 != " " && $0 != "/" }.lowercased()
                if isClosing {
                    let closing = name
                    #expect(stack.last == closing, "</\(closing)> closes <\(stack.last ?? "nothing")>")
                    if stack.last == closing { stack.removeLast() }
                } else if !voids.contains(name) && !tag.hasSuffix("/") {
                    stack.append(name)
                }
            }
            #expect(stack.isEmpty, "unclosed: \(stack)")
        }
    }

    @Test func numbersAndPaths() {
        var o = Self.outcome("a", .failed)
        o.ratio = 0.0016; #expect(HTMLReport.percent(o) == "0.16%")
        o.ratio = 0.000001; #expect(HTMLReport.percent(o) == "<0.01%")
        o.ratio = 0; #expect(HTMLReport.percent(o) == "0.00%")
        o.ratio = 1; #expect(HTMLReport.percent(o) == "100.00%")
        o.ratio = nil; o.mismatchedPixels = 1; o.totalPixels = 8; #expect(HTMLReport.percent(o) == "12.50%")
        #expect(HTMLReport.grouped(260_100) == "260,100" && HTMLReport.grouped(999) == "999" && HTMLReport.grouped(1_000_000) == "1,000,000")
        #expect(HTMLReport.urlPath("images/W x/a#b?c:d@3x.png") == "images/W%20x/a%23b%3Fc%3Ad@3x.png")
        #expect(HTMLReport.urlPath("javascript:alert(1)") == "javascript%3Aalert%281%29")
        #expect(HTMLReport.slug("Weather/default/systemSmall/00-light-real@3x") == "Weather-default-systemSmall-00-light-real-3x")
        // Names that slug alike still get distinct ids.
        let rows = HTMLReport.ordered([Self.outcome("a/b", .failed), Self.outcome("a b", .failed), Self.outcome("a-b", .failed)])
        #expect(Set(rows.map(\.id)).count == 3)
    }

    @Test func outcomesRoundTripThroughJSON() throws {
        let data = try JSONEncoder().encode(Self.mixed)
        #expect(try JSONDecoder().decode([SnapshotOutcome].self, from: data) == Self.mixed)
        // report.json written before expectedWidth/expectedHeight existed still decodes.
        let old = #"{"name":"a","kind":"k","instance":"i","family":"systemSmall","entry":0,"appearance":"light","state":"real","status":"sizeMismatch"}"#
        #expect(try JSONDecoder().decode(SnapshotOutcome.self, from: Data(old.utf8)).status == .sizeMismatch)
    }

    /// The browser test's reports are what `ReportWriter` writes for their report.json: fixture-report (a real
    /// `widgetsnap test --report` run, plus a hand-added error whose name holds markup), fixture-passes (its passes
    /// alone, as shard 2/3) and fixture-empty. `WIDGETSNAP_RECORD=1 swift test --filter HTMLReportTests` rewrites their
    /// index.html and report.json.
    @Test(arguments: ["fixture-report", "fixture-passes", "fixture-empty"])
    func browserFixtureIsUpToDate(_ name: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Tests/Browser/\(name)")
        let file = try JSONDecoder().decode(ReportFile.self, from: Data(contentsOf: folder.appendingPathComponent("report.json")))
        let record = ProcessInfo.processInfo.environment["WIDGETSNAP_RECORD"] == "1"
        let out = record ? folder.path : FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)").path
        try ReportWriter.writeFolder(file.outcomes, summary: file.summary, to: out)
        if record { return }
        let committed = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let fresh = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(committed == fresh, "Tests/Browser/\(name)/index.html is stale: WIDGETSNAP_RECORD=1 swift test --filter HTMLReportTests")
        for o in file.outcomes {
            for path in [o.expected, o.actual, o.diff].compactMap({ $0 }) {
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
            }
        }
    }
}
