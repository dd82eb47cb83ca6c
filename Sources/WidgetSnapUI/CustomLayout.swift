import Foundation
import WidgetModel

// SwiftUI's `Layout` protocol: an app's container whose `sizeThatFits` and `placeSubviews` the layout
// engine calls while it lays the widget out (``CustomLayout``), with subviews the engine sizes.

/// A size proposed to a view: nil on an axis is unspecified (the view's ideal length).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal with `size`'s lengths where it is unspecified (10 × 10 by default, as SwiftUI's).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
    var lengths: (Double?, Double?) { (width.map(Double.init), height.map(Double.init)) }
}

/// The space a view prefers next to its neighbours: 8 pt, as a stack's default spacing (0 for `.zero`).
public struct ViewSpacing: Hashable, Sendable {
    var preferred: CGFloat
    public init() { preferred = 8 }
    public static let zero: ViewSpacing = { var s = ViewSpacing(); s.preferred = 0; return s }()
    /// The space between this view and `next` along `axis`: the larger of their preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(preferred, next.preferred) }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { preferred = max(preferred, other.preferred) }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { var s = self; s.formUnion(other, edges: edges); return s }
}

/// A view's size with its alignment guides (`dimensions(in:)`).
public struct ViewDimensions: Hashable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide.model {
        case .leading: 0
        case .trailing: width
        default: width / 2
        }
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.model {
        case .top: 0
        case .center: height / 2
        default: height // bottom; text baselines are taken at the bottom
        }
    }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A value a view gives the layout containing it: `.layoutValue(key: Rank.self, value: 2)`, read as `subview[Rank.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { modified(.trait(ObjectIdentifier(key), value)) }
}

/// Where the subviews of one `placeSubviews` call were placed.
final class PlacementRecorder: @unchecked Sendable {
    var placements: [CustomLayoutPlacement?]
    init(count: Int) { placements = Array(repeating: nil, count: count) }
}

/// One subview of a custom layout.
public struct LayoutSubview: Equatable {
    let index: Int
    let access: CustomLayoutSubviews
    let traits: [ObjectIdentifier: Any]
    let recorder: PlacementRecorder?

    /// The size the subview takes for `proposal` (the engine's sizing).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let (w, h) = proposal.lengths
        let s = access.size(index, w, h)
        return CGSize(width: s.width, height: s.height)
    }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let s = sizeThatFits(proposal)
        return ViewDimensions(width: s.width, height: s.height)
    }
    /// Places the subview's `anchor` at `position`, sized for `proposal` (only in `placeSubviews`).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let (w, h) = proposal.lengths
        recorder?.placements[index] = CustomLayoutPlacement(x: Double(position.x), y: Double(position.y), anchorX: Double(anchor.x), anchorY: Double(anchor.y),
                                                            width: w, height: h)
    }
    public var priority: Double { access.priority(index) }
    public var spacing: ViewSpacing { ViewSpacing() }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { traits[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.index == b.index }
}

/// A custom layout's subviews, in the order they are declared.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews
    let access: CustomLayoutSubviews
    let traits: [[ObjectIdentifier: Any]]
    let recorder: PlacementRecorder?
    let range: Range<Int>
    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(index: index, access: access, traits: traits[index], recorder: recorder) }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(access: access, traits: traits, recorder: recorder, range: bounds) }
    public var layoutDirection: LayoutDirection { .leftToRight }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.range == b.range && a.traits.count == b.traits.count }
}

/// Properties of a layout (accepted).
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// An app's layout container, as SwiftUI's: `MyLayout { views }` draws the views where its
/// `placeSubviews` puts them, in the size its `sizeThatFits` chooses; both run inside the layout
/// engine with the proposal the container gets. The cache is made once per evaluation.
public protocol Layout {
    typealias Subviews = LayoutSubviews
    associatedtype Cache = Void
    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }

    /// The layout as a container of `content`.
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { _CustomLayoutView(layout: self, content: content()) }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Self.Subviews) -> Void { () }
}

/// A layout value and its cache, shared by the engine's calls (made on first use).
private final class LayoutState<L: Layout>: @unchecked Sendable {
    let layout: L
    let traits: [[ObjectIdentifier: Any]]
    private var cache: L.Cache?
    private let lock = NSRecursiveLock()
    init(layout: L, traits: [[ObjectIdentifier: Any]]) { self.layout = layout; self.traits = traits }

    func subviews(_ access: CustomLayoutSubviews, _ recorder: PlacementRecorder?) -> LayoutSubviews {
        LayoutSubviews(access: access, traits: traits, recorder: recorder, range: 0..<access.count)
    }

    /// The engine's `sizeThatFits` call: the layout's, with its cache.
    func sizeThatFits(_ w: Double?, _ h: Double?, _ access: CustomLayoutSubviews) -> (Double, Double) {
        let subviews = self.subviews(access, nil)
        let s = withCache(subviews) { layout.sizeThatFits(proposal: ProposedViewSize(width: w.map { CGFloat($0) }, height: h.map { CGFloat($0) }),
                                                          subviews: subviews, cache: &$0) }
        return (Double(s.width), Double(s.height))
    }

    /// The engine's `placeSubviews` call: where the layout put each subview.
    func placeSubviews(_ b: CustomLayoutBounds, _ w: Double?, _ h: Double?, _ access: CustomLayoutSubviews) -> [CustomLayoutPlacement?] {
        let recorder = PlacementRecorder(count: access.count)
        let subviews = self.subviews(access, recorder)
        withCache(subviews) {
            layout.placeSubviews(in: CGRect(x: b.x, y: b.y, width: b.width, height: b.height),
                                 proposal: ProposedViewSize(width: w.map { CGFloat($0) }, height: h.map { CGFloat($0) }),
                                 subviews: subviews, cache: &$0)
        }
        return recorder.placements
    }

    func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        var c = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = c }
        return body(&c)
    }
}

struct _CustomLayoutView<L: Layout, Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content
    func _nodes(_ context: _EvaluationContext) -> [_Node] {
        let nodes = evaluate(content, context)
        let kids = nodes.map { n in var v = n.view; v.path = "/" + n.component + v.path; return v }
        let state = LayoutState(layout: layout, traits: nodes.map(\.traits))
        let custom = CustomLayout(name: String(describing: L.self), sizeThatFits: state.sizeThatFits, placeSubviews: state.placeSubviews)
        return [_Node(key: [], view: ResolvedView(path: "", content: .container(.custom(custom)), children: kids, modifiers: [], environment: context.env),
                      modifierCount: 0)]
    }
}
