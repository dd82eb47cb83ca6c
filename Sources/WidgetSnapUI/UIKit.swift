import Foundation
import WidgetModel

/// UIKit's image, as widget code reaches it through `import SwiftUI`: a named asset from the app's
/// asset catalogs (``EnvironmentValues/appResources``) or an SF Symbol.
public final class UIImage: @unchecked Sendable {
    enum Source { case symbol(String), asset(String) }
    let source: Source
    /// The size in points: unknown to widgetsnap, which does not decode the image here (zero).
    public var size: CGSize { .zero }
    public var scale: CGFloat { 1 }

    /// The image of an image set, or nil when no asset catalog given to widgetsnap has it.
    public init?(named name: String) {
        guard EnvironmentValues.current.appResources.images[name] != nil else { return nil }
        source = .asset(name)
    }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any? = nil) { self.init(named: name) }
    /// A symbol, or nil when the symbol table has no such name.
    /// A symbol (never nil: an unknown name fails where the symbol is drawn, with the closest names).
    public init?(systemName name: String) { source = .symbol(name) }
}

/// UIKit's colour: the system colours (light and dark values), RGB and white initialisers, and
/// dynamic colours chosen by `userInterfaceStyle`.
public final class UIColor: @unchecked Sendable {
    let named: NamedColor
    init(_ named: NamedColor) { self.named = named }
    static func system(_ name: String) -> UIColor { UIColor(SystemColors.all[name] ?? uiKitOnly[name] ?? NamedColor(RGBA(1, 0, 1))) }

    private static func rgb(_ l: (Int, Int, Int, Double), _ d: (Int, Int, Int, Double)) -> NamedColor {
        NamedColor(light: RGBA(r8: l.0, g8: l.1, b8: l.2, alpha: l.3), dark: RGBA(r8: d.0, g8: d.1, b8: d.2, alpha: d.3))
    }
    /// UIKit's colours that the layout format has no name for (Apple's published light and dark values).
    static let uiKitOnly: [String: NamedColor] = [
        "label": SystemColors.all["primary"]!,
        "secondaryLabel": SystemColors.all["secondary"]!,
        "tertiaryLabel": SystemColors.all["tertiary"]!,
        "quaternaryLabel": rgb((60, 60, 67, 0.18), (235, 235, 245, 0.16)),
        "systemGray2": rgb((174, 174, 178, 1), (99, 99, 102, 1)),
        "systemGray3": rgb((199, 199, 204, 1), (72, 72, 74, 1)),
        "systemGray4": rgb((209, 209, 214, 1), (58, 58, 60, 1)),
        "systemGray5": rgb((229, 229, 234, 1), (44, 44, 46, 1)),
        "systemGray6": rgb((242, 242, 247, 1), (28, 28, 30, 1)),
        "systemGroupedBackground": rgb((242, 242, 247, 1), (0, 0, 0, 1)),
        "secondarySystemGroupedBackground": rgb((255, 255, 255, 1), (28, 28, 30, 1)),
        "systemFill": rgb((120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        "secondarySystemFill": rgb((120, 120, 128, 0.16), (120, 120, 128, 0.32)),
    ]

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(NamedColor(RGBA(Double(red), Double(green), Double(blue), Double(alpha))))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// A colour with a light and a dark value, from the closure's answer for each style.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(NamedColor(light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).named.light,
                             dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).named.dark))
    }
    public convenience init?(named name: String) {
        guard let c = EnvironmentValues.current.appResources.colors[name] else { return nil }
        self.init(c)
    }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(NamedColor(light: named.light.withAlpha(Double(alpha)), dark: named.dark.withAlpha(Double(alpha))))
    }

    public static var label: UIColor { system("label") }
    public static var secondaryLabel: UIColor { system("secondaryLabel") }
    public static var tertiaryLabel: UIColor { system("tertiaryLabel") }
    public static var quaternaryLabel: UIColor { system("quaternaryLabel") }
    public static var systemBackground: UIColor { system("systemBackground") }
    public static var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    public static var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    public static var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    public static var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    public static var systemFill: UIColor { system("systemFill") }
    public static var secondarySystemFill: UIColor { system("secondarySystemFill") }
    public static var separator: UIColor { system("separator") }
    public static var systemRed: UIColor { system("red") }
    public static var systemOrange: UIColor { system("orange") }
    public static var systemYellow: UIColor { system("yellow") }
    public static var systemGreen: UIColor { system("green") }
    public static var systemMint: UIColor { system("mint") }
    public static var systemTeal: UIColor { system("teal") }
    public static var systemCyan: UIColor { system("cyan") }
    public static var systemBlue: UIColor { system("blue") }
    public static var systemIndigo: UIColor { system("indigo") }
    public static var systemPurple: UIColor { system("purple") }
    public static var systemPink: UIColor { system("pink") }
    public static var systemBrown: UIColor { system("brown") }
    public static var systemGray: UIColor { system("gray") }
    public static var systemGray2: UIColor { system("systemGray2") }
    public static var systemGray3: UIColor { system("systemGray3") }
    public static var systemGray4: UIColor { system("systemGray4") }
    public static var systemGray5: UIColor { system("systemGray5") }
    public static var systemGray6: UIColor { system("systemGray6") }
    public static var black: UIColor { system("black") }
    public static var white: UIColor { system("white") }
    public static var clear: UIColor { system("clear") }
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

public struct UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

/// An image of the app's asset catalog, as Xcode generates the symbols (`Image(.artwork)`).
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// A colour of the app's asset catalog, as Xcode generates the symbols (`Color(.paperTint)`).
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .symbol(let n): self.init(systemName: n)
        case .asset(let n): self.init(n)
        }
    }
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
    public init(uiColor: UIColor) { self.init(named: uiColor.named) }
    public init(_ color: UIColor) { self.init(named: color.named) }
    public init(_ resource: ColorResource) { self.init(resource.name) }
}
