import ChartScales
import Foundation
import WidgetModel
import WidgetSnapUI

/// The chart's marks resolved once, before its size is known: the model both front ends share
/// (``ChartPlotModel``), over SwiftUI's marks, styles and symbol paths.
typealias ChartModel = ChartPlotModel<ChartMarkSpec>
typealias PlacedMark = ChartPlacedMark<ChartMarkSpec>
typealias LegendEntry = ChartLegendEntry<MarkStyle, SymbolPath>

extension ChartPlotModel where Mark == ChartMarkSpec {
    /// The marks with the chart modifiers around the chart: the app's colour and symbol scales, domains and scale types.
    @MainActor init(_ specs: [ChartMarkSpec], configuration: ChartConfiguration) {
        var o = ChartModelOptions<MarkStyle, SymbolPath>(palette: ChartModel.paletteStyle, fallback: MarkStyle(Color.blue), unnamedStyle: MarkStyle(Color.gray),
                                                         symbolSequence: { i in let shape = ChartSymbolSequence.symbol(i); return { shape.path(in: $0) } })
        o.styleScale = configuration.styleScale
        o.symbolScale = configuration.symbolScale
        o.xDomain = configuration.xDomain
        o.yDomain = configuration.yDomain
        o.xNumbersAsCategories = configuration.xType == .category
        o.yNumbersAsCategories = configuration.yType == .category
        self.init(specs, options: o)
        // A mark's shadow is drawn with its style.
        for i in marks.indices { marks[i].style.shadow = marks[i].mark.shadow }
    }

    static func paletteStyle(_ i: Int) -> MarkStyle {
        let colors: [String: Color] = ["blue": .blue, "green": .green, "orange": .orange, "purple": .purple, "red": .red, "cyan": .cyan, "yellow": .yellow]
        return MarkStyle(colors[ChartMetrics.palette[i % ChartMetrics.palette.count]]!)
    }
}
