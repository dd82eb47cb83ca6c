import Foundation
import Testing
import WidgetKit
import WidgetModel
import WidgetSnapUI

private let now = Date(timeIntervalSince1970: 1_780_306_860) // 2026-06-01T09:41:00Z

private func text(_ v: ResolvedView) -> String? {
    if case .text(let s) = v.content { return s }
    return v.children.lazy.compactMap(text).first
}

private struct StampedTime: View {
    @Environment(\.timeZone) var zone
    var body: some View { Text(verbatim: zone.identifier) }
}

/// Dates and numbers are drawn in the environment's locale and time zone (en_US and UTC unless set),
/// never the machine's.
private let formattingCases: [(String, @MainActor @Sendable () -> any View)] = [
    ("9:41\u{202F}AM", { Text(now, formatter: FormattingTests.shortTime) }),
    ("Last read at 9:41\u{202F}AM", { Text("Last read at \(now, formatter: FormattingTests.shortTime)") }),
    ("6:41\u{202F}PM", { Text(now, formatter: FormattingTests.shortTime).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!) }),
    ("9:41\u{202F}AM", { Text(now, format: .dateTime.hour().minute()) }),
    ("6:41\u{202F}PM", { Text(now, format: .dateTime.hour().minute()).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!) }),
    ("5:41\u{202F}AM", { () -> any View in
        var style = Date.FormatStyle.dateTime.hour().minute()
        style.timeZone = TimeZone(identifier: "America/New_York")!
        return Text(now, format: style).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
    }),
    ("9:41\u{202F}AM", { Text(now, style: .time) }),
    ("10:41\u{202F}AM", { Text(now, style: .time).environment(\.timeZone, TimeZone(identifier: "Europe/London")!) }),
    ("12,345", { Text(12345, format: .number) }),
    ("Europe/Paris", { StampedTime().environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!) }),
    ("GMT", { StampedTime() }),
]

@MainActor
@Suite struct FormattingTests {
    nonisolated static var shortTime: DateFormatter {
        let f = DateFormatter()
        f.dateStyle = .none
        f.timeStyle = .short
        return f
    }

    @Test(arguments: 0..<formattingCases.count)
    func pinned(_ i: Int) {
        let (expected, make) = formattingCases[i]
        let tree = ViewResolution.resolve(AnyView(make()), family: .systemSmall)
        #expect(text(tree) == expected)
    }
}

private struct SmallWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "small", provider: OneEntry()) { _ in Text("S") }.supportedFamilies([.systemSmall])
    }
}
private struct LargeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "large", provider: OneEntry()) { _ in Text("L") }.supportedFamilies([.systemLarge])
    }
}
private struct OneEntry: TimelineProvider {
    struct Entry: WidgetKit.TimelineEntry { var date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: now) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: now)) }
    func getTimeline(in context: Context, completion: @escaping (WidgetKit.Timeline<Entry>) -> Void) { completion(WidgetKit.Timeline(entries: [Entry(date: now)], policy: .never)) }
}
private struct Bundle2: WidgetBundle {
    var body: some Widget {
        SmallWidget()
        LargeWidget()
    }
}
private struct Bundle1: WidgetBundle {
    var body: some Widget { SmallWidget() }
}
private struct Bundle3: WidgetBundle {
    static let withLarge = false
    var body: some Widget {
        SmallWidget()
        if Bundle3.withLarge { LargeWidget() }
        if !Bundle3.withLarge { SmallWidget() } else { LargeWidget() }
    }
}

@MainActor @Test func widgetBundlesListTheirWidgetsInOrder() {
    func kind<W: Widget>(_ w: W) -> String { WidgetHost(w).kind }
    #expect(Bundle2().widgets.map { kind($0) } == ["small", "large"])
    #expect(Bundle1().widgets.count == 1)
    #expect(Bundle3().widgets.map { kind($0) } == ["small", "small"])
    Bundle2.main()
}
