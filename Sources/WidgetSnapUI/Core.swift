import WidgetModel

/// A piece of user interface, as in SwiftUI: a value whose `body` describes other views.
///
/// widgetsnap evaluates `body` once, top-down, into the engine's ``ResolvedView`` tree (see
/// ``ViewResolution``); there is no state and no update cycle, as a widget is a snapshot.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the evaluator asks them for their nodes instead.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view the evaluator turns into nodes itself (stacks, text, shapes, control flow ...).
@MainActor @preconcurrency
public protocol _PrimitiveView {
    func _nodes(_ context: _EvaluationContext) -> [_Node]
}

/// Where a view is evaluated: the engine's inherited values and SwiftUI's environment values.
public struct _EvaluationContext {
    var env: ResolvedEnvironment
    var values: EnvironmentValues
    /// Privacy-sensitive views are redacted (the `privacy` state).
    var redactsPrivate: Bool
}

/// One evaluated view and its position among its siblings (see ``ViewResolution`` for paths).
public struct _Node {
    enum Token { case element(Int), item(Int) }
    var key: [Token]
    /// The view, its `path` relative to its parent until the tree is finished.
    var view: ResolvedView
    /// How many modifiers were declared on it (every modifier takes an index, as in layout files).
    var modifierCount: Int
    /// Values a parent layout reads (`layoutValue(key:value:)`), by key type.
    var traits: [ObjectIdentifier: Any] = [:]

    /// `2`, `2[3]`, `0[1][0]`: the child's path component under a stack.
    var component: String {
        guard let first = key.first else { return "0" }
        var out: String
        switch first {
        case .element(let i): out = String(i)
        case .item(let i): out = "0[\(i)]"
        }
        for t in key.dropFirst() {
            switch t {
            case .element(let i), .item(let i): out += "[\(i)]"
            }
        }
        return out
    }
}

/// Evaluates a view: a primitive gives its nodes; any other view's `body` is evaluated with the
/// environment of its position, which `@Environment` properties read.
@MainActor
func evaluate<V: View>(_ view: V, _ context: _EvaluationContext) -> [_Node] {
    if let primitive = view as? any _PrimitiveView { return primitive._nodes(context) }
    return EnvironmentValues.$current.withValue(context.values) { evaluate(view.body, context) }
}

/// A view that displays nothing.
public struct EmptyView: View, _PrimitiveView {
    public typealias Body = Never
    public nonisolated init() {}
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { [] }
}

/// The views of a `@ViewBuilder` block, in order.
public struct TupleView<T>: View, _PrimitiveView {
    public typealias Body = Never
    public var value: T
    let evaluators: [@MainActor (_EvaluationContext) -> [_Node]]
    init(value: T, evaluators: [@MainActor (_EvaluationContext) -> [_Node]]) { self.value = value; self.evaluators = evaluators }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        evaluators.enumerated().flatMap { i, f in
            f(context).map { n in var n = n; n.key.insert(.element(i), at: 0); return n }
        }
    }
}

/// `if`/`else` and `switch` in a view builder: one of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    public typealias Body = Never
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        switch storage {
        case .trueContent(let v): evaluate(v, context)
        case .falseContent(let v): evaluate(v, context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        switch self {
        case .some(let v): evaluate(v, context)
        case .none: []
        }
    }
}

/// A type-erased view.
public struct AnyView: View, _PrimitiveView {
    public typealias Body = Never
    let evaluator: @MainActor (_EvaluationContext) -> [_Node]
    public init<V: View>(_ view: V) { evaluator = { evaluate(view, $0) } }
    public init<V: View>(erasing view: V) { self.init(view) }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { evaluator(context) }
}

/// Views grouped without a container: modifiers on the group apply to each of them.
public struct Group<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { evaluate(content, context) }
}

/// Views for each element of a collection; each gets the path of the ForEach with `[index]`.
/// Its content need not be a view: `import Charts` makes a `ForEach` of marks chart content.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public typealias Body = Never
    public var data: Data
    public var content: @MainActor (Data.Element) -> Content

    /// The items and their content, for another module's builder (Charts' `ForEach` of marks).
    public init(_data data: Data, id: KeyPath<Data.Element, ID>, content: @escaping @MainActor (Data.Element) -> Content) {
        self.data = data; self.content = content
    }
}

extension ForEach: View, _PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.data = data; self.content = content
    }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        data.enumerated().flatMap { i, element in
            evaluate(content(element), context).map { n in var n = n; n.key.insert(.item(i), at: 0); return n }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// Builds views from closures, as SwiftUI's: blocks of any length, `if`, `if let`, `if`/`else`,
/// `switch` and `if #available`.
@MainActor @preconcurrency @resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    @available(*, unavailable, message: "this expression does not conform to 'View'")
    public static func buildExpression(_ invalid: Any) -> some View { fatalError() }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var evaluators: [@MainActor (_EvaluationContext) -> [_Node]] = []
        for v in repeat each content { evaluators.append { evaluate(v, $0) } }
        return TupleView(value: (repeat each content), evaluators: evaluators)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent(storage: .trueContent(first)) }

    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent(storage: .falseContent(second)) }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
