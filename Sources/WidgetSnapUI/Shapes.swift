import Foundation
import WidgetModel

/// A shape: a view (filled with the foreground colour) that can be filled, stroked, used to clip,
/// or as a background. An app's shape defines `path(in:)`; the engine draws it when the path is one
/// rectangle, rounded rectangle or ellipse (in the widget's content size), and otherwise keeps its
/// place in the layout and draws nothing (``Path``).
public protocol Shape: View, _PrimitiveView where Body == Never {
    func path(in rect: CGRect) -> Path
    var _kind: ShapeKind { get }
    /// Drawing modifiers on the shape itself (`trim`), innermost first.
    var _layers: [ResolvedModifierKind] { get }
}

extension Shape {
    /// The path's shape in the widget's content size (a rectangle for a path the engine cannot draw).
    public var _kind: ShapeKind { _customPath ?? .rectangle }
    /// An app's path the engine cannot draw is drawn transparent, keeping its place in the layout.
    public var _layers: [ResolvedModifierKind] { _customPath == nil ? [.opacity(0)] : [] }
    private var _customPath: ShapeKind? {
        path(in: CGRect(origin: .zero, size: EnvironmentValues.current.widgetContentSize)).shapeKind
    }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        _ShapeView(kind: _kind, fill: nil, stroke: nil, lineWidth: 1, layers: _layers)._nodes(context)
    }

    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        if let g = content._gradient, _layers.isEmpty {
            return _ShapeView(gradient: g, clip: _kind)
        }
        return _ShapeView(kind: _kind, fill: content._color, stroke: nil, lineWidth: 1, layers: _layers)
    }
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(kind: _kind, fill: nil, stroke: nil, lineWidth: 1, layers: _layers)
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
}

/// A filled or stroked shape, or a gradient clipped to a shape.
public struct _ShapeView: View, _PrimitiveView {
    public typealias Body = Never
    let content: ResolvedContent
    let layers: [ResolvedModifierKind]

    init(kind: ShapeKind, fill: NamedColor?, stroke: NamedColor?, lineWidth: Double, layers: [ResolvedModifierKind]) {
        content = .shape(kind, fill: fill, stroke: stroke, lineWidth: lineWidth); self.layers = layers
    }
    init(gradient g: (colors: [NamedColor], start: UnitPoint, end: UnitPoint), clip: ShapeKind) {
        content = .linearGradient(colors: g.colors, start: g.start.model, end: g.end.model)
        layers = clip == .rectangle ? [] : [.clipShape(clip)]
    }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        let modifiers = layers.enumerated().map { ResolvedModifier(index: $0, kind: $1) }
        return [_Node(key: [], view: ResolvedView(path: "", content: content, children: [], modifiers: modifiers, environment: context.env),
                      modifierCount: layers.count)]
    }
}

public struct Rectangle: Shape {
    public typealias Body = Never
    public init() {}
    public var _kind: ShapeKind { .rectangle }
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
}

public struct Capsule: Shape {
    public typealias Body = Never
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var _kind: ShapeKind { .capsule }
}

public struct Circle: Shape {
    public typealias Body = Never
    public init() {}
    public var _kind: ShapeKind { .circle }
}

public struct Ellipse: Shape {
    public typealias Body = Never
    public init() {}
    public var _kind: ShapeKind { .ellipse }
}

/// The widget's own outline, inset to follow the container (concentric corners).
public struct ContainerRelativeShape: Shape {
    public typealias Body = Never
    public init() {}
    public var _kind: ShapeKind { .containerRelative }
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
