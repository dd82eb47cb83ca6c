import Foundation
import Testing
import AppIntents
import WidgetKit
import WidgetSnapUI

private struct Entry: TimelineEntry { let date: Date }
private struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .distantPast)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: .distantPast)], policy: .never))
    }
}

private struct Named: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Named", provider: Provider()) { _ in Text("x") }
            .configurationDisplayName(Text("Days \("Left")"))
            .description(Text("Counts down"))
    }
}
private struct Nothing: Widget {
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}
private struct Bundle2: WidgetBundle {
    var body: some Widget { Named(); Nothing() }
}

private struct Play: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play"
    func perform() async throws -> some IntentResult { .result() }
}
private struct Upload: ProgressReportingIntent, ForegroundContinuableIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Upload"
    func perform() async throws -> some IntentResult {
        progress.completedUnitCount = 10
        try await requestToContinueInForeground()
        return .result()
    }
}

@MainActor struct WidgetNamesTests {
    @Test func textNamesAndEmptyConfigurations() {
        let host = WidgetHost(Named())
        #expect(host.displayName == "Days Left")
        #expect(host.widgetDescription == "Counts down")
        #expect(Bundle2().widgets.count == 1)
        Named.main()
        #expect(WidgetFamily.systemMedium.description == "systemMedium")
        #expect(WidgetLocation.carPlay != .homeScreen)
    }

    @Test func widgetCenterRecordsRequests() async throws {
        let center = WidgetCenter.shared
        center.removeAllCalls()
        center.reloadTimelines(ofKind: "Named")
        center.reloadAllTimelines()
        var infos: [WidgetCenter.WidgetInfo]?
        center.getCurrentConfigurations { infos = try? $0.get() }
        #expect(infos?.isEmpty == true)
        #expect(center.calls == [.reloadTimelines(ofKind: "Named"), .reloadAllTimelines, .getCurrentConfigurations])
    }

    @Test func intentKindsCompileAndAreNotPerformed() async {
        await #expect(throws: AppIntentError.notPerformed) { _ = try await Upload().perform() }
        _ = Play()
    }
}

/// The configuration `SwiftUIOnlyWidget` (declared in a file importing only SwiftUI) uses.
@MainActor func swiftUIOnlyConfiguration() -> some WidgetConfiguration {
    StaticConfiguration(kind: "SwiftUIOnly", provider: Provider()) { _ in Text("only SwiftUI") }
}

@MainActor struct SwiftUIOnlyBundleTests {
    @Test func aBundleWrittenWithSwiftUIAloneRuns() {
        let widgets = SwiftUIOnlyBundle().widgets
        #expect(widgets.count == 1)
        #expect(WidgetHost(SwiftUIOnlyWidget()).displayName == "Only SwiftUI")
    }
}
