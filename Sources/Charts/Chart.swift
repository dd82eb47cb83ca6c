import ChartScales
import Foundation
import WidgetSnapUI

/// A chart: its marks drawn in a plot area with axes and a legend, taking the space offered
/// (docs/charts.md). The marks are read once; the axes' values and every position are worked out
/// when the layout engine has sized the chart.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\._chartConfiguration) var configuration
    @Environment(\.localeIdentifier) var localeIdentifier

    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                           @ChartContentBuilder content: @escaping @MainActor (Data.Element) -> C)
        where Content == ForEach<Data, ID, C> {
        self.content = ForEach(_data: data, id: id, content: content)
    }

    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping @MainActor (Data.Element) -> C)
        where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, C> {
        self.content = ForEach(_data: data, id: \.id, content: content)
    }

    public var body: some View {
        let model = ChartModel(marks(of: content), configuration: configuration)
        let configuration = self.configuration
        let locale = Locale(identifier: localeIdentifier)
        return GeometryReader { geometry in
            ChartBody(model: model, configuration: configuration, locale: locale, size: geometry.size, global: geometry.frame(in: .global))
        }
    }
}
