import ActivityKit
import Foundation
@testable import SwiftUIExamples
import Testing
import WidgetGallery
import WidgetKit
import WidgetSnapPreviews
import WidgetSnapPreviewSyntax
import WidgetSnapshotCore
import WidgetSnapUI

/// `#Preview(as: .content / .dynamicIsland(…), using:) { … } contentStates: { … }` and a folder's
/// controls in `widgetsnap previews`: drawn as the snapshot assertions draw them (the same bytes as
/// the committed goldens), one image per state (or value) × surface × appearance.
@MainActor
struct ActivityPreviewTests {
    let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/LiveActivitySnapshotTests")

    func run(_ previews: [Preview], device: String? = nil) throws -> (PreviewManifest, URL) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("activity-previews-\(UUID().uuidString)")
        let manifest = try PreviewRunner.run([PreviewSource(file: "Delivery.swift", line: 3) { previews }], out: out.path,
                                             resources: nil, assets: nil, device: device)
        return (manifest, out)
    }

    @Test func lockScreenAndIslandPreviewsMatchTheGoldens() throws {
        let lock = Preview("Lock", as: .content, using: DeliveryAttributes.preview) { DeliveryActivity() } contentStates: {
            DeliveryAttributes.states[0]
            DeliveryAttributes.states[1]
        }
        let island = Preview("Compact", as: .dynamicIsland(.compact), using: DeliveryAttributes.preview) { DeliveryActivity() } contentStates: {
            DeliveryAttributes.states[1]
        }
        let expanded = Preview(as: .dynamicIsland(.expanded), using: DeliveryAttributes.preview) { DeliveryActivity() } contentStates: {
            DeliveryAttributes.states[2]
        }
        let (manifest, out) = try run([lock, island, expanded])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(manifest.previews.map(\.kind) == ["activity", "activity", "activity"])
        #expect(manifest.previews.map { $0.images.count } == [4, 2, 2])
        #expect(manifest.previews[0].images.map(\.surface) == ["lockScreen", "lockScreen", "lockScreen", "lockScreen"])
        #expect(manifest.previews[1].images.first?.surface == "dynamicIsland-compact")
        func same(_ image: PreviewManifest.Image, _ golden: String) throws {
            let drawn = try Data(contentsOf: out.appendingPathComponent(image.path))
            let expected = try Data(contentsOf: goldens.appendingPathComponent("DeliveryAttributes/default/" + golden))
            #expect(drawn == expected, "\(image.path) differs from \(golden)")
        }
        try same(manifest.previews[0].images[0], "lockScreen/iphone-430x932/00-light-real@3x.png")
        try same(manifest.previews[0].images[3], "lockScreen/iphone-430x932/01-dark-real@3x.png")
        // The preview's first state is the golden's second.
        try same(manifest.previews[1].images[1], "dynamicIsland-compact/iphone-430x932/01-dark-real@3x.png")
        try same(manifest.previews[2].images[0], "dynamicIsland-expanded/iphone-430x932/02-light-real@3x.png")
        let page = PreviewsPage.page(manifest, title: "Previews")
        #expect(page.contains("Dynamic Island, compact · state 1 of 1"))
        #expect(page.contains("Lock Screen · state 2 of 2"))
        #expect(page.contains("data-surface=\"dynamicIsland-expanded\""))
    }

    /// The surface lint rules run on what a preview draws; the page lists each finding once.
    @Test func previewsCarryTheirLintFindings() throws {
        let minimal = Preview("Text in minimal", as: .dynamicIsland(.minimal), using: LintAttributes(name: "Charging")) { LintActivity() } contentStates: {
            LintAttributes.ContentState(lines: 2, minimalText: true)
        }
        let clean = Preview(as: .dynamicIsland(.minimal), using: LintAttributes(name: "Charging")) { LintActivity() } contentStates: {
            LintAttributes.ContentState(lines: 2, minimalText: false)
        }
        let (manifest, out) = try run([minimal, clean])
        defer { try? FileManager.default.removeItem(at: out) }
        let out2 = FileManager.default.temporaryDirectory.appendingPathComponent("control-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out2) }
        let controls = try PreviewRunner.run([PreviewSource.control(SymbolLessControl.self, file: "C.swift", line: 1)], out: out2.path,
                                             resources: nil, assets: nil, device: nil)
        #expect(manifest.previews[0].lint?.count == 1)
        #expect(manifest.previews[0].lint?.first?.hasPrefix("warning: the minimal presentation shows the text “5m”") == true)
        #expect(manifest.previews[1].lint == nil)
        #expect(controls.previews[0].lint?.contains { $0.hasSuffix("[control-has-symbol]") } == true)
        #expect(PreviewsPage.page(manifest, title: "P").contains("<ul class=\"lint-findings\" aria-label=\"Lint findings\"><li>warning: the minimal presentation"))
    }

    @Test func anIslandPreviewOnADeviceWithoutAnIslandSaysSo() throws {
        let island = Preview("Minimal", as: .dynamicIsland(.minimal), using: MatchAttributes.preview) { MatchActivity() } contentStates: {
            MatchAttributes.states[0]
        }
        let notActivity = Preview(as: .content, using: MatchAttributes.preview) { GarageBox() } contentStates: { MatchAttributes.states[0] }
        let empty = Preview(as: .content, using: MatchAttributes.preview) { MatchActivity() } contentStates: {}
        let (manifest, out) = try run([island, notActivity, empty], device: "iphone-390x844")
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(manifest.previews[0].error?.contains("iphone-390x844 has no Dynamic Island for dynamicIsland-minimal") == true)
        #expect(manifest.previews[1].error?.contains("is not a Live Activity") == true)
        #expect(manifest.previews[2].error == "the preview has no content states")
        #expect(manifest.previews.allSatisfy { $0.images.isEmpty })
    }

    @Test func aControlPreviewDrawsEverySurfaceAndValue() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("control-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let manifest = try PreviewRunner.run([PreviewSource.control(GarageDoorControl.self, file: "Controls.swift", line: 27),
                                              PreviewSource.control(TeaTimerControl.self, file: "Controls.swift", line: 40)],
                                             out: out.path, resources: nil, assets: nil, device: nil)
        #expect(manifest.previews.map(\.title) == ["GarageDoorControl", "TeaTimerControl"])
        #expect(manifest.previews.map(\.kind) == ["control", "control"])
        #expect(manifest.previews[0].images.count == 5 * 2 * 2)
        #expect(manifest.previews[1].images.count == 5 * 2)
        let on = try #require(manifest.previews[0].images.first { $0.surface == "controlCenter-small" && $0.instance == "on" && $0.appearance == "dark" })
        let drawn = try Data(contentsOf: out.appendingPathComponent(on.path))
        let golden = try Data(contentsOf: goldens.appendingPathComponent("GarageDoor/on/controlCenter-small/iphone-430x932/00-dark-real@3x.png"))
        #expect(drawn == golden)
        let page = PreviewsPage.page(manifest, title: "Previews")
        #expect(page.contains("Control Center, small · on"))
        #expect(page.contains("Lock Screen · off"))
    }
}

