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
    var scale: PositionScale
    var ticks: [ResolvedTick] = []
    var leading = false
    var hidden = false
    var kind: AxisKind

    /// The position of `input` along `length` (y flipped: values grow upwards).
    func position(_ input: PlotInput, length: Double, flipped: Bool) -> Double? {
        scale.position(input.scaleValue, length: length, flipped: flipped)
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
            axis = ResolvedAxis(scale: .linear(lower: scale.lower, upper: scale.upper), kind: kind)
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

        // The values marked, and each one's parts.
        let axisMarks = marks ?? [AxisMarks()]
        for m in axisMarks {
            if m.position.side == .leading || m.position.side == .top { axis.leading = true }
            var values: [PlotInput] = []
            var step = numberStep
            var stride = dateStride
            switch (m.values.kind, kind) {
            case (_, .category):
                if case .values(let v) = m.values.kind { values = v } else { values = (x ? model.xCategories : model.yCategories).map { .category($0) } }
            case (.values(let v), _):
                values = v
                let numbers = v.compactMap(\.number).sorted()
                if kind == .number { step = zip(numbers, numbers.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min() ?? numberStep }
            case (.numberStride(let s), .number):
                step = s
                if case .linear(let lo, let hi) = axis.scale { values = NiceScale(lower: lo, upper: hi, step: s).ticks.map { .number($0) } }
            case (.dateStride(let c, let n), .date):
                stride = DateStride(c, n)
                if case .linear(let lo, let hi) = axis.scale {
                    values = DateTicks.values(lower: Date(timeIntervalSince1970: lo), upper: Date(timeIntervalSince1970: hi), stride: stride, calendar: ChartModel.calendar).map { .date($0) }
                }
            case (.automatic(let count, _, _), .number):
                if case .linear(let lo, let hi) = axis.scale {
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
                guard let p = axis.position(v, length: 1, flipped: !x) else { continue }
                var tick = ResolvedTick(input: v, fraction: p, parts: parts)
                if parts.labelCentered, kind == .date, let d = v.number, let u = (x ? model.xUnit : model.yUnit) ?? Optional(stride.component),
                   case .linear(let lo, let hi) = axis.scale, hi > lo {
                    let stepCount = (x ? model.xUnit : model.yUnit) == nil ? stride.count : 1
                    tick.centreShift = (ChartModel.add(u, to: d, count: stepCount) - d) / (hi - lo) / 2 * (x ? 1 : -1)
                }
                switch parts.label {
                case .automatic?:
                    switch v {
                    case .number(let n): tick.text = NumberLabels.label(n, step: step, locale: locale)
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
