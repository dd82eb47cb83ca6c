import WidgetModel

extension GalleryPages {
    /// The rendering modes' appearances (docs/rendering.md): `Tinted (dark) #ff8800`, `Lock Screen (vibrant)`.
    static func modeLabel(_ name: String) -> String? {
        guard let a = Appearance(name: name) else { return nil }
        let scheme = a.colorScheme.rawValue
        switch a.context {
        case .homeScreen: return nil
        case .tinted(let t): return "Tinted (\(scheme))" + (t == nil ? "" : " #" + name.suffix(6))
        case .clear: return "Clear (\(scheme))"
        case .lockScreen(let t): return "Lock Screen (vibrant)" + (t == nil ? "" : " #" + name.suffix(6))
        case .standByNight: return "StandBy at night"
        case .alwaysOn: return "Always-On"
        }
    }
}
