import SwiftUI
import WidgetKit

/// The brand colour, from the design system's hue.
let rideBrand = Color(hue: 0.75, saturation: 0.7, brightness: 0.85)

struct RideLockScreenView: View {
    let context: ActivityViewContext<RideAttributes>
    @Environment(\.activityFamily) var family

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "car.fill").font(.title2).foregroundStyle(rideBrand)
            VStack(alignment: .leading, spacing: 2) {
                Text(context.state.driver).font(.headline).fontWidth(.standard)
                if context.state.surge > 1 {
                    Text(RideFormat.surge(NSNumber(value: context.state.surge)))
                        .font(.caption).strikethrough(true, pattern: .solid, color: .secondary)
                }
                ProgressView(value: context.state.progress).tint(rideBrand)
            }
            Spacer()
            Text(family == .small ? "\(context.state.etaMinutes)" : "\(context.state.etaMinutes) min")
                .font(.title2).bold().monospacedDigit()
        }
        .contentMargins(.all, 0)
        .task(id: context.state.etaMinutes) { }
        .activityBackgroundTint(Color.black.opacity(0.85))
        .activitySystemActionForegroundColor(rideBrand)
    }
}

/// The island, built by a free function as many extensions do.
func rideIsland(context: ActivityViewContext<RideAttributes>) -> DynamicIsland {
    DynamicIsland {
        DynamicIslandExpandedRegion(.leading, priority: 1) {
            Label(context.state.driver, systemImage: "car.fill").foregroundStyle(rideBrand)
        }
        DynamicIslandExpandedRegion(.trailing) {
            Text("\(context.state.etaMinutes) min").foregroundStyle(.white)
        }
        DynamicIslandExpandedRegion(.bottom) {
            etaBar(context.state.progress)
        }
    } compactLeading: {
        Image(systemName: "car.fill").foregroundStyle(rideBrand)
    } compactTrailing: {
        Text("\(context.state.etaMinutes)m").foregroundStyle(.white)
    } minimal: {
        Image(systemName: "car.fill").foregroundStyle(rideBrand)
    }
    .keylineTint(rideBrand)
}

@ViewBuilder
func etaBar(_ progress: Double) -> some View {
    if progress >= 1 {
        Text(RideFormat.arriving).foregroundStyle(.white)
    } else {
        ProgressView(value: progress).tint(rideBrand)
    }
}

struct RideActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            RideLockScreenView(context: context)
        } dynamicIsland: { context in
            rideIsland(context: context)
        }
        .supplementalActivityFamilies([.small])
    }
}

@available(iOS 17.0, *)
#Preview("Ride", as: .content, using: RideAttributes(pickup: "Hayes St")) {
    RideActivity()
} contentStates: {
    RideAttributes.ContentState(etaMinutes: 4, driver: "Sam", progress: 0.6, surge: 1.5)
}

/// The iOS 16 form, as xdripswift's Live Activity writes it: the preview names the attributes only,
/// and the widget drawn is the one configured for them (`RideActivity`).
struct RideActivity_Previews: PreviewProvider {
    static let attributes = RideAttributes(pickup: "Hayes St")
    static let contentState = RideAttributes.ContentState(etaMinutes: 4, driver: "Sam", progress: 0.6, surge: 1.5)
    static var previews: some View {
        attributes
            .previewContext(contentState, viewKind: .content)
            .previewDisplayName("Notification")
        attributes
            .previewContext(contentState, viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Compact")
        attributes.previewContext(contentState, viewKind: .dynamicIsland(.expanded))
        attributes.previewContext(contentState, viewKind: .dynamicIsland(.minimal))
    }
}
