import ChartScales
import Foundation
import WidgetSnapUI

/// One value an axis marks, with what it draws there.
struct ResolvedTick {
    var input: PlotInput
    /// Its position along the axis as a share of the plot's length, from the left (x) or the top (y).
    var fraction: Double
    /// The share of the plot's length a centred label moves by (half a date unit), else 0.
    var centreShift: Double = 0
    var parts: AxisMarkParts
    var text: String?
}

/// An axis resolved for a plot length: its scale and its marked values.
struct ResolvedAxis {
    /// The scale of the transformed values (a log axis: of their logarithms).
    var scale: PositionScale
    var ticks: [ResolvedTick] = []
    var leading = false
    var hidden = false
    var kind: AxisKind
    var isX = true
    /// The scale type's function (docs/charts.md, "Scale types").
    var transform: ScaleTransform = .identity
    /// `range: .plotDimension(startPadding:endPadding:)`: points kept free at the domain's lower and upper ends.
    var padding: (start: Double, end: Double) = (0, 0)
    /// A number axis' domain before its transform.
    var domain: (Double, Double)?
    /// An x axis drawn right to left (the plot's paths in a right-to-left layout; docs/charts.md,
    /// "Dynamic Type and right-to-left"): positions are measured from the plot's right edge.
    var mirrored = false

    /// Whether the axis draws anything: a label, a grid line or a tick at some value.
    var isShown: Bool {
        !hidden && ticks.contains { $0.parts.label != nil || $0.parts.gridLine != nil || $0.parts.tick != nil }
    }

    /// Where `value` stands as a share of the unpadded axis, from the left (x) or the top (y).
    func fraction(_ value: ScaleValue) -> Double? {
        var v = value
        if case .band = scale, case .number(let n) = value {
            // Numbers on a category scale (`type: .category`) stand for their names.
            v = .category(PlotInput.categoryName(n))
        } else if case .number(let n) = value {
            guard let t = transform.apply(n) else { return nil }
            v = .number(t)
        }
        return scale.position(v, length: 1, flipped: !isX)
    }

    /// The length the domain spans: the plot's, less the padding.
    func inner(_ length: Double) -> Double { max(0, length - padding.start - padding.end) }

    /// The position of a share of the unpadded axis along a plot of `length` points (the lower end's padding
    /// is on the left of x, at the bottom of y).
    func place(_ fraction: Double, length: Double) -> Double {
        let p = (isX ? padding.start : padding.end) + fraction * inner(length)
        return isX && mirrored ? length - p : p
    }

    /// The position of `value` along a plot of `length` points, from the left (x) or the top (y).
    func position(_ value: ScaleValue, length: Double) -> Double? {
        fraction(value).map { place($0, length: length) }
    }

