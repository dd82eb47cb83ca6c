import Foundation
import Testing
import WidgetSnapshotTesting

/// One committed golden for paths, layer effects and gradients: Tests/Drawing/drawing.json5,
/// systemMedium, light and dark, real data, against Tests/Drawing/Goldens (kept apart from the
/// examples' goldens in Tests/Goldens, which only the examples produce). Record with
/// `WIDGETSNAP_RECORD=failed swift test --filter DrawingGoldenTests`.
@Suite(.serialized)
struct DrawingGoldenTests {
    static let layout = ToolTests.root.appendingPathComponent("Tests/Drawing/drawing.json5").path
    static let goldens = ToolTests.root.appendingPathComponent("Tests/Drawing/Goldens").path

    @Test(arguments: ["light", "dark"])
    func drawingMatchesItsGolden(_ appearance: String) {
        assertWidgetSnapshot(layout: Self.layout, family: "systemMedium", instance: "default", appearance: appearance, state: "real",
                             goldens: Self.goldens, assets: GoldenTests.assets, threshold: 0)
    }

    /// Tests/Drawing/catalog-modifiers.json5: `border` and `symbolVariant`, added through the catalog.
    @Test(arguments: ["light", "dark"])
    func catalogModifiersMatchTheirGolden(_ appearance: String) {
        assertWidgetSnapshot(layout: ToolTests.root.appendingPathComponent("Tests/Drawing/catalog-modifiers.json5").path, family: "systemSmall",
                             instance: "default", appearance: appearance, state: "real", goldens: Self.goldens, assets: GoldenTests.assets, threshold: 0)
    }
}
