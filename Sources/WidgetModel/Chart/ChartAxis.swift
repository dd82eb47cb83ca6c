import ChartScales
import Foundation

/// What an axis draws at one of its values, as a front end describes it: the grid line and tick the plot strokes
/// (in `gridStyle`, else the grid's colour), and whether and how it labels the value.
package protocol ChartTickParts {
    associatedtype Style
    /// The default parts: the axis' own label, and these grid line and tick.
    init(gridLine: StrokeStyle?, tick: StrokeStyle?)
    var gridLine: StrokeStyle? { get }
    var tick: StrokeStyle? { get }
    var tickLength: Double? { get }
    var gridStyle: Style? { get }
    var hasLabel: Bool { get }
    /// A date's label in the middle of its unit (`AxisValueLabel(centered: true)`).
    var labelCentered: Bool { get }
    /// The label's text: `automatic` (the axis' own text) or the front end's for `value`; nil draws none.
    func labelText(_ value: ChartInput, automatic: () -> String) -> String?
}

/// One value an axis marks, with what it draws there.
package struct ChartTick<Parts: ChartTickParts> {
    package var input: ChartInput
    /// Its position along the axis as a share of the plot's length, from the left (x) or the top (y).
    package var fraction: Double
    /// The share of the plot's length a centred label moves by (half a date unit), else 0.
    package var centreShift: Double = 0
    package var parts: Parts
    package var text: String?
}

/// Which values an axis marks: automatic (about `desiredCount`), every `stride`, or the values given.
package enum ChartAxisValues {
    case automatic(desiredCount: Int?, roundLower: Bool?, roundUpper: Bool?)
    case numberStride(Double)
    case dateStride(Calendar.Component, Int)
    case values([ChartInput])
}

/// One set of axis marks (`AxisMarks`): where they go, their values and each value's parts (nil: the default).
package struct ChartAxisMarks<Parts: ChartTickParts> {
    package var leading: Bool
    package var values: ChartAxisValues
    package var content: ((ChartInput, Int, Int) -> Parts)?
    package init(leading: Bool, values: ChartAxisValues, content: ((ChartInput, Int, Int) -> Parts)?) {
        self.leading = leading; self.values = values; self.content = content
    }
}

/// An axis as the app sets it: its domain, scale type, range padding and marks.
package struct ChartAxisOptions<Parts: ChartTickParts> {
    package var domain: ChartDomainSetting
    package var hidden: Bool
    package var marks: [ChartAxisMarks<Parts>]
    package var transform: ScaleTransform = .identity
    package var padding: (start: Double, end: Double) = (0, 0)
    package init(domain: ChartDomainSetting, hidden: Bool, marks: [ChartAxisMarks<Parts>]) {
        self.domain = domain; self.hidden = hidden; self.marks = marks
    }
}

