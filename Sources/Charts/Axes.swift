import ChartScales
import Foundation
import WidgetSnapUI
import enum WidgetModel.ChartAxisValues

/// One value of an axis, as `AxisMarks`' content closure gets it.
public struct AxisValue {
    let input: PlotInput
    /// The value's position among the axis' values, and how many there are.
    public let index: Int
    public let count: Int
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch input {
        case .number(let v):
            if P.self == Double.self { return v as? P }
            if P.self == Int.self { return Int(exactly: v.rounded()) as? P }
            if P.self == Float.self { return Float(v) as? P }
            if P.self == CGFloat.self { return CGFloat(v) as? P }
            return nil
        case .date(let d): return d as? P
        case .category(let c):
            if let v = (c as? P) ?? (c as? P.PrimitivePlottable).flatMap({ P(primitivePlottable: $0) }) { return v }
            // A number's category (`type: .category`) reads back as the number.
            return Double(c).flatMap { AxisValue(input: .number($0), index: index, count: count).as(P.self) }
        }
    }
}

/// Which values an axis marks: automatic (about `desiredCount`), every `stride`, or the values given.
public struct AxisMarkValues {
    let kind: ChartAxisValues
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, roundLower: nil, roundUpper: nil)) }
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, roundLower: roundLowerBound, roundUpper: roundUpperBound))
    }
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(kind: .numberStride(step)) }
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { AxisMarkValues(kind: .dateStride(component, count)) }
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues { AxisMarkValues(kind: .values(values.map { PlotInput($0) })) }
}

/// Where an axis' marks go.
public struct AxisMarkPosition: Equatable, Sendable {
    enum Side: Sendable { case automatic, leading, trailing, top, bottom }
    let side: Side
    public static let automatic = AxisMarkPosition(side: .automatic)
    public static let leading = AxisMarkPosition(side: .leading)
    public static let trailing = AxisMarkPosition(side: .trailing)
    public static let top = AxisMarkPosition(side: .top)
    public static let bottom = AxisMarkPosition(side: .bottom)
}

/// What an axis mark draws at one value.
public struct AxisMarkParts {
    package var gridLine: ModelStrokeStyle?
    package var gridStyle: MarkStyle?
    package var tick: ModelStrokeStyle?
    package var tickLength: Double?
    var label: AxisLabelContent?
    package var labelCentered = false
    var labelStyle: MarkStyle?
    var labelFont: Font?
    /// Styles and fonts set on the whole mark apply to each part that has none.
    mutating func apply(style: MarkStyle?, font: Font?) {
        if let style { if gridStyle == nil { gridStyle = style }; if labelStyle == nil { labelStyle = style } }
        if let font, labelFont == nil { labelFont = font }
    }
}

/// A label's text: the axis' own format, a format style, or the app's view.
enum AxisLabelContent {
    case automatic
    case format((PlotInput) -> String?)
    case view(AnyView)
}

/// A part of an axis mark: `AxisGridLine`, `AxisTick`, `AxisValueLabel`, or a block of them.
@MainActor @preconcurrency
public protocol AxisMark {
    func _apply(_ parts: inout AxisMarkParts)
}

public struct AxisGridLine: AxisMark {
    let stroke: StrokeStyle
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        self.stroke = stroke ?? StrokeStyle(lineWidth: CGFloat(ChartMetrics.gridLineWidth))
    }
    public func _apply(_ parts: inout AxisMarkParts) { parts.gridLine = stroke.model }
}

public struct AxisTick: AxisMark {
    let stroke: StrokeStyle
    let length: Double?
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
        self.stroke = stroke ?? StrokeStyle(lineWidth: CGFloat(ChartMetrics.gridLineWidth)); self.length = length.map(Double.init)
    }
    public func _apply(_ parts: inout AxisMarkParts) { parts.tick = stroke.model; parts.tickLength = length }
}

public struct AxisValueLabel: AxisMark {
    let content: AxisLabelContent
    let centered: Bool
    /// The axis' own label (docs/charts.md, "Labels"); `centered` puts a date's label in the middle of its unit.
    public init(centered: Bool? = nil) { content = .automatic; self.centered = centered ?? false }
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) where F.FormatOutput == String {
        self.centered = centered ?? false
        content = .format { input in
            switch input {
            case .number(let v):
                if let x = v as? F.FormatInput { return format.format(x) }
                if let x = Int(exactly: v.rounded()) as? F.FormatInput { return format.format(x) }
                return nil
            case .date(let d): return (d as? F.FormatInput).map { format.format($0) }
            case .category(let c): return (c as? F.FormatInput).map { format.format($0) }
            }
        }
    }
    public init<Content: View>(centered: Bool? = nil, @ViewBuilder content: () -> Content) {
        self.centered = centered ?? false
        self.content = .view(AnyView(content()))
    }
    public func _apply(_ parts: inout AxisMarkParts) { parts.label = content; parts.labelCentered = centered }
}

