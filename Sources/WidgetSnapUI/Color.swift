import Foundation
import WidgetModel

/// Something that fills or colours: a ``Color``, a hierarchical style (`.secondary`) or a gradient.
public protocol ShapeStyle {
    /// The colour the engine draws for this style (a gradient's first colour where only one colour fits).
    var _color: NamedColor { get }
    /// The gradient drawn where a gradient fits (a shape's fill, a background).
    var _gradient: _GradientFill? { get }
}

extension ShapeStyle {
    public var _gradient: _GradientFill? { nil }
}

/// A gradient as the engine draws it: where its colours lie, its colours, and their locations
/// (nil: spaced evenly, from `Gradient(colors:)`).
public struct _GradientFill: Sendable {
    let geometry: GradientGeometry
    let colors: [NamedColor]
    let locations: [Double]?

    init(_ gradient: Gradient, _ geometry: GradientGeometry) {
        self.geometry = geometry
        colors = gradient.stops.map(\.color.named)
        locations = gradient.evenlySpaced ? nil : gradient.stops.map { Double($0.location) }
    }
    init(geometry: GradientGeometry, colors: [NamedColor], locations: [Double]?) { self.geometry = geometry; self.colors = colors; self.locations = locations }

    /// The view: a ``ViewContent/linearGradient`` for evenly spaced colours along a line, as the
    /// layout format's `LinearGradient` with `colors`; otherwise a ``ViewContent/gradient``.
    var content: ResolvedContent {
        if case .linear(let start, let end) = geometry, locations == nil { return .linearGradient(colors: colors, start: start, end: end) }
        let spaced = colors.indices.map { colors.count < 2 ? 0 : Double($0) / Double(colors.count - 1) }
        // Locations in order, within 0...1 (Core Graphics requires them increasing).
        var ordered: [Double] = []
        for l in locations ?? spaced { ordered.append(max(ordered.last ?? 0, min(1, max(0, l)))) }
        return .gradient(geometry, colors: colors, locations: ordered)
    }
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

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    /// Made from colours alone (their locations spaced evenly).
    let evenlySpaced: Bool
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count < 2 ? 0 : CGFloat($0) / CGFloat(colors.count - 1)) }
        evenlySpaced = true
    }
    /// Stops at their locations (0...1, in order).
    public init(stops: [Stop]) { self.stops = stops; evenlySpaced = false }
}

/// A gradient that is a style for fills (and, in each gradient type, a view that fills its frame).
protocol _GradientStyle: ShapeStyle {
    var fill: _GradientFill { get }
}

extension _GradientStyle {
    public var _color: NamedColor { fill.colors.first ?? NamedColor(RGBA(0, 0, 0, 0)) }
    public var _gradient: _GradientFill? { fill }
}

/// A gradient view's node.
func gradientNodes(_ fill: _GradientFill, _ context: _EvaluationContext) -> [_Node] {
    [_Node(key: [], view: ResolvedView(path: "", content: fill.content, children: [], modifiers: [], environment: context.env), modifierCount: 0)]
}

/// A linear gradient; a view that fills its frame, and a style for fills.
nonisolated public struct LinearGradient: View, _PrimitiveView, _GradientStyle, Sendable {
    public typealias Body = Never
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { gradientNodes(fill, context) }
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
    var fill: _GradientFill { _GradientFill(gradient, .linear(start: startPoint.model, end: endPoint.model)) }
}

/// Circles around a centre, from `startRadius` to `endRadius` points.
nonisolated public struct RadialGradient: View, _PrimitiveView, _GradientStyle, Sendable {
    public typealias Body = Never
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { gradientNodes(fill, context) }
    let gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    var fill: _GradientFill { _GradientFill(gradient, .radial(center: center.model, startRadius: Double(startRadius), endRadius: Double(endRadius))) }
}

/// Ellipses with the frame's proportions around a centre; radius fractions of the frame's size.
nonisolated public struct EllipticalGradient: View, _PrimitiveView, _GradientStyle, Sendable {
    public typealias Body = Never
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { gradientNodes(fill, context) }
    let gradient: Gradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center; self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    var fill: _GradientFill {
        _GradientFill(gradient, .elliptical(center: center.model, startRadiusFraction: Double(startRadiusFraction), endRadiusFraction: Double(endRadiusFraction)))
    }
}

/// Colours around a centre, from `startAngle` to `endAngle` (0 at the trailing side, clockwise).
nonisolated public struct AngularGradient: View, _PrimitiveView, _GradientStyle, Sendable {
    public typealias Body = Never
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { gradientNodes(fill, context) }
    let gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle
        // SwiftUI draws a full turn when the angles are equal (the defaults).
        self.endAngle = endAngle == startAngle ? .degrees(startAngle.degrees + 360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle` (SwiftUI's conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .degrees(angle.degrees + 360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { self.init(gradient: Gradient(colors: colors), center: center, angle: angle) }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) { self.init(gradient: Gradient(stops: stops), center: center, angle: angle) }
    var fill: _GradientFill { _GradientFill(gradient, .angular(center: center.model, startAngle: startAngle.degrees, endAngle: endAngle.degrees)) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

/// `Color.blue.gradient`: SwiftUI's "standard gradient" of one colour. Apple does not document its
/// colours; drawn here as a top-to-bottom linear gradient from the colour lightened by 15 % (mixed
/// with white) to the colour itself, in light and dark alike.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let base: NamedColor
    public var _color: NamedColor { base }
    public var _gradient: _GradientFill? {
        func lighter(_ c: RGBA) -> RGBA { RGBA(c.r + (1 - c.r) * 0.15, c.g + (1 - c.g) * 0.15, c.b + (1 - c.b) * 0.15, c.a) }
        return _GradientFill(geometry: .linear(start: .top, end: .bottom),
                             colors: [NamedColor(light: lighter(base.light), dark: lighter(base.dark)), base], locations: nil)
    }
}

extension Color {
    /// The colour's standard gradient (``AnyGradient``).
    public var gradient: AnyGradient { AnyGradient(base: named) }
}
