/// A layout or drawing modifier, declared once for both phases: its fields, its name, how it maps
/// from the declared to the resolved phase, and its ``ModifierRole`` in layout. Environment
/// modifiers (font, foregroundColor, ...) are ``EnvironmentModifier``s instead and end up in
/// ``ResolvedEnvironment``.
///
/// Adding a modifier: a case here (with its `name`, `map` and `role`), its decoding, and the part
/// of the engine that honours it (the painter, for a drawing effect).
public enum ModifierKind<P: ViewPhase>: Sendable {
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case layoutPriority(Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(Double?, ContentMode)
    case background(P.View, Alignment)
    case overlay(P.View, Alignment)
    case opacity(Double)
    case clipShape(ShapeKind)
    case cornerRadius(Double)
    case containerShape(ShapeKind)
    /// The widget's background; honoured on the top-level view, where it fills the whole widget.
    case containerBackground(P.View)
    case widgetURL(P.Text)
    case link(P.Text)
    /// `.offset(x:y:)`: moves the drawing; layout frames do not change (as in SwiftUI).
    case offset(x: Double, y: Double)
    /// `.scaleEffect(x:y:anchor:)`: scales the drawing about a point of the layer's frame; no layout effect.
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    /// `.rotationEffect(.degrees(d), anchor:)`: clockwise on screen; no layout effect.
    case rotationEffect(degrees: Double, anchor: UnitPoint)
    /// `.trim(from:to:)` on a shape: the part of its outline between the two fractions of its length.
    case trim(from: Double, to: Double)
    /// `.stroke(color, style:)`, or `.strokeBorder(...)` (`border`: the stroke lies inside the shape's
    /// frame) on a shape; a nil colour is the foreground colour.
    case stroke(P.Color?, StrokeStyle, border: Bool)
    /// `Image.renderingMode(.template)`: the image's alpha filled with the foreground colour.
    case renderingMode(ImageRenderingMode)
    /// `Image.widgetAccentedRenderingMode(_:)`: how the image is drawn in the accented mode.
    case widgetAccentedRenderingMode(WidgetAccentedRenderingMode)
    /// `.gridCellColumns(n)`: a Grid cell spanning `n` columns.
    case gridCellColumns(Int)
    /// `.gridColumnAlignment(_:)`: the horizontal alignment of every cell in this cell's Grid column.
    case gridColumnAlignment(HorizontalAlignment)
    /// `.gridCellUnsizedAxes(_:)`: the cell does not size its Grid column (horizontal) or row (vertical).
    case gridCellUnsizedAxes(AxisSet)
    /// `.blur(radius:opaque:)`: the layer blurred with a Gaussian of standard deviation `radius`
    /// points; `opaque` extends the edge pixels instead of fading to transparent, and keeps the
    /// blur inside the frame.
    case blur(radius: Double, opaque: Bool)
    /// `.shadow(color:radius:x:y:)`: the layer's alpha in `color`, blurred (standard deviation
    /// `radius` points) and moved by (x, y), drawn under the layer.
    case shadow(P.Color, radius: Double, x: Double, y: Double)
    /// `.grayscale`, `.saturation`, `.brightness`, `.contrast`: a colour filter on the layer.
    case colorEffect(ColorEffect)

    /// The modifier's name as written in layout files and shown in dumps.
    public var name: String {
        switch self {
        case .padding: "padding"
        case .frame: "frame"
        case .layoutPriority: "layoutPriority"
        case .fixedSize: "fixedSize"
        case .aspectRatio: "aspectRatio"
        case .background: "background"
        case .overlay: "overlay"
        case .opacity: "opacity"
        case .clipShape: "clipShape"
        case .cornerRadius: "cornerRadius"
        case .containerShape: "containerShape"
        case .containerBackground: "containerBackground"
        case .widgetURL: "widgetURL"
        case .link: "link"
        case .offset: "offset"
        case .scaleEffect: "scaleEffect"
        case .rotationEffect: "rotationEffect"
        case .trim: "trim"
        case .stroke(_, _, let border): border ? "strokeBorder" : "stroke"
        case .renderingMode: "renderingMode"
        case .widgetAccentedRenderingMode: "widgetAccentedRenderingMode"
        case .gridCellColumns: "gridCellColumns"
        case .gridColumnAlignment: "gridColumnAlignment"
        case .gridCellUnsizedAxes: "gridCellUnsizedAxes"
        case .blur: "blur"
        case .shadow: "shadow"
        case .colorEffect(let e): e.name
        }
    }

    /// The same modifier in another phase; `path` is the modifier's source path, and `view` maps
    /// a secondary view.
    public func map<Q: ViewPhase>(_ f: PhaseMap<P, Q>, at path: JSONPath, view: (P.View) -> Q.View) -> ModifierKind<Q> {
        switch self {
        case .padding(let e): .padding(e)
        case .frame(let s): .frame(s)
        case .layoutPriority(let p): .layoutPriority(p)
        case .fixedSize(let h, let v): .fixedSize(horizontal: h, vertical: v)
        case .aspectRatio(let r, let m): .aspectRatio(r, m)
        case .background(let v, let a): .background(view(v), a)
        case .overlay(let v, let a): .overlay(view(v), a)
        case .opacity(let o): .opacity(o)
        case .clipShape(let s): .clipShape(s)
        case .cornerRadius(let r): .cornerRadius(r)
        case .containerShape(let s): .containerShape(s)
        case .containerBackground(let v): .containerBackground(view(v))
        case .widgetURL(let u): .widgetURL(f.text(u, path))
        case .link(let u): .link(f.text(u, path))
        case .offset(let x, let y): .offset(x: x, y: y)
        case .scaleEffect(let x, let y, let a): .scaleEffect(x: x, y: y, anchor: a)
        case .rotationEffect(let d, let a): .rotationEffect(degrees: d, anchor: a)
        case .trim(let from, let to): .trim(from: from, to: to)
        case .stroke(let c, let style, let border): .stroke(c.map { f.color($0, path.appending(key: "color")) }, style, border: border)
        case .renderingMode(let m): .renderingMode(m)
        case .widgetAccentedRenderingMode(let m): .widgetAccentedRenderingMode(m)
        case .gridCellColumns(let n): .gridCellColumns(n)
        case .gridColumnAlignment(let a): .gridColumnAlignment(a)
        case .gridCellUnsizedAxes(let a): .gridCellUnsizedAxes(a)
        case .blur(let r, let opaque): .blur(radius: r, opaque: opaque)
        case .shadow(let c, let r, let x, let y): .shadow(f.color(c, path.appending(key: "color")), radius: r, x: x, y: y)
        case .colorEffect(let e): .colorEffect(e)
        }
    }

    /// What the modifier does in layout.
    public var role: ModifierRole<P.View> {
        switch self {
        case .padding(let e): .padding(e)
        case .frame(let s): .frame(s)
        case .layoutPriority(let p): .layoutPriority(p)
        case .fixedSize(let h, let v): .fixedSize(horizontal: h, vertical: v)
        case .aspectRatio(let r, let m): .aspectRatio(r, m)
        case .background(let v, let a): .secondary(v, a, inFront: false)
        case .overlay(let v, let a): .secondary(v, a, inFront: true)
        case .containerShape(let s): .containerShape(s)
        case .containerBackground(let v): .containerBackground(v)
        case .clipShape(let s): .decoration(corners: .shape(s))
        case .cornerRadius(let r): .decoration(corners: .radius(r))
        case .opacity, .widgetURL, .link, .offset, .scaleEffect, .rotationEffect, .trim, .stroke, .renderingMode, .widgetAccentedRenderingMode: .decoration(corners: nil)
        // Grid cell traits: read by the enclosing Grid from the cell's modifiers; no layer of their own.
        case .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes: .decoration(corners: nil)
        case .blur, .shadow, .colorEffect: .decoration(corners: nil)
        }
    }
}

/// A layout or drawing modifier with every binding evaluated.
public typealias ResolvedModifierKind = ModifierKind<ResolvedPhase>
