import Foundation
import WidgetModel

/// Something that fills or colours: a ``Color``, a hierarchical style (`.secondary`) or a gradient.
public protocol ShapeStyle {
    /// The colour the engine draws for this style (a gradient's first colour where only one colour fits).
    var _color: NamedColor { get }
    /// The gradient drawn where a gradient fits (a shape's fill, a background).
    var _gradient: (colors: [NamedColor], start: UnitPoint, end: UnitPoint)? { get }
}

extension ShapeStyle {
    public var _gradient: (colors: [NamedColor], start: UnitPoint, end: UnitPoint)? { nil }
}

/// A colour with its light and dark values; also a view that fills its frame.
nonisolated public struct Color: View, _PrimitiveView, ShapeStyle, Hashable, Sendable {
    public typealias Body = Never
    let stored: NamedColor
    /// An asset catalog colour set's name, looked up in the environment where the colour is drawn.
    let asset: String?
    var alpha: Double = 1
    init(named: NamedColor) { stored = named; asset = nil }
    /// The colour drawn: the colour set of the environment's ``AppResources`` for an asset name.
    var named: NamedColor {
        let base = asset.flatMap { EnvironmentValues.current.appResources.colors[$0] } ?? stored
        return alpha == 1 ? base : NamedColor(light: base.light.withAlpha(alpha), dark: base.dark.withAlpha(alpha))
    }
    static func system(_ name: String) -> Color { Color(named: SystemColors.all[name]!) }

    public var _color: NamedColor { named }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { self.init(named: NamedColor(RGBA(red, green, blue, opacity))) }
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) { self.init(white: white, opacity: opacity) }
    /// A colour set of the app's asset catalogs (``EnvironmentValues/appResources``, read while the
    /// view is evaluated), else a system colour by its UIKit name (`systemBackground`, ...), else magenta.
    public init(_ name: String, bundle: Bundle? = nil) {
        stored = SystemColors.all[name] ?? UIColor.uiKitOnly[name] ?? NamedColor(RGBA(1, 0, 1)); asset = name
    }
    /// A colour with different light and dark values (not a SwiftUI initialiser; `UIColor { traits in }` stands for it there).
    public init(light: Color, dark: Color) { self.init(named: NamedColor(light: light.named.light, dark: dark.named.dark)) }

    public func opacity(_ opacity: Double) -> Color { var c = self; c.alpha *= opacity; return c }

    public static let clear = system("clear")
    public static let black = system("black")
    public static let white = system("white")
    public static let primary = system("primary")
    public static let secondary = system("secondary")
    public static let red = system("red")
    public static let orange = system("orange")
    public static let yellow = system("yellow")
    public static let green = system("green")
    public static let mint = system("mint")
    public static let teal = system("teal")
    public static let cyan = system("cyan")
    public static let blue = system("blue")
    public static let indigo = system("indigo")
    public static let purple = system("purple")
    public static let pink = system("pink")
    public static let brown = system("brown")
    public static let gray = system("gray")
    public static let accentColor = system("blue")

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        [_Node(key: [], view: ResolvedView(path: "", content: .color(named), children: [], modifiers: [], environment: context.env), modifierCount: 0)]
    }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`: the label colours.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let name: String
    public var _color: NamedColor {
        if name == "quaternary" {
            return NamedColor(light: RGBA(r8: 60, g8: 60, b8: 67, alpha: 0.18), dark: RGBA(r8: 235, g8: 235, b8: 245, alpha: 0.16))
        }
        return SystemColors.all[name]!
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "primary") }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "secondary") }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "tertiary") }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "quaternary") }
}

/// The tint colour (blue).
public struct TintShapeStyle: ShapeStyle, Sendable {
    public var _color: NamedColor { SystemColors.all["blue"]! }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count < 2 ? 0 : CGFloat($0) / CGFloat(colors.count - 1)) }
    }
    /// Stops are drawn evenly spaced, in order (their locations are not honoured yet).
    public init(stops: [Stop]) { self.stops = stops }
}

/// A linear gradient; a view that fills its frame, and a style for fills.
nonisolated public struct LinearGradient: View, _PrimitiveView, ShapeStyle, Sendable {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint, endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var _color: NamedColor { gradient.stops.first?.color.named ?? NamedColor(RGBA(0, 0, 0, 0)) }
    public var _gradient: (colors: [NamedColor], start: UnitPoint, end: UnitPoint)? {
        (gradient.stops.map(\.color.named), startPoint, endPoint)
    }

    var content: ResolvedContent {
        .linearGradient(colors: gradient.stops.map(\.color.named), start: startPoint.model, end: endPoint.model)
    }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        [_Node(key: [], view: ResolvedView(path: "", content: content, children: [], modifiers: [], environment: context.env), modifierCount: 0)]
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension Color {
    /// `Color.red.gradient`: the colour as a top-to-bottom gradient, drawn as the flat colour.
    public var gradient: Color { self }
}
