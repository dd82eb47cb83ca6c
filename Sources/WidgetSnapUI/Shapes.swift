import Foundation
import WidgetModel

/// A shape: a view (filled with the foreground colour) that can be filled, stroked, used to clip,
/// or as a background. An app's shape defines `path(in:)`, which the engine calls when it draws,
/// with the frame layout gave the shape (origin zero), as SwiftUI does. A path that is exactly one
/// rectangle, rounded rectangle or ellipse filling the frame is drawn as the layout format's shape.
public protocol Shape: View, _PrimitiveView, Sendable where Body == Never {
    nonisolated func path(in rect: CGRect) -> Path
    var _kind: ShapeKind { get }
    /// Drawing modifiers on the shape itself (`trim`), innermost first.
    var _layers: [ResolvedModifierKind] { get }
}

extension Shape {
    /// An app's shape: one of the layout format's shapes when its path is exactly one (at two
    /// sizes), else its `path(in:)`, evaluated when the shape is drawn in its frame.
    public var _kind: ShapeKind {
        let size = EnvironmentValues.current.widgetContentSize
        let a = CGRect(origin: .zero, size: size), b = CGRect(x: 0, y: 0, width: size.width / 2 + 7, height: size.height / 3 + 5)
        if let kind = path(in: a).shapeKind(filling: a), kind == path(in: b).shapeKind(filling: b) { return kind }
        let shape = self
        return .path(ShapePath(.custom(CustomOutline(sampleWidth: Double(size.width), sampleHeight: Double(size.height)) { w, h in
            shape.path(in: CGRect(x: 0, y: 0, width: w, height: h)).segments
        })))
    }
    public var _layers: [ResolvedModifierKind] { [] }
    /// The shape's kind filled with `style`'s rule (a path's even-odd rule).
    func _kind(_ style: FillStyle) -> ShapeKind {
        guard style.isEOFilled, case .path(var p) = _kind else { return _kind }
        p.evenOdd = true
        return .path(p)
    }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        _ShapeView(kind: _kind, fill: nil, stroke: nil, lineWidth: 1, layers: _layers)._nodes(context)
    }

    /// The filled shape; iOS 17's `fill(_:).stroke(_:)` chain strokes it over the fill (``_ShapeView``).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView {
        if let g = content._gradient, _layers.isEmpty {
            return _ShapeView(gradient: g, clip: _kind(style))
        }
        return _ShapeView(kind: _kind(style), fill: content._color, stroke: nil, lineWidth: 1, layers: _layers)
    }
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView {
        _ShapeView(kind: _kind(style), fill: nil, stroke: nil, lineWidth: 1, layers: _layers)
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        if _layers.isEmpty { return _ShapeView(kind: _kind, fill: nil, stroke: content._color, lineWidth: Double(lineWidth), layers: []) }
        return _ShapeView(kind: _kind, fill: nil, stroke: nil, lineWidth: 1,
                          layers: _layers + [.stroke(content._color, StrokeStyle(lineWidth: lineWidth).model, border: false)])
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(kind: _kind, fill: nil, stroke: nil, lineWidth: 1, layers: _layers + [.stroke(content._color, style.model, border: false)])
    }
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        _ShapeView(kind: _kind, fill: nil, stroke: nil, lineWidth: 1, layers: _layers + [.stroke(nil, StrokeStyle(lineWidth: lineWidth).model, border: false)])
    }
    public func stroke(style: StrokeStyle) -> some View {
        _ShapeView(kind: _kind, fill: nil, stroke: nil, lineWidth: 1, layers: _layers + [.stroke(nil, style.model, border: false)])
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(kind: _kind, fill: nil, stroke: nil, lineWidth: 1, layers: _layers + [.stroke(content._color, StrokeStyle(lineWidth: lineWidth).model, border: true)])
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(kind: _kind, fill: nil, stroke: nil, lineWidth: 1, layers: _layers + [.stroke(content._color, style.model, border: true)])
    }
    public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
        _ShapeView(kind: _kind, fill: nil, stroke: nil, lineWidth: 1, layers: _layers + [.stroke(nil, StrokeStyle(lineWidth: lineWidth).model, border: true)])
    }
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> _TrimmedShape {
        _TrimmedShape(_kind: _kind, _layers: _layers + [.trim(from: Double(start), to: Double(end))])
    }
}

public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool, isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// A shape with `trim(from:to:)` or `rotation(_:anchor:)`.
public struct _TrimmedShape: Shape {
    public typealias Body = Never
    public let _kind: ShapeKind
    public let _layers: [ResolvedModifierKind]
    nonisolated public func path(in rect: CGRect) -> Path { BuiltInOutline.path(_kind, in: rect) }
}

/// A filled or stroked shape, or a gradient clipped to a shape.
public struct _ShapeView: View, _PrimitiveView {
    public typealias Body = Never
    let content: ResolvedContent
    let layers: [ResolvedModifierKind]
    /// The shape drawn (with its `trim`), which a stroke after `fill` outlines.
    let outline: _TrimmedShape
    /// Made again where evaluated, in that environment (a fill in the tint: ``TintShapeStyle``).
    var remake: (@MainActor (EnvironmentValues) -> _ShapeView)? = nil

    init(kind: ShapeKind, fill: NamedColor?, stroke: NamedColor?, lineWidth: Double, layers: [ResolvedModifierKind]) {
        content = .shape(kind, fill: fill, stroke: stroke, lineWidth: lineWidth); self.layers = layers
        outline = _TrimmedShape(_kind: kind, _layers: layers)
    }
    init(gradient g: _GradientFill, clip: ShapeKind) {
        content = g.content
        layers = clip == .rectangle ? [] : [.clipShape(clip)]
        outline = _TrimmedShape(_kind: clip, _layers: [])
    }

    // iOS 17's `Circle().fill(.background).stroke(.gray)`: the stroke drawn over the fill, centred on
    // the shape's edge (`strokeBorder`: inside it), as an overlay of the same shape stroked.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(outline.stroke(content, style: StrokeStyle(lineWidth: lineWidth)))
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(outline.stroke(content, style: style))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(outline.strokeBorder(content, lineWidth: lineWidth))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(outline.strokeBorder(content, style: style))
    }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        if let remake { return madeInEnvironment(context, remake)._nodes(context) }
        let modifiers = layers.enumerated().map { ResolvedModifier(index: $0, kind: $1) }
        return [_Node(key: [], view: ResolvedView(path: "", content: content, children: [], modifiers: modifiers, environment: context.env),
                      modifierCount: layers.count)]
    }
}

public struct Rectangle: Shape {
    public typealias Body = Never
    public init() {}
    public var _kind: ShapeKind { .rectangle }
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape {
    public typealias Body = Never
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    public var _kind: ShapeKind { .roundedRectangle(radius: Double(cornerSize.width), style: style.model) }
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

public struct Capsule: Shape {
    public typealias Body = Never
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var _kind: ShapeKind { .capsule }
    nonisolated public func path(in rect: CGRect) -> Path { BuiltInOutline.path(.capsule, in: rect) }
}

public struct Circle: Shape {
    public typealias Body = Never
    public init() {}
    public var _kind: ShapeKind { .circle }
    nonisolated public func path(in rect: CGRect) -> Path { BuiltInOutline.path(.circle, in: rect) }
}

public struct Ellipse: Shape {
    public typealias Body = Never
    public init() {}
    public var _kind: ShapeKind { .ellipse }
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// The widget's own outline, inset to follow the container (concentric corners).
public struct ContainerRelativeShape: Shape {
    public typealias Body = Never
    public init() {}
    public var _kind: ShapeKind { .containerRelative }
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
