import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetRender
@testable import WidgetSnapshotCore
import WidgetSnapshotTesting

/// Right-to-left rendering: Arabic and Hebrew goldens (Tests/RightToLeft/Goldens, kept apart from
/// the examples' Tests/Goldens), rendered as `render --locale ar|he` does, and mirrored symbols.
/// `WIDGETSNAP_RECORD=failed swift test --filter RightToLeftTests` re-records; a run that records fails.
@Suite(.serialized)
struct RightToLeftTests {
    static let root = ToolTests.root
    static let goldens = root.appendingPathComponent("Tests/RightToLeft/Goldens").path
    static let assets = root.appendingPathComponent("Assets").path

    struct Case: Sendable, CustomTestStringConvertible {
        var layout: String, language: String, instance: String, family: WidgetFamily, scheme: ColorScheme
        var testDescription: String { "\(layout) \(language) \(instance) \(family.rawValue) \(scheme.rawValue)" }
    }

    static let cases = [
        Case(layout: "Tests/RightToLeft/next-trip.json5", language: "ar", instance: "arabic", family: .systemMedium, scheme: .light),
        Case(layout: "Tests/RightToLeft/next-trip.json5", language: "he", instance: "hebrew", family: .systemSmall, scheme: .dark),
        Case(layout: "Layouts/weather.json5", language: "ar", instance: "default", family: .systemMedium, scheme: .light),
    ]

    @Test(arguments: cases)
    func matchesItsGolden(_ c: Case) throws {
        let mode = try WidgetSnapshotRecording.effective(nil, environment: ProcessInfo.processInfo.environment)
        guard case .success(let layout) = try LayoutFiles.load(Self.root.appendingPathComponent(c.layout).path) else {
            Issue.record("\(c.layout) does not load"); return
        }
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Self.assets, language: "en", device: device, scale: device.scale)
        var variant = VariantID(kind: layout.definition.kind, instance: c.instance, family: c.family, entry: 0,
                                appearance: Appearance(colorScheme: c.scheme), state: .real, device: device.id, scale: device.scale)
        variant.locale = c.language
        #expect(variant.selection.layoutDirection == .rightToLeft)
        var diff = GoldenOptions.defaultDiff
        diff.threshold = 0
        let outcome = try GoldenCheck.check(RenderJob(layoutIndex: 0, variant: variant), layout, worker: worker,
                                            options: GoldenOptions(goldens: Self.goldens, record: mode, diff: diff, maxDiffPixels: 0, maxDiffRatio: 0))
        #expect(outcome.status == .passed, "\(variant.name): \(outcome.status) \(outcome.message ?? "")")
    }

    /// Every file in the goldens folder is produced by a case.
    @Test func everyGoldenIsProducedByACase() throws {
        let produced = Set(try Self.cases.map { c -> String in
            guard case .success(let l) = try LayoutFiles.load(Self.root.appendingPathComponent(c.layout).path) else { return "" }
            let d = DeviceCatalog.default
            var v = VariantID(kind: l.definition.kind, instance: c.instance, family: c.family, entry: 0, appearance: Appearance(colorScheme: c.scheme),
                              state: .real, device: d.id, scale: d.scale)
            v.locale = c.language
            return v.path(in: Self.goldens)
        })
        #expect(GoldenFiles.list(Self.goldens).allSatisfy { produced.contains($0) }, "\(GoldenFiles.list(Self.goldens))")
    }

    /// A symbol alone on a square canvas: `chevron.forward` in right-to-left is the left-to-right
    /// image mirrored; `chevron.right` (a fixed direction) is the same image in both.
    @Test(arguments: [("chevron.forward", true), ("arrow.backward", true), ("chevron.right", false)])
    func directionalSymbolsAreMirrored(_ name: String, _ mirrors: Bool) throws {
        let text = #"{kind: "S", displayName: "S", description: "S", families: ["systemSmall"], timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]}, view: {Symbol: "\#(name)", modifiers: [{font: {size: 40}}]}}"#
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rtl-symbol-\(UUID().uuidString).json5").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        guard case .success(let layout) = try LayoutFiles.load(file) else { Issue.record("does not load"); return }
        let device = try Selection.device("canvas-60x60")
        let variant = VariantID(kind: "S", instance: "default", family: .systemSmall, entry: 0, appearance: Appearance(colorScheme: .light),
                                state: .real, device: device.id, scale: device.scale)
        var hebrew = variant
        hebrew.locale = "he"
        let worker = try RenderWorker(assetsRoot: Self.assets, language: "en", device: device, scale: device.scale)
        let ltr = try worker.image(variant, of: layout, index: 0)
        let rtl = try worker.image(hebrew, of: layout, index: 0)
        let w = ltr.width, h = ltr.height
        var mirrored = ltr.rgba
        for y in 0..<h { for x in 0..<w { for c in 0..<4 { mirrored[(y * w + x) * 4 + c] = ltr.rgba[(y * w + (w - 1 - x)) * 4 + c] } } }
        func maxDifference(_ a: [UInt8], _ b: [UInt8]) -> Int { zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0 }
        #expect(maxDifference(ltr.rgba, mirrored) > 100, "\(name) must not be symmetric for this test to mean anything")
        if mirrors {
            #expect(maxDifference(rtl.rgba, mirrored) <= 2, "\(name) in right-to-left is not the mirror image")
        } else {
            #expect(rtl.rgba == ltr.rgba, "\(name) changed in right-to-left")
        }
    }
}
