import Foundation
import WidgetModel

// UIKit's colour, as widget code reaches it through `import SwiftUI` or `import UIKit` (the UIKit
// module re-exports this one, as SwiftUI's does on iOS). UIImage.swift, UIFont.swift and
// UITraitCollection.swift hold the rest of the subset.

/// UIKit's colour: the system colours with their light and dark values (Apple's published tables),
/// UIKit's fixed colours (`.red` is pure red, unlike `.systemRed`), RGB, HSB and white initialisers,
/// dynamic colours chosen by `userInterfaceStyle`, and the conversions to and from ``Color`` and ``CGColor``.
public final class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    let named: NamedColor
    /// The colour set a `UIColor(resource:)` names: ``Color(uiColor:)`` looks it up where the view is
    /// evaluated (the app's resources may not be in the environment where the `UIColor` was made).
    var asset: String?
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
        "placeholderText": rgb((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        "link": rgb((0, 122, 255, 1), (9, 132, 255, 1)),
        "opaqueSeparator": rgb((198, 198, 200, 1), (56, 56, 58, 1)),
        "systemGray2": rgb((174, 174, 178, 1), (99, 99, 102, 1)),
        "systemGray3": rgb((199, 199, 204, 1), (72, 72, 74, 1)),
        "systemGray4": rgb((209, 209, 214, 1), (58, 58, 60, 1)),
        "systemGray5": rgb((229, 229, 234, 1), (44, 44, 46, 1)),
        "systemGray6": rgb((242, 242, 247, 1), (28, 28, 30, 1)),
        "systemGroupedBackground": rgb((242, 242, 247, 1), (0, 0, 0, 1)),
        "secondarySystemGroupedBackground": rgb((255, 255, 255, 1), (28, 28, 30, 1)),
        "tertiarySystemGroupedBackground": rgb((242, 242, 247, 1), (44, 44, 46, 1)),
        "systemFill": rgb((120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        "secondarySystemFill": rgb((120, 120, 128, 0.16), (120, 120, 128, 0.32)),
        "tertiarySystemFill": rgb((118, 118, 128, 0.12), (118, 118, 128, 0.24)),
        "quaternarySystemFill": rgb((116, 116, 128, 0.08), (118, 118, 128, 0.18)),
        "lightText": rgb((255, 255, 255, 0.6), (255, 255, 255, 0.6)),
        "darkText": rgb((0, 0, 0, 1), (0, 0, 0, 1)),
    ]

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(NamedColor(RGBA(Double(red), Double(green), Double(blue), Double(alpha))))
    }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = HSB.rgb(h: Double(hue), s: Double(saturation), v: Double(brightness))
        self.init(NamedColor(RGBA(r, g, b, Double(alpha))))
    }
    /// A colour with a light and a dark value, from the closure's answer for each style.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(NamedColor(light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).named.light,
                             dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).named.dark))
    }
    /// A colour set of the app's asset catalogs (``EnvironmentValues/appResources``), or nil.
    public convenience init?(named name: String) {
        guard let c = EnvironmentValues.current.appResources.colors[name] else { return nil }
        self.init(c)
    }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { self.init(named: name) }
    /// SwiftUI's colour as UIKit's (its light and dark values).
    public convenience init(_ color: Color) { self.init(color.named) }
    public convenience init(cgColor: CGColor) { self.init(NamedColor(cgColor.rgba)) }
    /// Xcode's generated `UIColor.brand` form: the colour set of the resource.
    public convenience init(resource: ColorResource) { self.init(resource) }
    public convenience init(_ resource: ColorResource) {
        self.init(EnvironmentValues.current.appResources.colors[resource.name] ?? NamedColor(RGBA(1, 0, 1)))
        asset = resource.name
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(NamedColor(light: named.light.withAlpha(Double(alpha)), dark: named.dark.withAlpha(Double(alpha))))
    }

    /// The value for a trait collection's style (dark for `.dark`, light otherwise), as a fixed colour.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { UIColor(NamedColor(rgba(traitCollection))) }
    func rgba(_ traits: UITraitCollection) -> RGBA { traits.userInterfaceStyle == .dark ? named.dark : named.light }

    /// The components for ``UITraitCollection/current`` (the colour scheme of the view being evaluated).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                       alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba(.current)
        red?.pointee = CGFloat(c.r); green?.pointee = CGFloat(c.g); blue?.pointee = CGFloat(c.b); alpha?.pointee = CGFloat(c.a)
        return true
    }
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
                       alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba(.current)
        let (h, s, v) = HSB.hsb(r: c.r, g: c.g, b: c.b)
        hue?.pointee = CGFloat(h); saturation?.pointee = CGFloat(s); brightness?.pointee = CGFloat(v); alpha?.pointee = CGFloat(c.a)
        return true
    }
    /// The white value of a grey (the mean of the components otherwise, and false, as UIKit answers for a colour it cannot convert).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba(.current)
        white?.pointee = CGFloat((c.r + c.g + c.b) / 3); alpha?.pointee = CGFloat(c.a)
        return c.r == c.g && c.g == c.b
    }
    /// Core Graphics' colour for ``UITraitCollection/current``.
    public var cgColor: CGColor { CGColor(rgba(.current)) }
    public var ciColor: CGColor { cgColor }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.named == b.named }
    public func hash(into hasher: inout Hasher) { hasher.combine(named) }
    public var description: String { named.light == named.dark ? "UIColor \(named.light)" : "UIColor light \(named.light) dark \(named.dark)" }

    // UIKit's fixed colours (the same in light and dark).
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // Label, text, fill, background and separator colours (light and dark).
    public static var label: UIColor { system("label") }
    public static var secondaryLabel: UIColor { system("secondaryLabel") }
    public static var tertiaryLabel: UIColor { system("tertiaryLabel") }
    public static var quaternaryLabel: UIColor { system("quaternaryLabel") }
    public static var placeholderText: UIColor { system("placeholderText") }
    public static var link: UIColor { system("link") }
    public static var lightText: UIColor { system("lightText") }
    public static var darkText: UIColor { system("darkText") }
    public static var systemBackground: UIColor { system("systemBackground") }
    public static var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    public static var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    public static var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    public static var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    public static var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    public static var systemFill: UIColor { system("systemFill") }
    public static var secondarySystemFill: UIColor { system("secondarySystemFill") }
    public static var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    public static var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    public static var separator: UIColor { system("separator") }
    public static var opaqueSeparator: UIColor { system("opaqueSeparator") }

    // The system colours (light and dark).
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
    /// The app's tint: the system blue, as widgetsnap's accent colour.
    public static var tintColor: UIColor { system("blue") }
}