    /// The value at `position` along a plot of `length` points: a number, a date or a category (nil outside a
    /// category's bands).
    func value(at position: Double, length: Double) -> PlotInput? {
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
    @MainActor static func resolve(x: Bool, model: ChartModel, configuration: ChartConfiguration, length: Double, locale: Locale) -> ResolvedAxis {
        let kind = x ? model.xKind : model.yKind
        let setting = x ? configuration.xDomain : configuration.yDomain
        let marks = x ? configuration.xAxis : configuration.yAxis
        let hidden = x ? configuration.xAxisHidden : configuration.yAxisHidden
        let vertical = !x
        let firstValues = marks?.first?.values.kind
        var desired = AxisDensity.desiredCount(length: length, vertical: vertical)
        if case .automatic(let count?, _, _) = firstValues { desired = count }

        var axis: ResolvedAxis
        var numberStep = 1.0
        var dateStride = DateStride(.day, 1)
        switch kind {
        case .category:
            axis = ResolvedAxis(scale: .band(x ? model.xCategories : model.yCategories), kind: kind)
        case .number:
            let normalized = x ? model.normalizedX : model.normalizedY
            let transform = ScaleTransform(x ? configuration.xType : configuration.yType)
            if transform == .log {
                // Powers of ten (docs/charts.md, "Scale types"); a domain the app gives is kept.
                let positive = (x ? model.xPositive : model.yPositive) ?? (1, 10)
                let (lo, hi): (Double, Double)
                if case .range(let a, let b) = setting { (lo, hi) = (a, b) } else { (lo, hi) = LogScale.domain(minimum: positive.0, maximum: positive.1) }
                axis = ResolvedAxis(scale: .linear(lower: log10(max(lo, .leastNormalMagnitude)), upper: log10(max(hi, .leastNormalMagnitude))), kind: kind)
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
                if hidden { domainMarks = .hidden } else if case .values(let v) = firstValues { domainMarks = .values(v.compactMap(\.number)) }
                scale = NiceScale.automatic(minimum: e.0, maximum: e.1, includesZero: includesZero ?? true, desiredCount: desired,
                                            roundLower: roundLower, roundUpper: roundUpper, marks: domainMarks)
            }
            numberStep = scale.step
            axis = ResolvedAxis(scale: .linear(lower: transform.apply(scale.lower) ?? scale.lower, upper: transform.apply(scale.upper) ?? scale.upper), kind: kind)
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
            axis = ResolvedAxis(scale: .linear(lower: lo, upper: hi), kind: kind)
        }
        axis.hidden = hidden
        axis.isX = x
        axis.padding = x ? configuration.xPadding : configuration.yPadding

        // The values marked, and each one's parts.
        let axisMarks = marks ?? [AxisMarks()]
        for m in axisMarks {
            if m.position.side == .leading || m.position.side == .top { axis.leading = true }
            var values: [PlotInput] = []
            var step = numberStep
            var stride = dateStride
            var logLabels = axis.transform == .log
            switch (m.values.kind, kind) {
            case (_, .category):
                if case .values(let v) = m.values.kind { values = v } else { values = (x ? model.xCategories : model.yCategories).map { .category($0) } }
            case (.values(let v), _):
                values = v
                let numbers = v.compactMap(\.number).sorted()
                if kind == .number { step = zip(numbers, numbers.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min() ?? numberStep }
            case (.numberStride(let s), .number):
                step = s
                if case let (lo, hi)? = axis.domain { values = NiceScale(lower: lo, upper: hi, step: s).ticks.map { .number($0) } }
            case (.dateStride(let c, let n), .date):
                stride = DateStride(c, n)
                if case .linear(let lo, let hi) = axis.scale {
                    values = DateTicks.values(lower: Date(timeIntervalSince1970: lo), upper: Date(timeIntervalSince1970: hi), stride: stride, calendar: ChartModel.calendar).map { .date($0) }
                }
            case (.automatic(let count, _, _), .number):
                if axis.transform == .log, let (lo, hi) = axis.domain {
                    values = LogScale.values(lower: lo, upper: hi, desiredCount: count ?? desired).map { .number($0) }
                    logLabels = true
                } else if case let (lo, hi)? = axis.domain {
                    if count != nil || { if case .range = setting { return true } else { return false } }() {
                        step = NiceScale.step(span: hi - lo, count: count ?? desired)
                    }
                    values = NiceScale(lower: lo, upper: hi, step: step).ticks.map { .number($0) }
                }
            case (.automatic, .date):
                if case .linear(let lo, let hi) = axis.scale {
                    values = DateTicks.values(lower: Date(timeIntervalSince1970: lo), upper: Date(timeIntervalSince1970: hi), stride: stride, calendar: ChartModel.calendar).map { .date($0) }
                }
            default:
                values = []
            }
            for (i, v) in values.enumerated() {
                var parts: AxisMarkParts
                if let content = m.content {
                    parts = content(AxisValue(input: v, index: i, count: values.count))
                } else {
                    parts = AxisMarkParts()
                    parts.label = .automatic
                    if kind != .category { parts.gridLine = StrokeStyle(lineWidth: CGFloat(ChartMetrics.gridLineWidth)) }
                    if kind != .category && x { parts.tick = StrokeStyle(lineWidth: CGFloat(ChartMetrics.gridLineWidth)) }
                }
                guard let p = axis.fraction(v.scaleValue) else { continue }
                var tick = ResolvedTick(input: v, fraction: p, parts: parts)
                if parts.labelCentered, kind == .date, let d = v.number, let u = (x ? model.xUnit : model.yUnit) ?? Optional(stride.component),
                   case .linear(let lo, let hi) = axis.scale, hi > lo {
                    let stepCount = (x ? model.xUnit : model.yUnit) == nil ? stride.count : 1
                    tick.centreShift = (ChartModel.add(u, to: d, count: stepCount) - d) / (hi - lo) / 2 * (x ? 1 : -1)
                }
                switch parts.label {
                case .automatic?:
                    switch v {
                    // A log axis' values each show their own digits (0.01, 0.1, 1, 10).
                    case .number(let n): tick.text = NumberLabels.label(n, step: logLabels ? min(1, abs(n)) : step, locale: locale)
                    case .date(let d): tick.text = DateTicks.label(d, stride: stride, locale: locale, calendar: ChartModel.calendar)
                    case .category(let c): tick.text = c
                    }
                case .format(let f)?: tick.text = f(v)
                default: break
                }
                axis.ticks.append(tick)
            }
        }
        return axis
    }
}
