import ActivityKit
import WidgetSnapUI

/// A Live Activity in a widget bundle: its Lock Screen (and banner) view and its Dynamic Island.
///
/// ```swift
/// struct DeliveryActivity: Widget {
///     var body: some WidgetConfiguration {
///         ActivityConfiguration(for: DeliveryAttributes.self) { context in
///             DeliveryLockScreen(context: context).activityBackgroundTint(.black.opacity(0.6))
///         } dynamicIsland: { context in
///             DynamicIsland { DynamicIslandExpandedRegion(.leading) { … } } compactLeading: { … } compactTrailing: { … } minimal: { … }
///         }
///     }
/// }
/// ```
///
/// widgetsnap draws each presentation from attributes and content states given to
/// `assertActivitySnapshot(of:attributes:states:)` (docs/live-activities.md).
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public let _description: _WidgetDescription

    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland) {
        let activity = _ActivityDescription(
            attributesType: String(describing: Attributes.self),
            lockScreen: { context in (context as? ActivityViewContext<Attributes>).map { AnyView(content($0)) } },
            dynamicIsland: { context in (context as? ActivityViewContext<Attributes>).map { dynamicIsland($0) } })
        _description = _WidgetDescription(kind: String(describing: Attributes.self), families: [],
                                          timeline: { _ in ([], .never) }, snapshot: { _ in nil },
                                          placeholder: { _ in AnyView(EmptyView()) }, activity: activity)
    }
}

/// What an ``ActivityConfiguration`` holds, erased: its views for an `ActivityViewContext` of its
/// attributes' type (nil for another type).
public struct _ActivityDescription {
    /// The attributes' type name.
    public let attributesType: String
    let lockScreen: @MainActor (Any) -> AnyView?
    let dynamicIsland: @MainActor (Any) -> DynamicIsland?
}

extension View {
    /// The Lock Screen presentation's background, drawn behind the whole presentation (with its
    /// alpha: a translucent tint shows the appearance's background through it). nil keeps the
    /// system's background.
    public func activityBackgroundTint(_ color: Color?) -> some View {
        Group {
            if let color { self.containerBackground(color, for: .widget) } else { self }
        }
    }

    /// The colour of the system's action buttons beside a Lock Screen presentation. Accepted and kept
    /// in the environment (``EnvironmentValues/activitySystemActionForegroundColor``); widgetsnap
    /// draws no system buttons, so it changes no pixel.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        environment(\.activitySystemActionForegroundColor, color)
    }
}

private struct ActivitySystemActionColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// Set by ``SwiftUI/View/activitySystemActionForegroundColor(_:)``.
    public var activitySystemActionForegroundColor: Color? {
        get { self[ActivitySystemActionColorKey.self] }
        set { self[ActivitySystemActionColorKey.self] = newValue }
    }
}
