import WidgetModel

extension RGBA {
    /// Placeholder colours are muted: mostly desaturated towards their own luminance.
    var muted: RGBA {
        let l = 0.299 * r + 0.587 * g + 0.114 * b
        let k = 0.75
        return RGBA(r + (l - r) * k, g + (l - g) * k, b + (l - b) * k, a)
    }
}
