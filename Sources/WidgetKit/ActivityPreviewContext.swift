// The iOS 16 form of a Live Activity preview, in a `PreviewProvider`:
// `attributes.previewContext(state, viewKind: .dynamicIsland(.compact)).previewDisplayName("Compact")`.
// It names the attributes only; the widget is the registered one configured for them (``PreviewWidgets``).
import ActivityKit
import WidgetSnapUI

extension ActivityAttributes {
    /// A preview of the Live Activity for these attributes, presentation `viewKind` in `contentState`:
    /// in a `PreviewProvider`'s previews, drawn as `#Preview(as: viewKind, using: self)` draws it, with the
    /// registered widget whose body is `ActivityConfiguration(for: Self.self)` (``PreviewWidgets``); an error
    /// in the preview when none is registered. Evaluated as a view elsewhere, it is that widget's Lock
    /// Screen view for the state (nothing when none is registered).
    @MainActor @preconcurrency
    public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind) -> some View {
        ActivityPreviewContext(attributes: self, state: contentState, viewKind: viewKind)
    }
}

/// What ``ActivityAttributes/previewContext(_:viewKind:)`` returns.
public struct ActivityPreviewContext<A: ActivityAttributes>: View {
    public let attributes: A
    public let state: A.ContentState
    public let viewKind: ActivityPreviewViewKind

    /// The attributes' type name, as `ActivityConfiguration(for:)` records it.
    static var attributesType: String { String(describing: A.self) }

    public var body: some View {
        PreviewWidgets.activity(for: Self.attributesType).flatMap { lockScreen($0) } ?? AnyView(EmptyView())
    }

    private func lockScreen(_ widget: any Widget) -> AnyView? {
        widget.body._description.activity?.lockScreen(ActivityViewContext(attributes: attributes, state: state))
    }
}

extension ActivityPreviewContext: _PreviewReplacing {
    public func _preview(name: String?) -> Preview {
        let attributes = attributes, state = state, viewKind = viewKind
        return Preview(_name: name, content: .surfaces(kind: "activity", make: { device in
            guard let widget = PreviewWidgets.activity(for: Self.attributesType) else {
                return PreviewSurfaces([], error: PreviewWidgets.missingActivity(Self.attributesType))
            }
            return Preview.activityPreview(widget, attributes: attributes, states: [state], viewKind: viewKind, device: device)
        }))
    }
}
