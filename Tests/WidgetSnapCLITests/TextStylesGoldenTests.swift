import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetRender
@testable import WidgetSnapshotCore
import WidgetSnapshotTesting

/// Every text style in one widget (Tests/TextStyles/text-styles.json5): styled runs and the text
/// modifiers, light and dark, against the goldens beside it (kept apart from the examples'
/// Tests/Goldens). `WIDGETSNAP_RECORD=failed swift test --filter TextStylesGoldenTests` re-records;
/// a run that records fails.
@Suite(.serialized)
struct TextStylesGoldenTests {
    static let root = ToolTests.root
    static let layout = "Tests/TextStyles/text-styles.json5"
    static let goldens = root.appendingPathComponent("Tests/TextStyles/Goldens").path
    static let assets = root.appendingPathComponent("Assets").path

    @Test(arguments: [ColorScheme.light, .dark])
    func matchesItsGolden(_ scheme: ColorScheme) throws {
        let mode = try WidgetSnapshotRecording.effective(nil, environment: ProcessInfo.processInfo.environment)
        guard case .success(let layout) = try LayoutFiles.load(Self.root.appendingPathComponent(Self.layout).path) else {
            Issue.record("\(Self.layout) does not load"); return
        }
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Self.assets, language: "en", device: device, scale: device.scale)
        let variant = VariantID(kind: layout.definition.kind, instance: "default", family: .systemMedium, entry: 0,
                                appearance: Appearance(colorScheme: scheme), state: .real, device: device.id, scale: device.scale)
        var diff = GoldenOptions.defaultDiff
        diff.threshold = 0
        let outcome = try GoldenCheck.check(RenderJob(layoutIndex: 0, variant: variant), layout, worker: worker,
                                            options: GoldenOptions(goldens: Self.goldens, record: mode, diff: diff, maxDiffPixels: 0, maxDiffRatio: 0))
        #expect(outcome.status == .passed, "\(variant.name): \(outcome.status) \(outcome.message ?? "")")
    }
}
