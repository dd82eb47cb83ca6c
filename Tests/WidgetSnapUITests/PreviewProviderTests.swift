import Testing
import WidgetKit
import WidgetSnapUI

private struct PlainView: View {
    let label: String
    var body: some View { Text(label) }
}

private struct SplitPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            PlainView(label: "a")
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Medium")
            PlainView(label: "b").previewLayout(.sizeThatFits)
            ForEach(0..<2) { i in PlainView(label: "\(i)").previewDisplayName("Item \(i)") }
            if Bool(true) { PlainView(label: "c") }
        }
    }
}

/// A `PreviewProvider`'s previews as `widgetsnap previews` draws them: one per view, with its settings.
@MainActor @Suite struct PreviewProviderTests {
    @Test func eachViewIsOnePreviewWithItsSettings() {
        let previews = Preview.previews(of: SplitPreviews.self)
        #expect(previews.map(\.name) == ["Medium", nil, "Item 0", "Item 1", nil])
        guard previews.count == 5 else { return }
        if case .widget(let family, let timeline) = previews[0].content {
            #expect(family == .systemMedium)
            #expect(timeline().entries.count == 1)
        } else {
            Issue.record("the first preview is not drawn as a widget")
        }
        #expect(previews[1].layout == .sizeThatFits)
        #expect(previews[4].layout == .device)
        if case .widget = previews[4].content { Issue.record("a view without a context is drawn as a widget") }
    }

    @Test func theModifiersChangeNothingInTheTree() {
        let plain = ViewResolution.resolve(PlainView(label: "x"), family: .systemSmall)
        let modified = ViewResolution.resolve(PlainView(label: "x").previewDisplayName("n").previewLayout(.sizeThatFits), family: .systemSmall)
        #expect(String(describing: plain) == String(describing: modified))
    }
}
