import SwiftUI
import WidgetKit

// The folder's widgets are registered for the previews that name only what a widget configures
// (`ActivityAttributes.previewContext(_:viewKind:)`).
struct RideActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { Text($0.state.driver) } dynamicIsland: { rideIsland(context: $0) }
    }
}

#if os(iOS)
public struct PhoneWidget: WidgetKit.Widget { public init() {} ; public var body: some WidgetConfiguration { fatalError() } }
#else
@available(iOS 17.0, *)
final class Other: NSObject, Widget { var body: some WidgetConfiguration { fatalError() } }
#endif

extension Legacy: Widget {}

struct Boxed<Content: View>: Widget { var body: some WidgetConfiguration { fatalError() } }
private struct Hidden: Widget { var body: some WidgetConfiguration { fatalError() } }
fileprivate enum AlsoHidden: Widget {}

struct Outer {
    struct Nested: Widget { var body: some WidgetConfiguration { fatalError() } }
}

struct RideActivity_Previews: PreviewProvider {
    static let attributes = RideAttributes(pickup: "Hayes St")
    static var previews: some View {
        attributes.previewContext(.init(etaMinutes: 4), viewKind: .dynamicIsland(.compact)).previewDisplayName("Compact")
    }
}

struct Bundle: WidgetBundle { var body: some Widget { RideActivity() } }
let widgetText = "struct InAString: Widget {}"
struct Both: Widget, PreviewProvider {
    var body: some WidgetConfiguration { fatalError() }
    static var previews: some View { Text("both") }
}
