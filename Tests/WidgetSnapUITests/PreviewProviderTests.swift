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

/// A view that makes its own preview (as WidgetKit's `ActivityAttributes.previewContext(_:viewKind:)` does).
private struct SelfPreviewing: View {
    var body: some View { Text("as a view") }
}

extension SelfPreviewing: _PreviewReplacing {
    func _preview(name: String?) -> Preview {
        Preview(_name: "made for \(name ?? "nothing")", content: .surfaces(kind: "test", make: { _ in PreviewSurfaces([]) }))
    }
}

private struct ReplacedPreviews: PreviewProvider {
    static var previews: some View {
        SelfPreviewing().previewDisplayName("Named")
        Group { SelfPreviewing() }.previewContext(WidgetPreviewContext(family: .systemSmall))
        PlainView(label: "p")
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

    /// A `_PreviewReplacing` view is the preview it makes, named by its display name; its family or
    /// layout are not applied (the view decides how it is drawn).
    @Test func aViewThatMakesItsPreviewIsThatPreview() {
        let previews = Preview.previews(of: ReplacedPreviews.self)
        #expect(previews.map(\.name) == ["made for Named", "made for nothing", nil])
        for preview in previews.prefix(2) {
            guard case .surfaces(let kind, _) = preview.content else { Issue.record("\(preview.name ?? "-") is not its own"); continue }
            #expect(kind == "test")
        }
        guard case .view = previews.last?.content else { Issue.record("a plain view is not a view preview"); return }
        #expect(String(describing: ViewResolution.resolve(SelfPreviewing(), family: .systemSmall))
                    == String(describing: ViewResolution.resolve(Text("as a view"), family: .systemSmall)))
    }

    @Test func theModifiersChangeNothingInTheTree() {
        let plain = ViewResolution.resolve(PlainView(label: "x"), family: .systemSmall)
        let modified = ViewResolution.resolve(PlainView(label: "x").previewDisplayName("n").previewLayout(.sizeThatFits), family: .systemSmall)
        #expect(String(describing: plain) == String(describing: modified))
    }
}
