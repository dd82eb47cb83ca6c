import ChartScales
import Foundation
import WidgetSnapUI

/// Marks and groups of marks, as a `Chart`'s content: `BarMark`, `ForEach` of marks, an app's own
/// `ChartContent` whose `body` gives marks.
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ChartContent {}

extension ChartContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive chart content and has no body") }
}

/// Content that gives its marks itself (marks, blocks, `ForEach`, modified content).
@MainActor @preconcurrency
public protocol _PrimitiveChartContent {
    func _marks(_ out: inout [ChartMarkSpec])
}

/// The marks of `content`, in declaration order.
@MainActor
func marks<C: ChartContent>(of content: C) -> [ChartMarkSpec] {
    var out: [ChartMarkSpec] = []
    collect(content, &out)
    return out
}

@MainActor
func collect<C: ChartContent>(_ content: C, _ out: inout [ChartMarkSpec]) {
    if let p = content as? any _PrimitiveChartContent { p._marks(&out); return }
    collect(content.body, &out)
}

/// Nothing to plot.
public struct EmptyChartContent: ChartContent, _PrimitiveChartContent {
    public typealias Body = Never
    public nonisolated init() {}
    public func _marks(_ out: inout [ChartMarkSpec]) {}
}

/// The content of a `@ChartContentBuilder` block, in order.
public struct TupleChartContent<T>: ChartContent, _PrimitiveChartContent {
    public typealias Body = Never
    let collectors: [@MainActor (inout [ChartMarkSpec]) -> Void]
    public func _marks(_ out: inout [ChartMarkSpec]) { for c in collectors { c(&out) } }
}

/// `if`/`else` in a chart builder.
public struct _ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent, _PrimitiveChartContent {
    public typealias Body = Never
    enum Storage { case first(T), second(F) }
    let storage: Storage
    public func _marks(_ out: inout [ChartMarkSpec]) {
        switch storage {
        case .first(let c): collect(c, &out)
        case .second(let c): collect(c, &out)
        }
    }
}

/// Content of any type (`if #available`, `for` loops).
public struct AnyChartContent: ChartContent, _PrimitiveChartContent {
    public typealias Body = Never
    let collector: @MainActor (inout [ChartMarkSpec]) -> Void
    public init<C: ChartContent>(_ content: C) { collector = { collect(content, &$0) } }
    init(collector: @escaping @MainActor (inout [ChartMarkSpec]) -> Void) { self.collector = collector }
    public func _marks(_ out: inout [ChartMarkSpec]) { collector(&out) }
}

extension Optional: ChartContent where Wrapped: ChartContent {}
extension Optional: _PrimitiveChartContent where Wrapped: ChartContent {
    public func _marks(_ out: inout [ChartMarkSpec]) {
        if case .some(let c) = self { collect(c, &out) }
    }
}

/// Builds chart content from closures: blocks, `if`, `if`/`else`, `switch`, `for` and `if #available`.
@MainActor @resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<(repeat each C)> {
        var collectors: [@MainActor (inout [ChartMarkSpec]) -> Void] = []
        for c in repeat each content { collectors.append { collect(c, &$0) } }
        return TupleChartContent(collectors: collectors)
    }
    public static func buildIf<C: ChartContent>(_ content: C?) -> C? { content }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> { _ConditionalChartContent(storage: .first(first)) }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> { _ConditionalChartContent(storage: .second(second)) }
    public static func buildArray<C: ChartContent>(_ components: [C]) -> AnyChartContent {
        AnyChartContent { out in for c in components { collect(c, &out) } }
    }
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent { AnyChartContent(content) }
}

extension ForEach: ChartContent where Content: ChartContent {}

extension ForEach: _PrimitiveChartContent where Content: ChartContent {
    public func _marks(_ out: inout [ChartMarkSpec]) {
        for element in data { collect(content(element), &out) }
    }
}

extension ForEach where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(_data: data, id: id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ChartContentBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(_data: data, id: \.id, content: content)
    }
}

/// Content with modifiers applied to each of its marks.
public struct _ModifiedChartContent<C: ChartContent>: ChartContent, _PrimitiveChartContent {
    public typealias Body = Never
    let content: C
    let apply: (inout ChartMarkSpec) -> Void
    public func _marks(_ out: inout [ChartMarkSpec]) {
        var inner: [ChartMarkSpec] = []
        collect(content, &inner)
        for var m in inner { apply(&m); out.append(m) }
    }
}

extension ChartContent {
    func modified(_ apply: @escaping (inout ChartMarkSpec) -> Void) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self, apply: apply) }
}