/// An axis resolved for a plot length: its scale and its marked values (docs/charts.md, "Axes"). Both front ends
/// resolve their axes here.
package struct ChartAxis<Parts: ChartTickParts> {
    /// The scale of the transformed values (a log axis: of their logarithms).
    package var scale: PositionScale
    package var ticks: [ChartTick<Parts>] = []
    package var leading = false
    package var hidden = false
    package var kind: ChartAxisKind
    package var isX = true
    /// The scale type's function (docs/charts.md, "Scale types").
    package var transform: ScaleTransform = .identity
    /// `range: .plotDimension(startPadding:endPadding:)`: points kept free at the domain's lower and upper ends.
    package var padding: (start: Double, end: Double) = (0, 0)
    /// A number axis' domain before its transform.
    package var domain: (Double, Double)?
    /// An x axis drawn right to left (docs/charts.md, "Dynamic Type and right-to-left"): positions are measured
    /// from the plot's right edge.
    package var mirrored = false

    package init(scale: PositionScale, kind: ChartAxisKind) { self.scale = scale; self.kind = kind }

    /// Whether the axis draws anything: a label, a grid line or a tick at some value.
    package var isShown: Bool {
        !hidden && ticks.contains { $0.parts.hasLabel || $0.parts.gridLine != nil || $0.parts.tick != nil }
    }

    /// Where `value` stands as a share of the unpadded axis, from the left (x) or the top (y).
    package func fraction(_ value: ScaleValue) -> Double? {
        var v = value
        if case .band = scale, case .number(let n) = value {
            // Numbers on a category scale (`type: .category`) stand for their names.
            v = .category(ChartInput.categoryName(n))
        } else if case .number(let n) = value {
            guard let t = transform.apply(n) else { return nil }
            v = .number(t)
        }
        return scale.position(v, length: 1, flipped: !isX)
    }

    /// The length the domain spans: the plot's, less the padding.
    package func inner(_ length: Double) -> Double { max(0, length - padding.start - padding.end) }

    /// The position of a share of the unpadded axis along a plot of `length` points (the lower end's padding
    /// is on the left of x, at the bottom of y).
    package func place(_ fraction: Double, length: Double) -> Double {
        let p = (isX ? padding.start : padding.end) + fraction * inner(length)
        return isX && mirrored ? length - p : p
    }

    /// The position of `value` along a plot of `length` points, from the left (x) or the top (y).
    package func position(_ value: ScaleValue, length: Double) -> Double? {
        fraction(value).map { place($0, length: length) }
    }

    /// The value at `position` along a plot of `length` points: a number, a date or a category (nil outside a
    /// category's bands).
    package func value(at position: Double, length: Double) -> ChartInput? {
        let inner = inner(length)
        guard inner > 0 else { return nil }
        var t = (position - (isX ? padding.start : padding.end)) / inner
        if !isX { t = 1 - t }
        switch scale {
        case .linear(let lo, let hi):
            let v = transform.invert(lo + t * (hi - lo))
            return kind == .date ? .date(Date(timeIntervalSince1970: v)) : .number(v)
        case .band(let names):
            let i = Int((t * Double(names.count)).rounded(.down))
            return names.indices.contains(i) ? .category(names[i]) : nil
        }
    }

    /// The axis of `model` along `length` points.
    package static func resolve<Mark>(x: Bool, model: ChartPlotModel<Mark>, options: ChartAxisOptions<Parts>, length: Double,
                                      locale: Locale) -> ChartAxis {
        let kind = x ? model.xKind : model.yKind
        let setting = options.domain
        let firstValues = options.marks.first?.values
        var desired = AxisDensity.desiredCount(length: length, vertical: !x)
        if case .automatic(let count?, _, _) = firstValues { desired = count }

        var axis: ChartAxis
        var numberStep = 1.0
        var dateStride = DateStride(.day, 1)
        switch kind {
        case .category:
            axis = ChartAxis(scale: .band(x ? model.xCategories : model.yCategories), kind: kind)
        case .number:
            let normalized = x ? model.normalizedX : model.normalizedY
            let transform = options.transform
            if transform == .log {
                // Powers of ten (docs/charts.md, "Scale types"); a domain the app gives is kept.
                let positive = (x ? model.xPositive : model.yPositive) ?? (1, 10)
                let (lo, hi): (Double, Double)
                if case .range(let a, let b) = setting { (lo, hi) = (a, b) } else { (lo, hi) = LogScale.domain(minimum: positive.0, maximum: positive.1) }
                axis = ChartAxis(scale: .linear(lower: log10(max(lo, .leastNormalMagnitude)), upper: log10(max(hi, .leastNormalMagnitude))), kind: kind)
                axis.transform = .log
                axis.domain = (lo, hi)
                break
            }
            let scale: NiceScale
            if case .range(let a, let b) = setting {
                scale = NiceScale.fixed(lower: a, upper: b, desiredCount: desired)
            } else {
                var includesZero: Bool? = nil
                if case .automatic(let z) = setting { includesZero = z }
                let e = normalized ? (0.0, 1.0) : ((x ? model.xExtent : model.yExtent) ?? (0, 1))
                var roundLower = true, roundUpper = true
                if case .automatic(_, let l, let u) = firstValues { roundLower = l ?? true; roundUpper = u ?? true }
                var domainMarks = NiceScale.Marks.automatic
                if options.hidden { domainMarks = .hidden } else if case .values(let v) = firstValues { domainMarks = .values(v.compactMap(\.number)) }
                scale = NiceScale.automatic(minimum: e.0, maximum: e.1, includesZero: includesZero ?? true, desiredCount: desired,
                                            roundLower: roundLower, roundUpper: roundUpper, marks: domainMarks)
            }
            numberStep = scale.step
            axis = ChartAxis(scale: .linear(lower: transform.apply(scale.lower) ?? scale.lower, upper: transform.apply(scale.upper) ?? scale.upper), kind: kind)
            axis.transform = transform
            axis.domain = (scale.lower, scale.upper)
        case .date:
            var lo: Double, hi: Double
            if case .range(let a, let b) = setting { lo = a; hi = b } else {
                let e = (x ? model.xExtent : model.yExtent) ?? (0, 86_400)
                lo = e.0; hi = e.1
                if lo == hi { lo -= 43_200; hi += 43_200 }
            }
            dateStride = DateTicks.stride(lower: Date(timeIntervalSince1970: lo), upper: Date(timeIntervalSince1970: hi), desiredCount: desired)
            axis = ChartAxis(scale: .linear(lower: lo, upper: hi), kind: kind)
        }
        axis.hidden = options.hidden
        axis.isX = x
        axis.padding = options.padding

        // The values marked, and each one's parts.
        let unit = x ? model.xUnit : model.yUnit
        for m in options.marks {
            if m.leading { axis.leading = true }
            let r = axis.values(m.values, categories: x ? model.xCategories : model.yCategories, desired: desired, numberStep: numberStep,
                                dateStride: dateStride, fixedDomain: { if case .range = setting { true } else { false } }())
            let (values, step, stride, logLabels) = (r.values, r.step, r.stride, r.logLabels || axis.transform == .log)
            let hairline = StrokeStyle(lineWidth: ChartMetrics.gridLineWidth)
            for (i, v) in values.enumerated() {
                let parts = m.content?(v, i, values.count)
                    ?? Parts(gridLine: kind != .category ? hairline : nil, tick: kind != .category && x ? hairline : nil)
                guard let p = axis.fraction(v.scaleValue) else { continue }
                var tick = ChartTick(input: v, fraction: p, parts: parts)
                if parts.labelCentered, kind == .date, let d = v.number, let u = unit ?? Optional(stride.component),
                   case .linear(let lo, let hi) = axis.scale, hi > lo {
                    let stepCount = unit == nil ? stride.count : 1
                    tick.centreShift = (ChartCalendar.add(u, to: d, count: stepCount) - d) / (hi - lo) / 2 * (x ? 1 : -1)
                }
                tick.text = parts.labelText(v) {
                    switch v {
                    // A log axis' values each show their own digits (0.01, 0.1, 1, 10).
                    case .number(let n): NumberLabels.label(n, step: logLabels ? min(1, abs(n)) : step, locale: locale)
                    case .date(let d): DateTicks.label(d, stride: stride, locale: locale, calendar: ChartCalendar.calendar)
                    case .category(let c): c
                    }
                }
                axis.ticks.append(tick)
            }
        }
        return axis
    }

    /// The values one set of marks marks on this axis, with the number step and date stride their labels read with.
    func values(_ given: ChartAxisValues, categories: [String], desired: Int, numberStep: Double, dateStride: DateStride,
                fixedDomain: Bool) -> (values: [ChartInput], step: Double, stride: DateStride, logLabels: Bool) {
        var values: [ChartInput] = []
        var step = numberStep
        var stride = dateStride
        var logLabels = false
        switch (given, kind) {
        case (_, .category):
            if case .values(let v) = given { values = v } else { values = categories.map { .category($0) } }
        case (.values(let v), _):
            values = v
            let numbers = v.compactMap(\.number).sorted()
            if kind == .number { step = zip(numbers, numbers.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min() ?? numberStep }
        case (.numberStride(let s), .number):
            step = s
            if case let (lo, hi)? = domain { values = NiceScale(lower: lo, upper: hi, step: s).ticks.map { .number($0) } }
        case (.dateStride(let c, let n), .date):
            stride = DateStride(c, n)
            values = dates(stride)
        case (.automatic(let count, _, _), .number):
            if transform == .log, let (lo, hi) = domain {
                values = LogScale.values(lower: lo, upper: hi, desiredCount: count ?? desired).map { .number($0) }
                logLabels = true
            } else if case let (lo, hi)? = domain {
                if count != nil || fixedDomain { step = NiceScale.step(span: hi - lo, count: count ?? desired) }
                values = NiceScale(lower: lo, upper: hi, step: step).ticks.map { .number($0) }
            }
        case (.automatic, .date):
            values = dates(stride)
        default:
            values = []
        }
        return (values, step, stride, logLabels)
    }

    /// The calendar-aligned dates of `stride` across a date axis.
    func dates(_ stride: DateStride) -> [ChartInput] {
        guard case .linear(let lo, let hi) = scale else { return [] }
        return DateTicks.values(lower: Date(timeIntervalSince1970: lo), upper: Date(timeIntervalSince1970: hi), stride: stride,
                                calendar: ChartCalendar.calendar).map { .date($0) }
    }
}

extension ChartTick: Sendable where Parts: Sendable {}
extension ChartAxis: Sendable where Parts: Sendable {}
