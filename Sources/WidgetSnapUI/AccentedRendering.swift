import WidgetModel

extension WidgetAccentedRenderingMode {
    /// The layout format's mode: how an image is drawn in the accented rendering mode.
    var model: WidgetModel.WidgetAccentedRenderingMode {
        switch self {
        case .accented: .accented
        case .desaturated: .desaturated
        case .accentedDesaturated: .accentedDesaturated
        case .fullColor: .fullColor
        }
    }
}
