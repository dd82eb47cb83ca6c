/// The tool's version, printed by `widgetsnap --version` and part of the gallery's reuse keys.
public enum WidgetSnapVersion {
    public static let current = "0.2.0"
}

extension WidgetSnapVersion {
    /// The renderer's version: a number that changes whenever any pixel widgetsnap draws can change
    /// (fonts, layout, painting, the PNG's pixels). A goldens folder records the renderer that drew it
    /// (``RendererStamp``), and a run with another renderer says so once. `RendererVersionTests` ties
    /// it to the pixels of the example goldens (`Tests/Goldens`): re-recording them without raising it fails.
    public static let renderer = 1
}
