import Foundation
import WidgetModel

/// `.tint` and `.tint.opacity(x)`: the environment's `tint` where the style is drawn (a `Gradient`'s
/// first colour), the accent colour when none is set. Shapes filled or stroked with it, and views
/// and texts styled with it, read the tint when they are evaluated, so a `tint(_:)` outside them
/// counts: `Circle().stroke(.tint).tint(.red)` is red. Read anywhere else (a generic style passed on),
/// it is the tint of the environment the view's body is evaluated in.
public struct TintShapeStyle: ShapeStyle, Sendable {
    /// Multiplies the tint's alpha (`opacity(_:)`).
    let alpha: Double
    public init() { alpha = 1 }
    init(alpha: Double) { self.alpha = alpha }
    public var _color: NamedColor { resolved(in: EnvironmentValues.current) }
    public func opacity(_ opacity: Double) -> TintShapeStyle { TintShapeStyle(alpha: alpha * opacity) }

    /// The colour in an environment: its tint, else the accent colour, at ``alpha``.
    func resolved(in values: EnvironmentValues) -> NamedColor {
        let base = values.tintColor ?? Color.accentColor.named
        return alpha == 1 ? base : NamedColor(light: base.light.withAlpha(alpha), dark: base.dark.withAlpha(alpha))
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A view whose body is made when it is evaluated, in that environment: a shape stroked in the tint.
struct _TintedView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let make: @MainActor (EnvironmentValues) -> Content
    func _nodes(_ context: _EvaluationContext) -> [_Node] {
        evaluate(madeInEnvironment(context, make), context)
    }
}

/// The view `make` gives for the environment where it is evaluated (``EnvironmentValues/current`` set to
/// it while `make` runs): how a tint, read only where a view is drawn, reaches a view built from it.
@MainActor func madeInEnvironment<V: View>(_ context: _EvaluationContext, _ make: @MainActor (EnvironmentValues) -> V) -> V {
    EnvironmentValues.$current.withValue(context.values) { make(context.values) }
}

// The tint's forms of the styled drawing: each reads the tint where it is evaluated.
extension Shape {
    public func fill(_ content: TintShapeStyle, style: FillStyle = FillStyle()) -> _ShapeView {
        var v = fill(Color.clear, style: style)
        v.remake = { values in fill(Color(named: content.resolved(in: values)), style: style) }
        return v
    }
    public func stroke(_ content: TintShapeStyle, lineWidth: CGFloat = 1) -> some View {
        _TintedView { values in stroke(Color(named: content.resolved(in: values)), lineWidth: lineWidth) }
    }
    public func stroke(_ content: TintShapeStyle, style: StrokeStyle) -> some View {
        _TintedView { values in stroke(Color(named: content.resolved(in: values)), style: style) }
    }
    public func strokeBorder(_ content: TintShapeStyle, lineWidth: CGFloat = 1) -> some View {
        _TintedView { values in strokeBorder(Color(named: content.resolved(in: values)), lineWidth: lineWidth) }
    }
    public func strokeBorder(_ content: TintShapeStyle, style: StrokeStyle) -> some View {
        _TintedView { values in strokeBorder(Color(named: content.resolved(in: values)), style: style) }
    }
}

extension View {
    /// The views inside drawn in the tint (the layout format's `foregroundColor`, with the tint).
    public func foregroundStyle(_ style: TintShapeStyle) -> some View {
        modified(.environment { c in
            let tint = style.resolved(in: c.values)
            EnvironmentModifier.foregroundColor("0").apply(to: &c.env, redactsPrivate: c.redactsPrivate) { _ in tint }
        })
    }
}
