import Foundation
import WidgetModel

/// UIKit's font: the system font of a size and weight, or a text style's preferred font (the HIG
/// table at the Large size), with SF Pro's vertical metrics (its units: ascender 1950, descender
/// −494, cap height 1443, x-height 1078 per 2048 em), so `UIFont.systemFont(ofSize: 17).lineHeight` is 20.29.
public final class UIFont: Hashable, @unchecked Sendable {
    public let pointSize: CGFloat
    let weight: Weight
    let style: TextStyle?
    public let fontName: String
    /// A system design a descriptor chose (`withDesign(.rounded)`).
    let design: FontDesign?
    /// Whether `weight` was asked for (a descriptor's weight trait), rather than a text style's own.
    let weightGiven: Bool
    /// A descriptor's italic trait.
    let isItalic: Bool
    init(size: CGFloat, weight: Weight, style: TextStyle? = nil, name: String? = nil, design: FontDesign? = nil, weightGiven: Bool = false,
         italic: Bool = false) {
        pointSize = size; self.weight = weight; self.style = style; fontName = name ?? ".SFUI-\(weight.name)"
        self.design = design; self.weightGiven = weightGiven; isItalic = italic
    }

    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        let model: FontWeight
        var name: String { model.rawValue.prefix(1).uppercased() + model.rawValue.dropFirst() }
        public static let ultraLight = Weight(rawValue: -0.8, model: .ultraLight)
        public static let thin = Weight(rawValue: -0.6, model: .thin)
        public static let light = Weight(rawValue: -0.4, model: .light)
        public static let regular = Weight(rawValue: 0, model: .regular)
        public static let medium = Weight(rawValue: 0.23, model: .medium)
        public static let semibold = Weight(rawValue: 0.3, model: .semibold)
        public static let bold = Weight(rawValue: 0.4, model: .bold)
        public static let heavy = Weight(rawValue: 0.56, model: .heavy)
        public static let black = Weight(rawValue: 0.62, model: .black)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        var model: WidgetModel.TextStyle? { WidgetModel.TextStyle(rawValue: rawValue) }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(size: size, weight: weight) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .bold) }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight) }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight, name: ".SFMono-\(weight.name)") }
    /// A text style's font at the Large size category (HIG: body 17 pt regular, headline 17 pt semibold, …).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let m = (style.model ?? .body).metrics
        return UIFont(size: CGFloat(m.size), weight: Weight.all.first { $0.model == m.weight } ?? .regular, style: style)
    }
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    /// A font the app bundles: widgetsnap draws it by family name where the font is installed.
    public init?(name: String, size: CGFloat) { pointSize = size; weight = .regular; style = nil; fontName = name; design = nil; weightGiven = false; isItalic = false }
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(size: size, weight: weight, style: size == pointSize ? style : nil, name: fontName, design: design, weightGiven: weightGiven, italic: isItalic)
    }

    public var familyName: String { fontName.hasPrefix(".SF") ? "System Font" : fontName }
    public var ascender: CGFloat { pointSize * 1950 / 2048 }
    public var descender: CGFloat { -pointSize * 494 / 2048 }
    public var capHeight: CGFloat { pointSize * 1443 / 2048 }
    public var xHeight: CGFloat { pointSize * 1078 / 2048 }
    public var lineHeight: CGFloat { ascender - descender }
    public var leading: CGFloat { 0 }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.pointSize == b.pointSize && a.weight == b.weight && a.fontName == b.fontName && a.style == b.style && a.design == b.design && a.isItalic == b.isItalic
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(pointSize); hasher.combine(fontName) }

    /// SwiftUI's font for this one: its text style, else the system font of its size and weight, else the custom family.
    var font: Font {
        var font = plainFont
        font.isItalic = isItalic
        return font
    }
    private var plainFont: Font {
        if let model = style?.model { return Font(FontSpec(style: model, weight: weightGiven ? weight.model : nil, design: design)) }
        if fontName.hasPrefix(".SFMono") { return Font(FontSpec(size: Double(pointSize), weight: weight.model, design: .monospaced)) }
        if fontName.hasPrefix(".SF") { return Font(FontSpec(size: Double(pointSize), weight: weight.model, design: design)) }
        return Font(FontSpec(size: Double(pointSize), family: fontName))
    }
}

extension UIFont.Weight {
    static let all: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
}

/// Scales a size for the content size category (widgetsnap draws the Large category: the size unchanged).
public struct UIFontMetrics: Sendable {
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledFont(for font: UIFont) -> UIFont { font }
}

extension Font {
    /// UIKit's font as SwiftUI's (`Font(UIFont.preferredFont(forTextStyle: .headline))`).
    public init(_ font: UIFont) { self = font.font }
}
