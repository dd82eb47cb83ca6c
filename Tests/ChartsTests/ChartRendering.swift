import Charts
import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore
import WidgetSnapUI

/// Lays a chart out in a widget of `family` and draws it (light appearance, the default device).
@MainActor
func renderChart<V: View>(_ view: V, family: WidgetFamily = .systemMedium, png: String? = nil) throws -> (LayoutNode, RenderedImage) {
    let device = DeviceCatalog.default
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets").path
    let worker = try RenderWorker(assetsRoot: assets, device: device, scale: device.scale)
    let selection = VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real)
    let widget = ViewResolution.widget(view, selection: selection, colorScheme: .light)
    let root = try #require(worker.layoutEngine.layout(widget, graphic: false, device: device))
    let image = try worker.renderer.render(root, family: family, appearance: .light, scale: device.scale)
    if let png { try Data(worker.renderer.renderPNG(root, family: family, appearance: .light, scale: device.scale).png).write(to: URL(fileURLWithPath: png)) }
    return (root, image)
}

/// Every text drawn in `node`'s tree, with its frame in the widget.
func texts(_ node: LayoutNode) -> [(String, Rect)] {
    var out: [(String, Rect)] = []
    if let t = node.text { out.append((t.lines.map(\.text).joined(separator: "\n"), node.frame)) }
    for c in node.children { out += texts(c) }
    return out
}
