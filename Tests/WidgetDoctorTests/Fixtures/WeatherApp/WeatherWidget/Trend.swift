import SwiftUI
import Sparkline
import Charting

struct Trend: View {
    var values: [Double]
    var body: some View {
        SparklineView(values: values)
            .overlay(ChartingLegend())
    }
}
