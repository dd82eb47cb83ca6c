/// The tool's version, printed by `widgetsnap --version` and part of the gallery's reuse keys.
public enum WidgetSnapVersion {
    public static let current = "0.2.0"
}
