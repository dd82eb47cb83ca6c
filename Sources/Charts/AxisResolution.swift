import ChartScales
import Foundation
import WidgetSnapUI
import WidgetModel

/// An axis resolved for a plot length, and one of its values: the axes both front ends share (``ChartAxis``),
/// with SwiftUI's axis mark parts (styles, fonts, label views) at each value.
typealias ResolvedAxis = ChartAxis<AxisMarkParts>
typealias ResolvedTick = ChartTick<AxisMarkParts>

extension ChartAxis where Parts == AxisMarkParts {
    /// The axis of `model` along `length` points, with the chart modifiers around the chart.
    @MainActor static func resolve(x: Bool, model: ChartModel, configuration: ChartConfiguration, length: Double, locale: Locale) -> ResolvedAxis {
        let marks = (x ? configuration.xAxis : configuration.yAxis) ?? [AxisMarks()]
        var options = ChartAxisOptions<AxisMarkParts>(
            domain: x ? configuration.xDomain : configuration.yDomain, hidden: x ? configuration.xAxisHidden : configuration.yAxisHidden,
            marks: marks.map { m in
                ChartAxisMarks(leading: m.position.side == .leading || m.position.side == .top, values: m.values.kind,
                               content: m.content.map { content in { v, i, n in content(AxisValue(input: v, index: i, count: n)) } })
            })
        options.transform = ScaleTransform(x ? configuration.xType : configuration.yType)
        options.padding = x ? configuration.xPadding : configuration.yPadding
        return resolve(x: x, model: model, options: options, length: length, locale: locale)
    }
}

extension AxisMarkParts: ChartTickParts {
    package init(gridLine: ModelStrokeStyle?, tick: ModelStrokeStyle?) {
        self.init()
        self.gridLine = gridLine; self.tick = tick; label = .automatic
    }
    package var hasLabel: Bool { label != nil }
    package func labelText(_ value: ChartInput, automatic: () -> String) -> String? {
        switch label {
        case .automatic?: automatic()
        case .format(let f)?: f(value)
        default: nil
        }
    }
}

extension ScaleTransform {
    init(_ type: ScaleType?) {
        switch type?.kind {
        case .log?: self = .log
        case .power(let e)?: self = e == 1 ? .identity : .power(e)
        case .symmetricLog(let c)?: self = .symmetricLog(c)
        default: self = .identity
        }
    }
}
