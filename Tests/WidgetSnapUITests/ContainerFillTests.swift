import Testing
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapUI
import WidgetSnapshotCore

/// Xcode's widget template: `.containerBackground(.fill.tertiary, for: .widget)`. WidgetKit draws the
/// widget's own background (white; #1C1C1E in dark) and the translucent fill over it, so the widget is
/// opaque light grey, or dark grey in dark: never see-through, never white text on light grey.
@MainActor
@Test(arguments: [(Appearance.light, (239, 239, 240)), (.dark, (50, 50, 53))])
func aTranslucentContainerFillLiesOverTheWidgetBackground(_ appearance: Appearance, _ expected: (Int, Int, Int)) throws {
    let device = DeviceCatalog.default
    let worker = try RenderWorker(assetsRoot: Fixtures.assets, device: device, scale: device.scale)
    let selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
    let view = Text("9:41").containerBackground(.fill.tertiary, for: .widget)
    let widget = ViewResolution.widget(view, selection: selection, colorScheme: appearance.colorScheme)
    let root = try #require(worker.layoutEngine.layout(widget, graphic: false, device: device))
    let image = try worker.renderer.render(root, family: .systemSmall, appearance: appearance, scale: device.scale)
    // Inside the corner's curve, away from the text.
    let p = try #require(image.pixel(x: 60, y: 60))
    #expect(p.alpha == 255, "\(appearance): opaque, as on the Home Screen")
    for (got, want) in [(Int(p.red), expected.0), (Int(p.green), expected.1), (Int(p.blue), expected.2)] {
        #expect(abs(got - want) <= 1, "\(appearance): \(p) against \(expected)")
    }
}
