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

    /// The modes the renderer draws (all of them; see docs/rendering.md for the formulas).
    public static let drawn: [RenderingMode] = [.fullColor, .accented, .vibrant]
}

/// Where a widget is shown, which decides its rendering mode and the mode's parameters
/// (docs/rendering.md, "Rendering modes"): a full-colour Home Screen, a tinted or clear Home Screen (accented),
/// the Lock Screen, StandBy at night or the Always-On display (vibrant).
public enum AppearanceContext: Sendable, Hashable {
    /// Light and dark Home Screens, StandBy by day: full colour.
    case homeScreen
    /// The tinted Home Screen (iOS 18): accented, composited with a tint (nil: the default tint).
    case tinted(RGBA?)
    /// The clear Home Screen (iOS 26): accented, composited as glass over the wallpaper.
    case clear
    /// The Lock Screen: vibrant, with the person's tint (nil: white).
    case lockScreen(RGBA?)
    /// StandBy by day: full colour with the container background removed (docs/rendering.md, "Rendering modes").
    case standBy
    /// StandBy in low light: vibrant, red on black.
    case standByNight
    /// The Always-On Lock Screen: vibrant at reduced luminance.
    case alwaysOn

    public var renderingMode: RenderingMode {
        switch self {
        case .homeScreen, .standBy: .fullColor
        case .tinted, .clear: .accented
        case .lockScreen, .standByNight, .alwaysOn: .vibrant
        }
    }
}

/// `Image.widgetAccentedRenderingMode(_:)` (iOS 18): how an image is drawn in the accented mode.
/// Without it an image becomes a silhouette of the primary group.
public enum WidgetAccentedRenderingMode: String, Sendable, Hashable, CaseIterable {
    /// In the accent group (as `widgetAccentable()`).
    case accented
    /// Luminance to alpha, in the primary group's colour.
    case desaturated
    /// Luminance to alpha, in the accent group's colour.
    case accentedDesaturated
    /// Unchanged, composited on top (iOS and macOS).
    case fullColor
}

/// Colour scheme and context (hence rendering mode): the independent axes of how a widget looks.
public struct Appearance: Sendable, Hashable, CustomStringConvertible {
    public var colorScheme: ColorScheme
    public var context: AppearanceContext

    /// The rendering mode of the context.
    public var renderingMode: RenderingMode { context.renderingMode }

    /// Vibrant contexts are dark (the Lock Screen and StandBy show light content on a dark material).
    public init(colorScheme: ColorScheme, context: AppearanceContext) {
        self.colorScheme = context.renderingMode == .vibrant || context == .standBy ? .dark : colorScheme
        self.context = context
    }

    /// The default context of a mode: a Home Screen, the tinted Home Screen, the Lock Screen.
    public init(colorScheme: ColorScheme, renderingMode: RenderingMode = .fullColor) {
        switch renderingMode {
        case .fullColor: self.init(colorScheme: colorScheme, context: .homeScreen)
        case .accented: self.init(colorScheme: colorScheme, context: .tinted(nil))
        case .vibrant: self.init(colorScheme: colorScheme, context: .lockScreen(nil))
        }
    }

    public static let light = Appearance(colorScheme: .light)
    public static let dark = Appearance(colorScheme: .dark)

    /// The value of a named colour in this appearance.
    public func color(_ c: NamedColor) -> RGBA { colorScheme == .light ? c.light : c.dark }

    /// Whether the container background is drawn (`showsWidgetContainerBackground`): only in full
    /// colour on a Home Screen.
    public var showsWidgetContainerBackground: Bool { context == .homeScreen }

    /// Whether the display shows reduced luminance (`isLuminanceReduced`): the Always-On display.
    public var isLuminanceReduced: Bool { context == .alwaysOn }

    /// The name in file names and on the command line. Full colour adds nothing (`light`, `dark`);
    /// `light-tinted`, `dark-tinted-ff8800` (a chosen tint), `dark-clear`; the vibrant contexts
    /// are always dark and named alone: `vibrant`, `vibrant-80b4ff` (a Lock Screen tint),
    /// `standby-night`, `always-on`.
    public var description: String {
        switch context {
        case .homeScreen: colorScheme.rawValue
        case .tinted(let t): "\(colorScheme.rawValue)-tinted" + (t.map { "-" + Self.hex($0) } ?? "")
        case .clear: "\(colorScheme.rawValue)-clear"
        case .lockScreen(let t): "vibrant" + (t.map { "-" + Self.hex($0) } ?? "")
        case .standBy: "standby"
        case .standByNight: "standby-night"
        case .alwaysOn: "always-on"
        }
    }

    /// `rrggbb`, lower case.
    static func hex(_ c: RGBA) -> String {
        let digits = Array("0123456789abcdef")
        return [c.r, c.g, c.b].map { v -> String in
            let n = Int((min(max(v, 0), 1) * 255).rounded())
            return String([digits[n / 16], digits[n % 16]])
        }.joined()
    }

    /// Parses a name that ``description`` gives (`light`, `dark-tinted-ff8800`, `vibrant`,
    /// `standby-night` …) and `light-fullColor`; nil for anything else.
    public init?(name: String) {
        switch name {
        case "vibrant": self.init(colorScheme: .dark, context: .lockScreen(nil)); return
        case "standby": self.init(colorScheme: .dark, context: .standBy); return
        case "standby-night": self.init(colorScheme: .dark, context: .standByNight); return
        case "always-on": self.init(colorScheme: .dark, context: .alwaysOn); return
        default: break
        }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 2, parts[0] == "vibrant", let t = Self.tint(parts[1]) {
            self.init(colorScheme: .dark, context: .lockScreen(t)); return
        }
        guard let first = parts.first, let scheme = ColorScheme(rawValue: first) else { return nil }
        switch parts.count {
        case 1: self.init(colorScheme: scheme)
        case 2:
            switch parts[1] {
            case "fullColor": self.init(colorScheme: scheme)
            case "tinted": self.init(colorScheme: scheme, context: .tinted(nil))
            case "clear": self.init(colorScheme: scheme, context: .clear)
            default: return nil
            }
        case 3:
            guard parts[1] == "tinted", let t = Self.tint(parts[2]) else { return nil }
            self.init(colorScheme: scheme, context: .tinted(t))
        default: return nil
        }
    }

    /// Six hex digits, as names write a tint.
    static func tint(_ s: String) -> RGBA? {
        guard s.count == 6, s.allSatisfy({ $0.isHexDigit }) else { return nil }
        return RGBA(hex: "#" + s)
    }
}
