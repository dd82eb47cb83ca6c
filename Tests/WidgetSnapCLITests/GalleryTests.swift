import Foundation
import Testing
@testable import WidgetGallery
import WidgetSnapCLI
import WidgetModel

/// The gallery: pages, escaping, configuration images, reuse of unchanged snapshots.
@Suite(.serialized)
struct GalleryTests {
    let root = ToolTests.root

    func build(_ layouts: [String], out: URL) -> (Int32, String, String) {
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["gallery"] + layouts + ["--out", out.path, "--assets", root.appendingPathComponent("Assets").path, "--quiet"], console: c.console)
        return (code, c.out, c.err)
    }

    func files(_ dir: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for rel in FileManager.default.enumerator(atPath: dir.path)?.compactMap({ $0 as? String }) ?? [] {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: dir.path + "/" + rel, isDirectory: &isDir), !isDir.boolValue {
                out[rel] = FileManager.default.contents(atPath: dir.path + "/" + rel)
            }
        }
        return out
    }

    @Test func secondRunRendersNothingAndWritesIdenticalFiles() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        let layout = root.appendingPathComponent("Layouts/parked-car.json5").path
        let first = build([layout], out: out)
        #expect(first.0 == 0, "\(first.2)")
        #expect(first.1.contains("rendered 144 snapshots"), "\(first.1)")
        let before = files(out)
        #expect(before["index.html"] != nil && before["widgets/ParkedCar.html"] != nil && before["assets/gallery.js"] != nil)
        #expect(before.keys.contains("config/ParkedCar/with-meter.png") && before.keys.contains("home/ParkedCar-dark-systemSmall-free.png"))
        // The rendering modes' contexts: tinted and clear Home Screens, StandBy by day and at night.
        #expect(["dark-tinted", "dark-clear", "standby", "standby-night"].allSatisfy { before.keys.contains("home/ParkedCar-\($0).png") })
        let second = build([layout], out: out)
        #expect(second.1.hasPrefix("no changes: reused all 144 snapshots"), "\(second.1)")
        #expect(files(out) == before)
        // A changed layout re-renders only what it affects... here, everything of that widget.
        let changed = out.appendingPathComponent("changed.json5")
        try String(contentsOfFile: layout, encoding: .utf8).replacingOccurrences(of: "Hayes St", with: "Hayes Street")
            .write(to: changed, atomically: true, encoding: .utf8)
        #expect(build([changed.path], out: out).1.contains("rendered 144 snapshots"))
    }

    /// The design lint of a layout whose inputs did not change is read from `snapshots/lint.json`
    /// rather than run again; a changed layout is linted again. Either way the pages are the ones a
    /// build from nothing writes.
    @Test func lintIsReusedForUnchangedLayoutsAndRedoneForChangedOnes() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let nearMiss = try String(contentsOfFile: root.appendingPathComponent("Tests/Lint/contrast/near-miss.json5").path, encoding: .utf8)
        let other = tmp.appendingPathComponent("other.json5"), edited = tmp.appendingPathComponent("edited.json5")
        try nearMiss.replacingOccurrences(of: "kind: \"Case\"", with: "kind: \"Other\"").write(to: other, atomically: true, encoding: .utf8)
        try nearMiss.write(to: edited, atomically: true, encoding: .utf8)
        let incremental = tmp.appendingPathComponent("incremental"), fresh = tmp.appendingPathComponent("fresh")
        #expect(build([other.path, edited.path], out: incremental).0 == 0)
        let clean = try String(contentsOf: incremental.appendingPathComponent("widgets/Case.html"), encoding: .utf8)
        #expect(clean.contains("No findings"))
        let cache = try String(contentsOf: incremental.appendingPathComponent("snapshots/lint.json"), encoding: .utf8)
        #expect(cache.contains("other.json5") && cache.contains("edited.json5"))
        // The text's colour falls below 4.5:1 (the contrast rule's trigger case).
        try nearMiss.replacingOccurrences(of: "#595959", with: "#BBBBBB").write(to: edited, atomically: true, encoding: .utf8)
        #expect(build([other.path, edited.path], out: incremental).0 == 0)
        #expect(build([other.path, edited.path], out: fresh).0 == 0)
        let pages = files(incremental).filter { $0.key.hasSuffix(".html") }
        #expect(!pages.isEmpty)
        #expect(pages == files(fresh).filter { $0.key.hasSuffix(".html") })
        let flagged = try String(contentsOf: incremental.appendingPathComponent("widgets/Case.html"), encoding: .utf8)
        #expect(flagged.contains("contrast") && !flagged.contains("No findings"))
        // A cache file that does not decode is no cache: the lint runs again and the pages are the same.
        try "not json".write(to: incremental.appendingPathComponent("snapshots/lint.json"), atomically: true, encoding: .utf8)
        #expect(build([other.path, edited.path], out: incremental).0 == 0)
        #expect(files(incremental).filter { $0.key.hasSuffix(".html") } == pages)
    }

    /// The overlays' content box is the area the layout proposed: the whole widget when a widget
    /// disables its content margins (it used to be inset by the margins whatever the widget said).
    @Test func overlayContentFollowsDisabledMargins() throws {
        let view = #"{Color: "red", modifiers: [{frame: {maxWidth: Infinity, maxHeight: Infinity}}"#
        let edge = try ToolTests().temporaryFile("edge.json5", #"{kind: "Edge", displayName: "E", description: "d", timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: {}}]}, families: ["systemSmall"], views: {systemSmall: "# + view + #", {contentMarginsDisabled: true}]}}}"# + "\n")
        let inset = try ToolTests().temporaryFile("inset.json5", #"{kind: "Inset", displayName: "I", description: "d", timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: {}}]}, families: ["systemSmall"], views: {systemSmall: "# + view + "]}}}\n")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsnap-overlay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let (code, _, err) = build([edge, inset], out: out)
        #expect(code == 0, "\(err)")
        let scripts = files(out.appendingPathComponent("layout")).filter { $0.key.hasSuffix(".js") }
        let edges = scripts.filter { $0.key.contains("Edge") }.map { String(decoding: $0.value, as: UTF8.self) }
        let insets = scripts.filter { $0.key.contains("Inset") }.map { String(decoding: $0.value, as: UTF8.self) }
        #expect(!edges.isEmpty && !insets.isEmpty)
        for s in edges { #expect(s.contains(#""content":[0,0,"#), "\(s.prefix(160))") }
        for s in insets { #expect(s.contains(#""content":[16,16,"#), "\(s.prefix(160))") }
    }

    @Test func pagesEscapeLayoutStrings() {
        let evil = "<script>alert(1)</script> \"q\" 'q' & more"
        let widget = GalleryWidget(kind: "Evil", displayName: evil, description: evil, families: ["systemSmall"], devices: ["iphone-430x932"],
                                   instances: [GalleryInstance(name: "a\"b", values: [(evil, evil)], configuration: nil)],
                                   entries: [GalleryEntry(index: 0, date: "2026-06-01T09:00:00Z", relevance: "1")],
                                   snapshots: [GallerySnapshot(device: "iphone-430x932", family: "systemSmall", instance: "a\"b", entry: 0, appearance: .light, state: .real,
                                                               image: GalleryImage(path: "snapshots/x.png", width: 170, height: 170, alt: evil))],
                                   homeScreens: [])
        for html in [GalleryPages.index(GalleryModel(title: "T", widgets: [widget])), GalleryPages.widget(widget, title: "T")] {
            #expect(!html.contains("<script>alert"))
            #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot; &#39;q&#39; &amp; more"))
            #expect(html.hasPrefix("<!DOCTYPE html>"))
        }
        let page = GalleryPages.widget(widget, title: "T")
        #expect(page.contains("width=\"170\" height=\"170\" alt=\""))
        #expect(page.contains("data-instance=\"a&quot;b\""))
    }
}

/// The Appearance control names colour scheme and rendering mode apart: an accented variant is not "Dark".
@Test func appearanceLabelsNameTheRenderingMode() {
    #expect(GalleryPages.appearanceLabel("light") == "Light")
    #expect(GalleryPages.appearanceLabel("dark") == "Dark")
    #expect(GalleryPages.appearanceLabel("dark-accented") == "Dark, accented")
    #expect(GalleryPages.appearanceLabel("light-vibrant") == "Light, vibrant")
    #expect(GalleryPages.appearanceLabel("dark-tinted-ff8800") == "Tinted (dark) #ff8800")
    #expect(GalleryPages.appearanceLabel("vibrant") == "Lock Screen (vibrant)")
    #expect(GalleryPages.appearanceLabel("standby-night") == "StandBy at night")
}

/// A small two-device, two-appearance model for the page tests.
private func sampleWidget() -> GalleryWidget {
    var shots: [GallerySnapshot] = []
    for device in ["iphone-430x932", "iphone-375x667"] {
        for appearance in [Appearance.dark, .light] {
            for state in [WidgetState.placeholder, .real] {
                shots.append(GallerySnapshot(device: device, family: "systemSmall", instance: "one", entry: 0, appearance: appearance, state: state,
                                             image: GalleryImage(path: "snapshots/\(device)-\(appearance)-\(state).png", width: 170, height: 170, alt: "\(appearance) \(state)")))
            }
        }
    }
    return GalleryWidget(kind: "Sample", displayName: "Sample", description: "d", families: ["systemSmall"], devices: ["iphone-430x932", "iphone-375x667"],
                         instances: [GalleryInstance(name: "one", values: [], configuration: nil)],
                         entries: [GalleryEntry(index: 0, date: "Jun 1, 2026, 9:00 AM", relevance: nil)], snapshots: shots, homeScreens: [],
                         deviceNames: ["iphone-430x932": "iPhone 15 Pro Max", "iphone-375x667": "iPhone SE <2nd>"])
}

extension GalleryTests {
    /// Device names in the control (ids stay the values), escaped; a device without a name shows its id.
    @Test func deviceControlNamesTheDevices() {
        let page = GalleryPages.widget(sampleWidget(), title: "T")
        #expect(page.contains("<option value=\"iphone-430x932\">430 × 932 pt · iPhone 15 Pro Max</option>"))
        #expect(page.contains("<option value=\"iphone-375x667\">375 × 667 pt · iPhone SE &lt;2nd&gt;</option>"))
        var w = sampleWidget()
        w.deviceNames = [:]
        #expect(GalleryPages.widget(w, title: "T").contains("<option value=\"iphone-430x932\">iphone-430x932</option>"))
    }

    /// Side by side reads left to right: light before dark, real before placeholder, whatever the model's order.
    @Test func pairsAreOrderedAndOffered() {
        let page = GalleryPages.widget(sampleWidget(), title: "T")
        #expect(page.contains("<option value=\"both\">Light and dark side by side</option>"))
        #expect(page.contains("<option value=\"both\">Real and placeholder side by side</option>"))
        let order = ["light-real", "light-placeholder", "dark-real", "dark-placeholder"].map { "snapshots/iphone-430x932-\($0).png" }
        let positions = order.map { page.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        // Only the first view is shown as written: light, real, the first instance and device.
        #expect(page.components(separatedBy: "<figure class=\"shot\"").count - 1 == 8)
        #expect(page.components(separatedBy: "\" hidden><div class=\"wall\">").count - 1 == 7)
    }

    /// The index: a dark preview for the dark colour scheme, chips for every filter, and the same bytes every time.
    @Test func indexFollowsTheColourSchemeAndIsDeterministic() {
        let model = GalleryModel(title: "T", widgets: [sampleWidget()])
        let index = GalleryPages.index(model)
        #expect(index.contains("<source srcset=\"snapshots/iphone-430x932-dark-real.png\" media=\"(prefers-color-scheme: dark)\""))
        #expect(index.contains("src=\"snapshots/iphone-430x932-light-real.png\""))
        #expect(index.contains("data-filter=\"device\"") && index.contains("data-filter=\"appearance\"") && index.contains("data-filter=\"state\""))
        #expect(index.contains("<dialog id=\"shortcuts\""))
        #expect(GalleryPages.index(model) == index)
        #expect(GalleryPages.widget(sampleWidget(), title: "T") == GalleryPages.widget(sampleWidget(), title: "T"))
    }
}

/// Words for people (issue 29, item 5): durations in hours and minutes, file names without folders.
@Test func galleryWordsSayDurationsAndFileNamesForPeople() {
    #expect(GalleryWords.duration(seconds: 3600) == "1 h")
    #expect(GalleryWords.duration(seconds: 9000) == "2 h 30 min")
    #expect(GalleryWords.duration(seconds: 1200) == "20 min")
    #expect(GalleryWords.duration(seconds: 45) == "45 s")
    #expect(GalleryWords.duration(minutes: 720) == "12 h")
    #expect(GalleryWords.duration(minutes: 0) == "0 min")
    #expect(GalleryWords.fileName("Stacks/../Layouts/stocks.json5") == "stocks.json5")
    #expect(GalleryWords.fileName("stocks.json5") == "stocks.json5")
}
