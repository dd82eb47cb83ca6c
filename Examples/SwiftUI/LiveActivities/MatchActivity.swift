// A football match as a Live Activity: the score, the minute and the last event, on the Lock Screen
// and in the Dynamic Island (docs/live-activities.md).
import ActivityKit
import SwiftUI
import WidgetKit

struct MatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        var minute: Int
        var lastEvent: String
    }
    var home: String
    var away: String
    var competition: String
}

extension MatchAttributes {
    static let preview = MatchAttributes(home: "ARS", away: "LIV", competition: "Premier League")
    static let states: [ContentState] = [
        ContentState(homeScore: 0, awayScore: 0, minute: 12, lastEvent: "Kick-off"),
        ContentState(homeScore: 2, awayScore: 1, minute: 67, lastEvent: "Goal! Saka 66'"),
    ]
}

struct MatchScoreRow: View {
    let context: ActivityViewContext<MatchAttributes>
    var body: some View {
        HStack(spacing: 12) {
            Text(context.attributes.home).font(.title3).bold()
            Spacer(minLength: 0)
            Text("\(context.state.homeScore) – \(context.state.awayScore)")
                .font(.title.monospacedDigit()).bold()
            Spacer(minLength: 0)
            Text(context.attributes.away).font(.title3).bold()
        }
    }
}

struct MatchActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchAttributes.self) { context in
            VStack(spacing: 6) {
                Text("\(context.attributes.competition) · \(context.state.minute)'")
                    .font(.caption).foregroundStyle(.secondary)
                MatchScoreRow(context: context)
                Text(context.state.lastEvent).font(.footnote)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.home).font(.title2).bold().foregroundStyle(.white)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.attributes.away).font(.title2).bold().foregroundStyle(.white)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.homeScore) – \(context.state.awayScore)")
                        .font(.title.monospacedDigit()).bold().foregroundStyle(.white)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.minute)' · \(context.state.lastEvent)")
                        .font(.caption).foregroundStyle(.green)
                }
            } compactLeading: {
                Text("\(context.attributes.home) \(context.state.homeScore)").font(.caption).bold().foregroundStyle(.white)
            } compactTrailing: {
                Text("\(context.state.awayScore) \(context.attributes.away)").font(.caption).bold().foregroundStyle(.white)
            } minimal: {
                Text("\(context.state.homeScore)-\(context.state.awayScore)").font(.caption2).bold().foregroundStyle(.green)
            }
        }
    }
}
