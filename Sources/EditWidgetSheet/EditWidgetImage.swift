import WidgetModel
import WidgetRender
import SnapshotFiles
import SnapshotPipeline
import WidgetLayout

/// The Edit Widget sheet of one configured instance as an image: the picture the gallery shows and the test API compares
/// (``ConfigurationSheet``, 364 pt wide at 2×, as tall as its rows), for tests and other front ends.
public enum EditWidgetImage {
    /// The width of the sheet in points and its scale.
    public static let width = 364.0, scale = 2.0

    /// The sheet drawn as tall as its rows (probed in a 3,000 pt tall box), 16 pt margins, 22 pt corners.
    public static func render(_ definition: WidgetDefinition, instance: WidgetInstance, worker: RenderWorker) throws(EditWidgetError) -> RenderedImage {
        let view = ConfigurationSheet.view(definition, instance: instance)
        let probe = worker.layoutEngine.layout(view, box: Size(width, 3000), margins: EdgeInsets(all: 16), containerRadius: 22, scale: scale)
        let contentBottom = probe.children.first?.children.map { $0.frame.maxY }.max() ?? 200
        let height = (contentBottom + 20).rounded(.up)
        let root = worker.layoutEngine.layout(view, box: Size(width, height), margins: EdgeInsets(all: 16), containerRadius: 22, scale: scale)
        do { return try worker.renderer.render(root, family: .systemLarge, appearance: .light, scale: scale) } catch { throw .drawing(reason: "\(error)") }
    }

    /// The sheet's view tree (the rows and the values it shows), for checks without pixels.
    public static func view(_ definition: WidgetDefinition, instance: WidgetInstance) -> ResolvedView {
        ConfigurationSheet.view(definition, instance: instance)
    }
}
