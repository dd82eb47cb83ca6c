import ChartScales
import Foundation

/// One value an axis marks, with what it draws there.
struct ChartTick {
    var input: ChartInput
    /// Its position along the axis as a share of the plot's length, from the left (x) or the top (y).
    var fraction: Double
    var gridLine: StrokeStyle?
    var tick: StrokeStyle?
    var text: String?
}

/// An axis resolved for a plot length: its scale and its marked values (the SwiftUI front end's rules,
/// `Sources/Charts/AxisResolution.swift`, for the options the layout format has).
struct ChartAxis {
    var scale: PositionScale
    var ticks: [ChartTick] = []
    var leading = false
    var hidden = false
    var kind: ChartAxisKind
    var isX = true
    var domain: (Double, Double)?
    /// An x axis drawn right to left: positions are measured from the plot's right edge.
    var mirrored = false

    /// Whether the axis draws anything: a label, a grid line or a tick at some value.
    var isShown: Bool { !hidden && ticks.contains { $0.text != nil || $0.gridLine != nil || $0.tick != nil } }

    func fraction(_ value: ScaleValue) -> Double? { scale.position(value, length: 1, flipped: !isX) }
    func inner(_ length: Double) -> Double { max(0, length) }
    func place(_ fraction: Double, length: Double) -> Double {
        let p = fraction * inner(length)
        return isX && mirrored ? length - p : p
    }
    func position(_ value: ScaleValue, length: Double) -> Double? { fraction(value).map { place($0, length: length) } }

    static func resolve(x: Bool, model: ChartPlotModel, settings: ChartSettings, length: Double, locale: Locale) -> ChartAxis {
        let kind = x ? model.xKind : model.yKind
        let domainSetting = x ? settings.xDomain : settings.yDomain
        let setting = x ? settings.xAxis : settings.yAxis
        var desired = AxisDensity.desiredCount(length: length, vertical: !x)
        if case .automatic(let count?) = setting.values { desired = count }

        var axis: ChartAxis
        var numberStep = 1.0
        var dateStride = DateStride(.day, 1)
        switch kind {
        case .category:
            axis = ChartAxis(scale: .band(x ? model.xCategories : model.yCategories), kind: kind)
        case .number:
            let normalized = x ? model.normalizedX : model.normalizedY
            let scale: NiceScale
            if case .range(let a, let b) = domainSetting {
                scale = NiceScale.fixed(lower: a, upper: b, desiredCount: desired)
            } else {
                var includesZero: Bool? = nil
                if case .automatic(let z) = domainSetting { includesZero = z }
                let e = normalized ? (0.0, 1.0) : ((x ? model.xExtent : model.yExtent) ?? (0, 1))
                var marks = NiceScale.Marks.automatic
                if setting.hidden { marks = .hidden } else if case .values(let v) = setting.values { marks = .values(v.compactMap(\.number)) }
                scale = NiceScale.automatic(minimum: e.0, maximum: e.1, includesZero: includesZero ?? true, desiredCount: desired,
                                            roundLower: true, roundUpper: true, marks: marks)
            }
            numberStep = scale.step
            axis = ChartAxis(scale: .linear(lower: scale.lower, upper: scale.upper), kind: kind)
            axis.domain = (scale.lower, scale.upper)
        case .date:
            var lo: Double, hi: Double
            if case .range(let a, let b) = domainSetting { lo = a; hi = b } else {
                let e = (x ? model.xExtent : model.yExtent) ?? (0, 86_400)
                lo = e.0; hi = e.1
                if lo == hi { lo -= 43_200; hi += 43_200 }
            }
            dateStride = DateTicks.stride(lower: Date(timeIntervalSince1970: lo), upper: Date(timeIntervalSince1970: hi), desiredCount: desired)
            axis = ChartAxis(scale: .linear(lower: lo, upper: hi), kind: kind)
        }
        axis.hidden = setting.hidden
        axis.isX = x
        axis.leading = setting.leading

        // The values marked, and each one's parts.
        var values: [ChartInput] = []
        var step = numberStep
        switch (setting.values, kind) {
        case (_, .category):
            if case .values(let v) = setting.values { values = v } else { values = (x ? model.xCategories : model.yCategories).map { .category($0) } }
        case (.values(let v), _):
            values = v
            let numbers = v.compactMap(\.number).sorted()
            if kind == .number { step = zip(numbers, numbers.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min() ?? numberStep }
        case (.stride(let s), .number):
            step = s
            if case let (lo, hi)? = axis.domain { values = NiceScale(lower: lo, upper: hi, step: s).ticks.map { .number($0) } }
        case (.automatic(let count), .number):
            if case let (lo, hi)? = axis.domain {
                if count != nil || { if case .range = domainSetting { return true } else { return false } }() {
                    step = NiceScale.step(span: hi - lo, count: count ?? desired)
                }
                values = NiceScale(lower: lo, upper: hi, step: step).ticks.map { .number($0) }
            }
        case (.automatic, .date):
            if case .linear(let lo, let hi) = axis.scale {
                values = DateTicks.values(lower: Date(timeIntervalSince1970: lo), upper: Date(timeIntervalSince1970: hi), stride: dateStride,
                                          calendar: ChartPlotModel.calendar).map { .date($0.timeIntervalSince1970) }
            }
        default:
            values = []
        }
        let hairline = StrokeStyle(lineWidth: ChartMetrics.gridLineWidth)
        for v in values {
            var tick = ChartTick(input: v, fraction: 0)
            var label = true
            if let parts = setting.parts {
                if parts.gridLine { tick.gridLine = hairline }
                if parts.tick { tick.tick = hairline }
                label = parts.label
            } else {
                if kind != .category { tick.gridLine = hairline }
                if kind != .category && x { tick.tick = hairline }
            }
            guard let p = axis.fraction(v.scaleValue) else { continue }
            tick.fraction = p
            if label {
                switch v {
                case .number(let n): tick.text = NumberLabels.label(n, step: step, locale: locale)
                case .date(let d): tick.text = DateTicks.label(Date(timeIntervalSince1970: d), stride: dateStride, locale: locale, calendar: ChartPlotModel.calendar)
                case .category(let c): tick.text = c
                }
            }
            axis.ticks.append(tick)
        }
        return axis
    }
}
