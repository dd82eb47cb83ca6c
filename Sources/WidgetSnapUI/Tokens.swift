import Foundation
import WidgetModel

/// A font: a text style or a system size, with weight and design (SwiftUI's `Font`).
public struct Font: Hashable, Sendable {
    var spec: FontSpec
    /// `italic()` and `monospacedDigit()`: drawn as the text attributes of the same names.
    var isItalic = false, hasMonospacedDigits = false
    init(_ spec: FontSpec) { self.spec = spec }

    /// What this font sets beyond its face: italics and tabular digits, or nothing.
    var attributes: TextAttributes<NamedColor>? {
        guard isItalic || hasMonospacedDigits else { return nil }
        return TextAttributes(italic: isItalic ? true : nil, monospacedDigit: hasMonospacedDigits ? true : nil)
    }

    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var model: WidgetModel.TextStyle { WidgetModel.TextStyle(rawValue: rawValue)! }
    }

    public struct Weight: Hashable, Sendable {
        let model: FontWeight
        public static let ultraLight = Weight(model: .ultraLight)
        public static let thin = Weight(model: .thin)
        public static let light = Weight(model: .light)
        public static let regular = Weight(model: .regular)
        public static let medium = Weight(model: .medium)
        public static let semibold = Weight(model: .semibold)
        public static let bold = Weight(model: .bold)
        public static let heavy = Weight(model: .heavy)
        public static let black = Weight(model: .black)
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
        var model: FontDesign {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    public static let largeTitle = Font(FontSpec(style: .largeTitle))
    public static let title = Font(FontSpec(style: .title))
    public static let title2 = Font(FontSpec(style: .title2))
    public static let title3 = Font(FontSpec(style: .title3))
    public static let headline = Font(FontSpec(style: .headline))
    public static let subheadline = Font(FontSpec(style: .subheadline))
    public static let body = Font(FontSpec(style: .body))
    public static let callout = Font(FontSpec(style: .callout))
    public static let footnote = Font(FontSpec(style: .footnote))
    public static let caption = Font(FontSpec(style: .caption))
    public static let caption2 = Font(FontSpec(style: .caption2))

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(FontSpec(size: Double(size), weight: weight?.model, design: design?.model))
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(FontSpec(style: style.model, weight: weight?.model, design: design?.model))
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(FontSpec(size: Double(size), family: name)) }
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font { custom(name, size: size) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    public func weight(_ weight: Weight) -> Font { var f = self; f.spec.weight = weight.model; return f }
    public func bold() -> Font { weight(.bold) }
    public func monospaced() -> Font { var f = self; f.spec.design = .monospaced; return f }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }
}

extension FontSpec {
    /// This font with `design` and `weight` where it states none (SwiftUI's `fontDesign`/`fontWeight` around a `.font`).
    func with(design: FontDesign?, weight: FontWeight?) -> FontSpec {
        var f = self
        if f.design == nil { f.design = design }
        if f.weight == nil { f.weight = weight }
        return f
    }
}

private struct FontDesignKey: EnvironmentKey { static let defaultValue: FontDesign? = nil }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: FontWeight? = nil }

extension EnvironmentValues {
    /// The design `.fontDesign` set around a view: fonts set inside it without a design take it.
    var _fontDesign: FontDesign? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
    /// The weight `.fontWeight` or `.bold()` set around a view: fonts set inside it without a weight take it.
    var _fontWeight: FontWeight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
}

public struct HorizontalAlignment: Hashable, Sendable {
    let model: WidgetModel.HorizontalAlignment
    public static let leading = HorizontalAlignment(model: .leading)
    public static let center = HorizontalAlignment(model: .center)
    public static let trailing = HorizontalAlignment(model: .trailing)
}

public struct VerticalAlignment: Hashable, Sendable {
    let model: WidgetModel.VerticalAlignment
    public static let top = VerticalAlignment(model: .top)
    public static let center = VerticalAlignment(model: .center)
    public static let bottom = VerticalAlignment(model: .bottom)
    public static let firstTextBaseline = VerticalAlignment(model: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(model: .lastTextBaseline)
}

public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { self.horizontal = horizontal; self.vertical = vertical }
    var model: WidgetModel.Alignment { WidgetModel.Alignment(horizontal.model, vertical.model) }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
    var model: WidgetModel.HorizontalAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    var model: WidgetModel.EdgeInsets {
        WidgetModel.EdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}

/// A point in unit coordinates; the engine draws the nine named points (others go to the nearest).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    var model: WidgetModel.UnitPoint {
        WidgetModel.UnitPoint.allCases.min { a, b in
            let (ax, ay) = a.point, (bx, by) = b.point
            return hypot(ax - Double(x), ay - Double(y)) < hypot(bx - Double(x), by - Double(y))
        }!
    }
}

public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
    var model: CornerStyle { self == .circular ? .circular : .continuous }
}

public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
    var model: WidgetModel.ContentMode { self == .fit ? .fit : .fill }
}

/// `Angle` for rotation effects.
public struct Angle: Hashable, Sendable {
    public var degrees: Double
    public var radians: Double { degrees * .pi / 180 }
    public init(degrees: Double) { self.degrees = degrees }
    public init(radians: Double) { degrees = radians * 180 / .pi }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static let zero = Angle(degrees: 0)
}

// Angles add, subtract, scale and compare as SwiftUI's do (`.degrees(-135) - .degrees(90)`).
extension Angle: AdditiveArithmetic, Comparable {
    public static func + (a: Angle, b: Angle) -> Angle { Angle(degrees: a.degrees + b.degrees) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(degrees: a.degrees - b.degrees) }
    public static prefix func - (a: Angle) -> Angle { Angle(degrees: -a.degrees) }
    public static func * (a: Angle, k: Double) -> Angle { Angle(degrees: a.degrees * k) }
    public static func * (k: Double, a: Angle) -> Angle { Angle(degrees: a.degrees * k) }
    public static func / (a: Angle, k: Double) -> Angle { Angle(degrees: a.degrees / k) }
    public static func < (a: Angle, b: Angle) -> Bool { a.degrees < b.degrees }
}

public enum CGLineCap: Sendable, Hashable { case butt, round, square }
public enum CGLineJoin: Sendable, Hashable { case miter, round, bevel }

/// How a shape's outline is stroked.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, dash: [CGFloat], dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
    package var model: WidgetModel.StrokeStyle {
        let cap: LineCap = switch lineCap { case .butt: .butt; case .round: .round; case .square: .square }
        let join: LineJoin = switch lineJoin { case .miter: .miter; case .round: .round; case .bevel: .bevel }
        return WidgetModel.StrokeStyle(lineWidth: Double(lineWidth), lineCap: cap, lineJoin: join, dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}
