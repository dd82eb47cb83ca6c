/// A view as declared in a layout file, before bindings are evaluated.
public struct ViewNode: Sendable {
    public var kind: ViewKind
    /// The views a stack arranges, in order (empty for other kinds).
    public var children: [ViewNode]
    public var modifiers: [Modifier]
    /// Where the view was declared, for diagnostics.
    public var sourcePath: JSONPath
    public init(kind: ViewKind, children: [ViewNode] = [], modifiers: [Modifier], sourcePath: JSONPath) {
        self.kind = kind; self.children = children; self.modifiers = modifiers; self.sourcePath = sourcePath
    }
}

public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable { case leading, center, trailing }
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A two-axis alignment such as `topLeading`.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(_ horizontal: HorizontalAlignment, _ vertical: VerticalAlignment) { self.horizontal = horizontal; self.vertical = vertical }

    public static let center = Alignment(.center, .center)
    public static let named: [String: Alignment] = [
        "topLeading": Alignment(.leading, .top), "top": Alignment(.center, .top), "topTrailing": Alignment(.trailing, .top),
        "leading": Alignment(.leading, .center), "center": .center, "trailing": Alignment(.trailing, .center),
        "bottomLeading": Alignment(.leading, .bottom), "bottom": Alignment(.center, .bottom),
        "bottomTrailing": Alignment(.trailing, .bottom),
    ]
}

public enum StackAxis: String, Sendable, Hashable { case horizontal, vertical }
public enum ContentMode: String, Sendable, Hashable, CaseIterable { case fit, fill }
public enum CornerStyle: String, Sendable, Hashable, CaseIterable { case continuous, circular }
public enum UnitPoint: String, Sendable, Hashable, CaseIterable {
    case top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing, center
    /// Unit coordinates (0...1, y down).
    public var point: (x: Double, y: Double) {
        switch self {
        case .top: (0.5, 0)
        case .bottom: (0.5, 1)
        case .leading: (0, 0.5)
        case .trailing: (1, 0.5)
        case .topLeading: (0, 0)
        case .topTrailing: (1, 0)
        case .bottomLeading: (0, 1)
        case .bottomTrailing: (1, 1)
        case .center: (0.5, 0.5)
        }
    }
}

/// A shape, as a view or as a clip/container shape.
public enum ShapeKind: Sendable, Hashable {
    case rectangle
    case roundedRectangle(radius: Double, style: CornerStyle)
    case circle
    case capsule
    case ellipse
    case containerRelative
    /// A path: SVG path data in a view box (the `Path` view), or an app's `Shape`.
    case path(ShapePath)

    public var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .containerRelative: "ContainerRelativeShape"
        case .path: "Path"
        }
    }
}

public enum GaugeStyle: String, Sendable, Hashable, CaseIterable {
    case linear, linearCapacity, circular, circularCapacity
}

/// What a declared view is: a view kind (its strings are templates with `{expression}` bindings,
/// its colours names or templates), or control flow, which resolution replaces by the views it
/// stands for. Control-flow fields marked as expressions are whole expressions.
public indirect enum ViewKind: Sendable {
    case content(ViewContent<DeclaredPhase>)
    /// Repeats `content` for each item of the collection expression, at most `limit` times.
    case forEach(collection: String, itemName: String, limit: Int?, content: ViewNode)
    /// `if condition { then } else { otherwise }`; the condition is an expression.
    case conditional(condition: String, then: ViewNode, otherwise: ViewNode?)
    /// A switch on an expression's string value (e.g. `family`).
    case switchCase(value: String, cases: [(String, ViewNode)], defaultCase: ViewNode?)

    /// The view's name as written in layout files.
    public var name: String {
        switch self {
        case .content(let c): c.name
        case .forEach: "ForEach"
        case .conditional: "If"
        case .switchCase: "Switch"
        }
    }
}

/// Per-edge lengths.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }
    public static let zero = EdgeInsets(all: 0)
    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// `.frame(...)`: fixed when only width/height are given, flexible otherwise.
public struct FrameSpec: Sendable, Hashable {
    public var width: Double?, height: Double?
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment
    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
                maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.width = width; self.height = height; self.minWidth = minWidth; self.idealWidth = idealWidth
        self.maxWidth = maxWidth; self.minHeight = minHeight; self.idealHeight = idealHeight
        self.maxHeight = maxHeight; self.alignment = alignment
    }
    public var isFlexible: Bool {
        [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].contains { $0 != nil }
    }
}

/// A declared view modifier, in the order written (the first is applied first, innermost).
public enum Modifier: Sendable {
    /// A layout or drawing modifier, kept in the resolved tree.
    case layer(ModifierKind<DeclaredPhase>)
    /// Sets an inherited value (font, colour, ...).
    case environment(EnvironmentModifier)
    /// A widget-level setting: no content margins.
    case contentMarginsDisabled

    public var name: String {
        switch self {
        case .layer(let m): m.name
        case .environment(let m): m.name
        case .contentMarginsDisabled: "contentMarginsDisabled"
        }
    }
}
