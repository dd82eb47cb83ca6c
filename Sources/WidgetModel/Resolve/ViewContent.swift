/// What a view draws or how it arranges its children: every view kind, declared once for both
/// phases. Children of stacks live beside the content (``ViewNode/children``,
/// ``ResolvedView/children``); control flow (ForEach, If, Switch) exists only in the declared
/// tree (``ViewKind``).
public enum ViewContent<P: ViewPhase>: Sendable {
    case stack(axis: StackAxis, horizontal: HorizontalAlignment, vertical: VerticalAlignment, spacing: Double?)
    case zstack(Alignment)
    case text(P.Text)
    /// A text of runs, each with its own style (`{Text: ["a ", {text: "b", italic: true}]}`, `Text + Text`).
    case styledText([TextRun<P>])
    /// An asset from `Assets/Images`.
    case image(name: P.Text, resizable: Bool, contentMode: ContentMode?)
    /// An SF Symbols name. `resizable` (SwiftUI's `Image(systemName:).resizable()`): the symbol takes
    /// the size proposed to it, as a resizable image does, and is drawn scaled to its frame.
    case symbol(P.Text, resizable: Bool = false)
    case spacer(minLength: Double?)
    case divider
    case color(P.Color)
    case linearGradient(colors: [P.Color], start: UnitPoint, end: UnitPoint)
    case shape(ShapeKind, fill: P.Color?, stroke: P.Color?, lineWidth: Double)
    /// Gauge and ProgressView: `value` between the bounds `min` and `max`.
    case gauge(value: P.Number, min: Double, max: Double, style: GaugeStyle, label: P.Text?, currentValueLabel: P.Text?, isProgressView: Bool)
    /// ViewThatFits, GeometryReader, Grid, GridRow, LazyVGrid, LazyHGrid (``LayoutContainer``).
    case container(LayoutContainer)
    /// A gradient with stops at given locations (0...1, in order): linear, radial, elliptical or
    /// angular. (``linearGradient`` spaces its colours evenly.)
    case gradient(GradientGeometry, colors: [P.Color], locations: [Double])

    /// A text, plain or styled.
    public var isText: Bool {
        switch self {
        case .text, .styledText: true
        default: false
        }
    }

    /// The view's name as written in layout files and shown in dumps: `VStack`, `Text`, ...
    public var name: String {
        switch self {
        case .stack(let axis, _, _, _): axis == .horizontal ? "HStack" : "VStack"
        case .zstack: "ZStack"
        case .text, .styledText: "Text"
        case .image: "Image"
        case .symbol: "Symbol"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .color: "Color"
        case .linearGradient: "LinearGradient"
        case .shape(let s, _, _, _): s.name
        case .gauge(_, _, _, _, _, _, let p): p ? "ProgressView" : "Gauge"
        case .container(let c): c.name
        case .gradient(let g, _, _): g.name
        }
    }

    /// The same view in another phase. `node` is the view's source path; its argument is at
    /// `node.<name>`, and a gauge's labels at `node.label` and `node.currentValueLabel`.
    /// Fields are mapped in the order they are written.
    public func map<Q: ViewPhase>(_ f: PhaseMap<P, Q>, at node: JSONPath) -> ViewContent<Q> {
        let arg = node.appending(key: name)
        switch self {
        case .stack(let axis, let h, let v, let spacing): return .stack(axis: axis, horizontal: h, vertical: v, spacing: spacing)
        case .zstack(let a): return .zstack(a)
        case .text(let t): return .text(f.text(t, arg))
        case .styledText(let runs): return .styledText(runs.enumerated().map { $1.map(f, at: arg.appending(index: $0)) })
        case .image(let n, let resizable, let mode): return .image(name: f.text(n, arg), resizable: resizable, contentMode: mode)
        case .symbol(let n, let resizable): return .symbol(f.text(n, arg), resizable: resizable)
        case .spacer(let m): return .spacer(minLength: m)
        case .divider: return .divider
        case .color(let c): return .color(f.color(c, arg))
        case .linearGradient(let colors, let start, let end):
            let p = arg.appending(key: "colors")
            return .linearGradient(colors: colors.enumerated().map { f.color($1, p.appending(index: $0)) }, start: start, end: end)
        case .shape(let s, let fill, let stroke, let width):
            let mappedFill = fill.map { f.color($0, arg.appending(key: "fill")) }
            return .shape(s, fill: mappedFill, stroke: stroke.map { f.color($0, arg.appending(key: "stroke")) }, lineWidth: width)
        case .gauge(let value, let lo, let hi, let style, let label, let current, let isProgress):
            let v = f.number(value, arg)
            let l = label.map { f.text($0, node.appending(key: "label")) }
            return .gauge(value: v, min: lo, max: hi, style: style, label: l,
                          currentValueLabel: current.map { f.text($0, node.appending(key: "currentValueLabel")) }, isProgressView: isProgress)
        case .container(let c): return .container(c)
        case .gradient(let g, let colors, let locations):
            let p = arg.appending(key: "stops")
            return .gradient(g, colors: colors.enumerated().map { f.color($1, p.appending(index: $0).appending(key: "color")) }, locations: locations)
        }
    }
}

extension ViewContent where P == ResolvedPhase {
    /// A gauge's value as a position between its bounds, clamped to 0...1 (0 for a value that is not a number).
    public static func fraction(_ value: Double?, min lo: Double, max hi: Double) -> Double {
        guard let value else { return 0 }
        return Swift.max(0, Swift.min(1, (value - lo) / (hi - lo)))
    }
}

/// A view kind with every binding evaluated.
public typealias ResolvedContent = ViewContent<ResolvedPhase>
