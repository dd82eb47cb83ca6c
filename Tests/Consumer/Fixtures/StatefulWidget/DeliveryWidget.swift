// A delivery-tracking widget written the way shipping extensions are: an observable model, state and
// bindings, the app's own control styles and layout, animations that a widget never plays. The
// consumer harness's fixture for issue 26 (Tests/Consumer/run.sh); nothing here is widgetsnap-specific.
import Combine
import SwiftUI
import WidgetKit

struct DeliveryEntry: TimelineEntry {
    let date: Date
    let stops: Int
    let done: Int
    let items: [String]

    static let morning = DeliveryEntry(date: .now, stops: 12, done: 3, items: ["Milk", "Bread", "Eggs", "Coffee", "Apples"])
    static let afternoon = DeliveryEntry(date: .now, stops: 12, done: 9, items: ["Coffee"])
}

struct DeliveryProvider: TimelineProvider {
    func placeholder(in context: Context) -> DeliveryEntry { .morning }
    func getSnapshot(in context: Context, completion: @escaping (DeliveryEntry) -> Void) { completion(.morning) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DeliveryEntry>) -> Void) {
        completion(Timeline(entries: [.morning, .afternoon], policy: .atEnd))
    }
}

/// The app's settings, shared with every view through the environment.
final class DeliverySettings: ObservableObject {
    @Published var showsItems = true
    @Published var accent = Color.indigo
}

/// The view's own model, made once per view.
final class RouteModel: ObservableObject {
    @Published var title = "Route 7"
    private var cancellables = Set<AnyCancellable>()
    init() {
        Just("Route 7 · North").sink { [weak self] in self?.title = $0 }.store(in: &cancellables)
    }
}

/// The app's button look: a capsule in the settings' accent.
struct CapsuleButtonStyle: ButtonStyle {
    var color: Color
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background(Capsule().fill(color.opacity(configuration.isPressed ? 0.6 : 1)))
    }
}

/// A check box for the "notify" toggle.
struct CheckToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            configuration.label
        }
        .font(.caption)
    }
}

/// Progress as a ring with the count inside.
struct RingGaugeStyle: GaugeStyle {
    var color: Color
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(color.opacity(0.25), lineWidth: 6)
            Circle().trim(from: 0, to: configuration.value).stroke(color, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
            configuration.currentValueLabel
                .font(.headline)
        }
    }
}

/// Icon above the title.
struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title.font(.caption2)
        }
    }
}

/// Tags that wrap onto new lines, as the app's shopping-list chips.
struct FlowLayout: Layout {
    var spacing: CGFloat = 4
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(proposal.width ?? .infinity, subviews)
        return CGSize(width: rows.map(\.width).max() ?? 0, height: rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1)))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrange(bounds.width, subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }
    private struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }
    private func arrange(_ width: CGFloat, _ subviews: Subviews) -> [Row] {
        var rows = [Row()]
        for (i, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let needed = rows[rows.count - 1].indices.isEmpty ? size.width : rows[rows.count - 1].width + spacing + size.width
            if needed > width && !rows[rows.count - 1].indices.isEmpty { rows.append(Row()) }
            var row = rows[rows.count - 1]
            row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.indices.append(i)
            rows[rows.count - 1] = row
        }
        return rows
    }
}

struct StopsCounter: View {
    @Binding var done: Int
    let total: Int
    var body: some View {
        Text("\(done) of \(total) stops")
            .font(.subheadline)
            .bold()
            .contentTransition(.numericText(value: Double(done)))
    }
}

struct DeliveryView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.openURL) var openURL
    @EnvironmentObject var settings: DeliverySettings
    @StateObject private var route = RouteModel()
    @State private var done: Int
    @State private var notify = true
    let entry: DeliveryEntry

    init(entry: DeliveryEntry) {
        self.entry = entry
        _done = State(initialValue: entry.done)
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 6) {
                    Image(systemName: "truck.box")
                        .resizable()
                        .scaledToFit()
                        .frame(width: 28, height: 28)
                        .foregroundStyle(settings.accent)
                    Text(route.title)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                StopsCounter(done: $done, total: entry.stops)
                Gauge(value: Double(done), in: 0...Double(entry.stops)) {
                    Text("Stops")
                } currentValueLabel: {
                    Text("\(done)")
                }
                .gaugeStyle(RingGaugeStyle(color: settings.accent))
                .frame(width: 44, height: 44)
                .animation(.spring(duration: 0.4), value: done)
                Spacer(minLength: 0)
                Button("Details") { withAnimation { done += 1 } }
                    .buttonStyle(CapsuleButtonStyle(color: settings.accent))
            }
            if family != .systemSmall {
                VStack(alignment: .leading, spacing: 6) {
                    Toggle("Notify me", isOn: $notify)
                        .toggleStyle(CheckToggleStyle())
                    if settings.showsItems {
                        FlowLayout {
                            ForEach(entry.items, id: \.self) { item in
                                Text(item)
                                    .font(.caption2)
                                    .padding(.horizontal, 6)
                                    .padding(.vertical, 2)
                                    .border(settings.accent.opacity(0.5), width: 1)
                            }
                        }
                        .transition(.opacity)
                    }
                    Spacer(minLength: 0)
                    HStack(spacing: 12) {
                        Label("Cube", systemImage: "cube")
                        Label("Retry", systemImage: "arrow.circlepath")
                        Label("Happy", systemImage: "face.smiling")
                    }
                    .labelStyle(StackedLabelStyle())
                    .foregroundStyle(.secondary)
                    .accessibility(hidden: true)
                }
                .invalidatableContent()
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(.background, for: .widget)
    }
}

struct DeliveryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "delivery", provider: DeliveryProvider()) { entry in
            DeliveryView(entry: entry)
                .environmentObject(DeliverySettings())
        }
        .configurationDisplayName("Delivery")
        .description("Today's route.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
