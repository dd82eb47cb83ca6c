/// Light or dark: which value of each named colour is used (SwiftUI's `ColorScheme`).
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// How the system draws a widget (WidgetKit's `WidgetRenderingMode`): in full colour on a
/// Home Screen; accented on tinted and clear Home Screens (iOS 18 and later), where the
/// container background is removed and content is recoloured in two groups; vibrant on the
/// Lock Screen and in StandBy, where content becomes monochrome over a material.
public enum RenderingMode: String, Sendable, Hashable, CaseIterable {
    case fullColor, accented, vibrant

    /// The modes the renderer draws today; the others are part of variant identities and file
    /// names already, so that adding them changes no existing golden.
    public static let drawn: [RenderingMode] = [.fullColor]
}

/// Colour scheme and rendering mode: the two independent axes of how a widget looks.
public struct Appearance: Sendable, Hashable, CustomStringConvertible {
    public var colorScheme: ColorScheme
    public var renderingMode: RenderingMode

    public init(colorScheme: ColorScheme, renderingMode: RenderingMode = .fullColor) {
        self.colorScheme = colorScheme; self.renderingMode = renderingMode
    }

    public static let light = Appearance(colorScheme: .light)
    public static let dark = Appearance(colorScheme: .dark)

    /// The value of a named colour in this appearance.
    public func color(_ c: NamedColor) -> RGBA { colorScheme == .light ? c.light : c.dark }

    /// `light`, `dark`, `light-accented`, `dark-vibrant`: full colour is left out, so the names of
    /// full-colour variants are those of the colour scheme alone.
    public var description: String {
        renderingMode == .fullColor ? colorScheme.rawValue : "\(colorScheme.rawValue)-\(renderingMode.rawValue)"
    }
}