/// The browser tests' fixture (Tests/Browser/fixture-previews, `test_surface_pages.py`): the
/// previews page, a Live Activity's page and a control's page as `widgetsnap previews` writes them,
/// committed and checked to be what the code writes now (`WIDGETSNAP_RECORD=1 swift test --filter
/// surfacePagesFixtureIsUpToDate` rewrites it).
@MainActor
@Test func surfacePagesFixtureIsUpToDate() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Tests/Browser/fixture-previews")
    let record = ProcessInfo.processInfo.environment["WIDGETSNAP_RECORD"] == "1"
    let out = record ? folder : FileManager.default.temporaryDirectory.appendingPathComponent("surface-pages-\(UUID().uuidString)")
    defer { if !record { try? FileManager.default.removeItem(at: out) } }
    if record { try? FileManager.default.removeItem(at: folder) }
    let lock = Preview("Delivery on the Lock Screen", as: .content, using: DeliveryAttributes.preview) { DeliveryActivity() } contentStates: {
        DeliveryAttributes.states[0]
        DeliveryAttributes.states[1]
    }
    let compact = Preview("Delivery, compact", as: .dynamicIsland(.compact), using: DeliveryAttributes.preview) { DeliveryActivity() } contentStates: {
        DeliveryAttributes.states[1]
    }
    let manifest = try PreviewRunner.run([PreviewSource(file: "DeliveryActivity.swift", line: 150) { [lock, compact] },
                                          PreviewSource.control(TeaTimerControl.self, file: "Controls.swift", line: 40)],
                                         out: out.path, resources: nil, assets: nil, device: "iphone-393x852")
    var files = SurfacePages.pages(manifest)
    files.append(("index.html", PreviewsPage.page(manifest, title: "Previews of LiveActivities")))
    files.append(("assets/gallery.css", GalleryAssets.css))
    for (path, text) in files { try AtomicFile.write(text, to: out.path + "/" + path) }
    #expect(manifest.pages?.map(\.name) == ["DeliveryAttributes", "TeaTimer"])
    // The compact preview's state is the content preview's second: the page has two states, not three.
    #expect(manifest.pages?.first.map { Set($0.images.map(\.entry)) } == [0, 1])
    #expect(manifest.pages?.first?.images.count == 6 * 2 * 2)
    #expect(manifest.pages?.last?.images.count == 5 * 2)
    if record { return }
    for (path, text) in files {
        let committed = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        #expect(committed == text, "Tests/Browser/fixture-previews/\(path) is stale: WIDGETSNAP_RECORD=1 swift test --filter surfacePagesFixtureIsUpToDate")
    }
    for image in (manifest.pages ?? []).flatMap(\.images) + manifest.previews.flatMap(\.images) {
        let committed = try? Data(contentsOf: folder.appendingPathComponent(image.path))
        #expect(committed == (try Data(contentsOf: out.appendingPathComponent(image.path))), "\(image.path)")
    }
}
