import WidgetModel
import WidgetRender
import WidgetSnapshotCore

/// The Edit Widget sheet of one configured instance as an image: the gallery's picture
/// (``ConfigurationSheet``, 364 pt wide at 2×, as tall as its rows), for tests and other front ends.
public enum EditWidgetImage {
    /// The width of the sheet in points and its scale.
    public static let width = 364.0, scale = 2.0

    public static func render(_ definition: WidgetDefinition, instance: WidgetInstance, worker: RenderWorker) throws(ToolError) -> RenderedImage {
        try GallerySite.configurationImage(definition, instance, worker)
    }

    /// The sheet's view tree (the rows and the values it shows), for checks without pixels.
    public static func view(_ definition: WidgetDefinition, instance: WidgetInstance) -> ResolvedView {
        ConfigurationSheet.view(definition, instance: instance)
    }
}
