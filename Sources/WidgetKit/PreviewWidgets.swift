// The widgets a preview can find by what they configure: `ActivityAttributes.previewContext(_:viewKind:)`
// names only the attributes, and iOS shows the extension's `ActivityConfiguration(for:)` of that type.
// `widgetsnap previews` registers every top-level `Widget` type of the folder before its previews run
// (docs/swiftui.md#previews); tests and other hosts register theirs with ``PreviewWidgets/register(_:)``.
import ActivityKit
import WidgetSnapUI

/// The registered `Widget` types, in the order they were registered.
@MainActor
public enum PreviewWidgets {
    private static var factories: [(type: String, make: @MainActor () -> any Widget)] = []

    /// Adds `type` (once: registering it again changes nothing).
    public static func register<W: Widget>(_ type: W.Type) {
        let name = String(reflecting: W.self)
        if factories.contains(where: { $0.type == name }) { return }
        factories.append((name, { W() }))
    }

    /// The registered types' names (`Module.Type`), in order.
    public static var registered: [String] { factories.map(\.type) }

    /// The first registered widget whose body is an `ActivityConfiguration` for `attributesType`
    /// (its name as `String(describing:)` gives it), made anew.
    public static func activity(for attributesType: String) -> (any Widget)? {
        for factory in factories {
            let widget = factory.make()
            if widget.body._description.activity?.attributesType == attributesType { return widget }
        }
        return nil
    }

    /// Why a preview of `attributesType` has no widget, and what to do.
    public static func missingActivity(_ attributesType: String) -> String {
        "no Live Activity for \(attributesType): previewContext(_:viewKind:) draws the widget whose body is "
            + "ActivityConfiguration(for: \(attributesType).self); declare it at the top level of a file of the folder "
            + "(`widgetsnap previews` registers the folder's Widget types) or call PreviewWidgets.register(_:) with it first"
    }
}