/// Core Graphics' colour: RGBA components in the sRGB space.
public final class CGColor: Hashable, @unchecked Sendable {
    let rgba: RGBA
    init(_ rgba: RGBA) { self.rgba = rgba }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(RGBA(Double(red), Double(green), Double(blue), Double(alpha)))
    }
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: alpha) }
    public var components: [CGFloat]? { [CGFloat(rgba.r), CGFloat(rgba.g), CGFloat(rgba.b), CGFloat(rgba.a)] }
    public var numberOfComponents: Int { 4 }
    public var alpha: CGFloat { CGFloat(rgba.a) }
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(RGBA(rgba.r, rgba.g, rgba.b, Double(alpha))) }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.rgba == b.rgba }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
}

/// Hue, saturation and brightness (HSV) to and from RGB, as UIKit converts them.
enum HSB {
    static func rgb(h: Double, s: Double, v: Double) -> (Double, Double, Double) {
        let h6 = (h - h.rounded(.down)) * 6, i = Int(h6.rounded(.down)) % 6, f = h6 - h6.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
    static func hsb(r: Double, g: Double, b: Double) -> (Double, Double, Double) {
        let mx = max(r, g, b), mn = min(r, g, b), d = mx - mn
        guard d > 0 else { return (0, 0, mx) }
        var h: Double
        if mx == r { h = (g - b) / d } else if mx == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
        h /= 6
        if h < 0 { h += 1 }
        return (h, d / mx, mx)
    }
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
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
    public init(uiColor: UIColor) { self.init(color: uiColor) }
    /// Disfavoured, as in the SDK: Xcode's generated asset symbols give a colour set both a
    /// `ColorResource` and a `UIColor` static member, and `Color(.name)` then means the resource.
    @_disfavoredOverload public init(_ color: UIColor) { self.init(color: color) }
    private init(color: UIColor) {
        if let asset = color.asset { self.init(asset) } else { self.init(named: color.named) }
    }
    public init(cgColor: CGColor) { self.init(named: NamedColor(cgColor.rgba)) }
    public init(_ resource: ColorResource) { self.init(resource.name) }
    /// Core Graphics' colour for the light appearance (SwiftUI answers nil for a dynamic colour; widgetsnap
    /// answers its value for ``UITraitCollection/current``).
    public var cgColor: CGColor? { UIColor(self).cgColor }
}