/// Several axis mark parts, or one with a style or font.
public struct _AxisMarkGroup: AxisMark {
    let apply: @MainActor (inout AxisMarkParts) -> Void
    public func _apply(_ parts: inout AxisMarkParts) { apply(&parts) }
}

extension AxisMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let s = MarkStyle(style)
        let inner = self
        return _AxisMarkGroup { parts in
            var own = AxisMarkParts(); inner._apply(&own)
            own.apply(style: s, font: nil)
            parts.merge(own)
        }
    }
    public func font(_ font: Font?) -> some AxisMark {
        let inner = self
        return _AxisMarkGroup { parts in
            var own = AxisMarkParts(); inner._apply(&own)
            own.apply(style: nil, font: font)
            parts.merge(own)
        }
    }
}

extension AxisMarkParts {
    mutating func merge(_ o: AxisMarkParts) {
        if o.gridLine != nil { gridLine = o.gridLine; gridStyle = o.gridStyle }
        if o.tick != nil { tick = o.tick; tickLength = o.tickLength }
        if o.label != nil { label = o.label; labelStyle = o.labelStyle; labelFont = o.labelFont; labelCentered = o.labelCentered }
    }
}

/// Builds an axis mark's parts; every part is erased to one group as it is built, so `if`, `if let`
/// and `if`…`else` blocks of any parts type-check (a generic `buildIf` could not infer its type when
/// an `if` was followed by another part).
@MainActor @resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ m: M) -> _AxisMarkGroup {
        _AxisMarkGroup { p in var own = AxisMarkParts(); m._apply(&own); p.merge(own) }
    }
    public static func buildBlock(_ groups: _AxisMarkGroup...) -> _AxisMarkGroup {
        _AxisMarkGroup { p in for g in groups { g.apply(&p) } }
    }
    public static func buildOptional(_ g: _AxisMarkGroup?) -> _AxisMarkGroup { g ?? _AxisMarkGroup { _ in } }
    public static func buildEither(first: _AxisMarkGroup) -> _AxisMarkGroup { first }
    public static func buildEither(second: _AxisMarkGroup) -> _AxisMarkGroup { second }
    public static func buildLimitedAvailability(_ g: _AxisMarkGroup) -> _AxisMarkGroup { g }
}

/// An axis' content: `AxisMarks`, several of them, or none.
@MainActor @preconcurrency
public protocol AxisContent {
    func _axisMarks(_ out: inout [AxisMarks])
}

/// Marks at an axis' values: by default a grid line, a tick and a label at each automatic value.
public struct AxisMarks: AxisContent {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    let content: (@MainActor (AxisValue) -> AxisMarkParts)?
    public init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        self.position = position; self.values = values; content = nil
    }
    public init<Content: AxisMark>(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                                   @AxisMarkBuilder content: @escaping @MainActor (AxisValue) -> Content) {
        self.position = position; self.values = values
        self.content = { v in var p = AxisMarkParts(); content(v)._apply(&p); return p }
    }
    /// Marks at exactly these values (`AxisMarks(values: [0, 50, 100])`), as `.values([…])`.
    public init<P: Plottable>(position: AxisMarkPosition = .automatic, values: [P]) {
        self.init(position: position, values: .values(values))
    }
    public init<P: Plottable, Content: AxisMark>(position: AxisMarkPosition = .automatic, values: [P],
                                                 @AxisMarkBuilder content: @escaping @MainActor (AxisValue) -> Content) {
        self.init(position: position, values: .values(values), content: content)
    }
    public func _axisMarks(_ out: inout [AxisMarks]) { out.append(self) }
}

public struct _AxisContentGroup: AxisContent {
    let marks: [AxisMarks]
    public func _axisMarks(_ out: inout [AxisMarks]) { out += marks }
}

/// Builds an axis' content; each part is erased to its marks as it is built (see ``AxisMarkBuilder``).
@MainActor @resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ c: C) -> _AxisContentGroup {
        var out: [AxisMarks] = []; c._axisMarks(&out); return _AxisContentGroup(marks: out)
    }
    public static func buildBlock(_ groups: _AxisContentGroup...) -> _AxisContentGroup { _AxisContentGroup(marks: groups.flatMap(\.marks)) }
    public static func buildOptional(_ g: _AxisContentGroup?) -> _AxisContentGroup { g ?? _AxisContentGroup(marks: []) }
    public static func buildEither(first: _AxisContentGroup) -> _AxisContentGroup { first }
    public static func buildEither(second: _AxisContentGroup) -> _AxisContentGroup { second }
    public static func buildLimitedAvailability(_ g: _AxisContentGroup) -> _AxisContentGroup { g }
}
