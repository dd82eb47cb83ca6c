// A food delivery as a Live Activity: the courier's progress, a countdown to the arrival and the
// order, on the Lock Screen and in the Dynamic Island (docs/live-activities.md).
import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        enum Stage: String, Codable, Hashable { case preparing, onTheWay, arriving }
        var stage: Stage
        /// The expected arrival (the countdown runs towards it).
        var arrival: Date
        /// How far the courier is, 0…1.
        var progress: Double
        var courier: String
    }
    var restaurant: String
    var orderNumber: String
    var items: Int
}

extension DeliveryAttributes {
    /// The snapshots' clock is pinned at 2026-06-01 09:41 UTC; arrivals count from it.
    static let pinnedNow = Date(timeIntervalSince1970: 1_780_306_860)
    static let preview = DeliveryAttributes(restaurant: "Noodle Bar", orderNumber: "A-113", items: 3)
    static let states: [ContentState] = [
        ContentState(stage: .preparing, arrival: pinnedNow.addingTimeInterval(25 * 60), progress: 0.15, courier: "Sam"),
        ContentState(stage: .onTheWay, arrival: pinnedNow.addingTimeInterval(12 * 60 + 30), progress: 0.55, courier: "Sam"),
        ContentState(stage: .arriving, arrival: pinnedNow.addingTimeInterval(90), progress: 0.95, courier: "Sam"),
    ]
}

extension DeliveryAttributes.ContentState.Stage {
    var title: String {
        switch self {
        case .preparing: "Preparing your order"
        case .onTheWay: "On the way"
        case .arriving: "Arriving now"
        }
    }
    var symbol: String {
        switch self {
        case .preparing: "fork.knife"
        case .onTheWay: "bicycle"
        case .arriving: "house.fill"
        }
    }
}

/// #FF731A, in 8-bit steps so that Layouts/LiveActivities/delivery-activity.json5 writes the same colour in hex.
let deliveryOrange = Color(red: 1.0, green: 115 / 255, blue: 26 / 255)

struct DeliveryLockScreenView: View {
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Image(systemName: context.state.stage.symbol)
                    .font(.title3)
                    .foregroundStyle(deliveryOrange)
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.state.stage.title).font(.headline)
                    Text("\(context.attributes.restaurant) · \(context.attributes.items) items")
                        .font(.subheadline).foregroundStyle(Color.white.opacity(179 / 255)) // #FFFFFFB3
                }
                Spacer()
                Text(timerInterval: DeliveryAttributes.pinnedNow...context.state.arrival, countsDown: true)
                    .font(.title2.monospacedDigit()).bold()
                    .multilineTextAlignment(.trailing)
                    .frame(width: 72)
            }
            ProgressView(value: context.state.progress)
                .tint(deliveryOrange)
        }
        .activityBackgroundTint(Color(red: 41 / 255, green: 41 / 255, blue: 46 / 255)) // #29292E
        .activitySystemActionForegroundColor(.white)
        .foregroundStyle(.white)
    }
}

struct DeliveryActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.attributes.items)", systemImage: "bag.fill")
                        .font(.headline).foregroundStyle(deliveryOrange)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: DeliveryAttributes.pinnedNow...context.state.arrival, countsDown: true)
                        .font(.headline.monospacedDigit())
                        .multilineTextAlignment(.trailing)
                        .frame(width: 56)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage.title).font(.headline).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        ProgressView(value: context.state.progress).tint(deliveryOrange)
                        Text("\(context.state.courier) is bringing order \(context.attributes.orderNumber)")
                            .font(.caption).foregroundStyle(.secondary)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.stage.symbol).foregroundStyle(deliveryOrange)
            } compactTrailing: {
                Text(timerInterval: DeliveryAttributes.pinnedNow...context.state.arrival, countsDown: true)
                    .font(.footnote.monospacedDigit())
                    .multilineTextAlignment(.trailing)
                    .frame(maxWidth: .infinity, alignment: .trailing)
                    .foregroundStyle(deliveryOrange)
            } minimal: {
                Image(systemName: context.state.stage.symbol).foregroundStyle(deliveryOrange)
            }
            .keylineTint(deliveryOrange)
            .widgetURL(URL(string: "noodlebar://order/\(context.attributes.orderNumber)"))
        }
    }
}

#Preview("Delivery on the Lock Screen", as: .content, using: DeliveryAttributes.preview) {
    DeliveryActivity()
} contentStates: {
    DeliveryAttributes.states[0]
    DeliveryAttributes.states[1]
}

#Preview("Delivery, compact", as: .dynamicIsland(.compact), using: DeliveryAttributes.preview) {
    DeliveryActivity()
} contentStates: {
    DeliveryAttributes.states[1]
}
