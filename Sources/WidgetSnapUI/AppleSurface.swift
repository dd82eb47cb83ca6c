import Foundation
import WidgetModel

// SwiftUI and Foundation API that shipping widget and Live Activity code writes, found missing when
// real extensions were compiled here (docs/swiftui.md, "What real extensions use").

extension Color {
    /// A colour from hue, saturation and brightness (each 0…1), as SwiftUI converts them.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = HSB.rgb(h: hue, s: saturation, v: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
}

extension Font {
    /// A face's width. The installed faces have one width: a font of another is drawn standard.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        let name: String
        public init(_ value: CGFloat) { self.value = value; name = "init(\(value))" }
        init(_ value: CGFloat, name: String) { self.value = value; self.name = name }
        public static let compressed = Width(-0.3, name: "compressed"), condensed = Width(-0.2, name: "condensed")
        public static let standard = Width(0, name: "standard"), expanded = Width(0.2, name: "expanded")
    }
    /// The font at another width: drawn at the standard width (see ``Width``).
    public func width(_ width: Width) -> Font { self }
}

extension View {
    /// The width of the texts' faces inside: drawn standard, noted (``NotDrawnNote``) unless `.standard`.
    public func fontWidth(_ width: Font.Width?, fileID: String = #fileID, line: Int = #line) -> some View {
        width == nil || width == .standard ? AnyView(self) : AnyView(notDrawn("fontWidth(.\(width!.name))", fileID, line))
    }

    /// A line through the texts inside, of a pattern: drawn solid, noted unless `.solid`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil,
                              fileID: String = #fileID, line: Int = #line) -> some View {
        let v = strikethrough(isActive, color: color)
        return pattern == .solid || !isActive ? AnyView(v) : AnyView(v.notDrawn("strikethrough(pattern: .\(pattern.name))", fileID, line))
    }

    /// Work started when the view appears and restarted when `id` changes: a snapshot runs none.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { modified(.ignored) }

    /// Margins of the scrollable content inside (iOS 17): a widget has no scroll view, so nothing moves.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        modified(.ignored)
    }
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modified(.ignored)
    }
}

/// Where ``View/contentMargins(_:_:for:)`` applies (scroll content or indicators).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic"), scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension CGFloat {
    /// The number's value (Foundation on Apple platforms has this initializer; Linux's has not).
    public init(truncating number: NSNumber) { self.init(number.doubleValue) }
}

extension UserDefaults {
    /// Key-value coding's read of a default (`UserDefaults(suiteName:)?.value(forKey:)`), which Linux's
    /// Foundation lacks: the stored object.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}

/// A material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`): drawn as a translucent fill of
/// the material's tint, white in light and the system's dark grey in dark, more opaque the thicker it
/// is. The blur of what is behind is not drawn (a widget's background is usually flat, where a blur
/// changes nothing). The opacities are guesses (Apple publishes none): docs/swiftui.md.
public struct Material: ShapeStyle, Hashable, Sendable {
    let name: String
    /// The tint's opacity over the background.
    let opacity: Double
    public var _color: NamedColor {
        NamedColor(light: RGBA(1, 1, 1, opacity), dark: RGBA(r8: 28, g8: 28, b8: 30, alpha: opacity))
    }
    public static let ultraThin = Material(name: "ultraThin", opacity: 0.35)
    public static let thin = Material(name: "thin", opacity: 0.5)
    public static let regular = Material(name: "regular", opacity: 0.65)
    public static let thick = Material(name: "thick", opacity: 0.8)
    public static let ultraThick = Material(name: "ultraThick", opacity: 0.9)
    public static let bar = Material(name: "bar", opacity: 0.75)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}

/// The size of a sidebar's rows (`@Environment(\.sidebarRowSize)`): `.medium`, the system's default;
/// a widget has no sidebar, so it only reads the value.
public enum SidebarRowSize: Hashable, Sendable, CaseIterable {
    case small, medium, large
}

private struct SidebarRowSizeKey: EnvironmentKey { static let defaultValue = SidebarRowSize.medium }

extension EnvironmentValues {
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
}
