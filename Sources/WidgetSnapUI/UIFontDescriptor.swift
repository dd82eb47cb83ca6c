import Foundation
import WidgetModel

/// UIKit's font descriptor, as design systems build their fonts: a text style's descriptor
/// (`preferredFontDescriptor(withTextStyle:)`), a weight trait (`addingAttributes([.traits:
/// [.weight: UIFont.Weight.bold]])`), a system design (`withDesign(.rounded)`), bold and monospace
/// symbolic traits, a size; `UIFont(descriptor:size:)` draws what it describes, italic included.
/// Width and the other traits are kept in the attributes and not drawn.
public final class UIFontDescriptor: @unchecked Sendable {
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        var model: FontDesign? {
            switch self {
            case .rounded: .rounded
            case .monospaced: .monospaced
            case .serif: .serif
            default: nil
            }
        }
    }

    public let fontAttributes: [AttributeName: Any]
    let design: SystemDesign?
    public let symbolicTraits: SymbolicTraits

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes; design = nil
        symbolicTraits = SymbolicTraits(rawValue: ((attributes[.traits] as? [TraitKey: Any])?[.symbolic] as? UInt32) ?? 0)
    }
    public convenience init(name: String, size: CGFloat) { self.init(fontAttributes: [.name: name, .size: size]) }
    init(attributes: [AttributeName: Any], design: SystemDesign?, traits: SymbolicTraits) {
        fontAttributes = attributes; self.design = design; symbolicTraits = traits
    }

    /// A text style's descriptor at the Large size category (its size in ``pointSize``).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        let size = (style.model ?? .body).metrics.size
        return UIFontDescriptor(attributes: [.textStyle: style, .size: CGFloat(size)], design: nil, traits: [])
    }
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    public var pointSize: CGFloat {
        if let size = fontAttributes[.size] as? CGFloat { return size }
        if let size = fontAttributes[.size] as? Double { return CGFloat(size) }
        return (fontAttributes[.size] as? Int).map { CGFloat($0) } ?? 0
    }
    var textStyle: UIFont.TextStyle? { fontAttributes[.textStyle] as? UIFont.TextStyle }
    /// The weight trait: a `UIFont.Weight`, or a number as Core Text writes it (−1 … 1).
    var weight: UIFont.Weight? {
        let value = (fontAttributes[.traits] as? [TraitKey: Any])?[.weight]
        if let w = value as? UIFont.Weight { return w }
        guard let number = (value as? CGFloat) ?? (value as? Double).map({ CGFloat($0) }) else { return nil }
        return UIFont.Weight.all.min { abs($0.rawValue - number) < abs($1.rawValue - number) }
    }

    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var merged = fontAttributes
        for (key, value) in attributes {
            if key == .traits, let old = merged[.traits] as? [TraitKey: Any], let new = value as? [TraitKey: Any] {
                merged[.traits] = old.merging(new) { $1 }
            } else {
                merged[key] = value
            }
        }
        return UIFontDescriptor(attributes: merged, design: design, traits: symbolicTraits)
    }
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(attributes: fontAttributes, design: design, traits: traits)
    }
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(attributes: fontAttributes, design: design, traits: symbolicTraits)
    }
    public func withSize(_ size: CGFloat) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.size] = size
        return UIFontDescriptor(attributes: attributes, design: design, traits: symbolicTraits)
    }
}

extension UIFont {
    /// The font a descriptor describes, at `size` (0: the descriptor's size): a text style keeps its
    /// style unless the size changes; a weight trait or the bold trait sets the weight; a design or the
    /// monospace trait the design; a name a custom family.
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
        let points = size > 0 ? size : (descriptor.pointSize > 0 ? descriptor.pointSize : 17)
        var style = descriptor.textStyle
        let styleSize = style.map { CGFloat(($0.model ?? .body).metrics.size) }
        if let styleSize, points != styleSize { style = nil }
        let styleWeight = descriptor.textStyle.flatMap { s in UIFont.Weight.all.first { $0.model == (s.model ?? .body).metrics.weight } }
        let asked = descriptor.weight ?? (descriptor.symbolicTraits.contains(.traitBold) ? .bold : nil)
        let design = descriptor.design?.model ?? (descriptor.symbolicTraits.contains(.traitMonoSpace) ? .monospaced : nil)
        let name = (descriptor.fontAttributes[.name] as? String) ?? (descriptor.fontAttributes[.family] as? String)
        self.init(size: points, weight: asked ?? styleWeight ?? .regular, style: style, name: name, design: design, weightGiven: asked != nil,
                  italic: descriptor.symbolicTraits.contains(.traitItalic))
    }

    /// The descriptor of this font (its size, text style, weight and design).
    public var fontDescriptor: UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.size: pointSize, .traits: [UIFontDescriptor.TraitKey.weight: weight]]
        if let style { attributes[.textStyle] = style }
        if !fontName.hasPrefix(".SF") { attributes[.name] = fontName }
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight.rawValue >= UIFont.Weight.bold.rawValue { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        let designs: [FontDesign: UIFontDescriptor.SystemDesign] = [.rounded: .rounded, .monospaced: .monospaced, .serif: .serif]
        return UIFontDescriptor(attributes: attributes, design: design.flatMap { designs[$0] },
                                traits: traits)
    }
}
