import Foundation
import Testing
import WidgetKit
import WidgetSnapshotTesting
import WidgetSnapUI

/// Xcode's template: the timeline starts from `Date()`, an entry an hour apart; the view shows the
/// entry's time and, read again while drawing, the clock's minute.
struct TemplateEntry: WidgetKit.TimelineEntry {
    let date: Date
}

struct TemplateProvider: TimelineProvider {
    func placeholder(in context: Context) -> TemplateEntry { TemplateEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (TemplateEntry) -> Void) { completion(TemplateEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TemplateEntry>) -> Void) {
        let now = Date()
        let entries = (0..<2).map { TemplateEntry(date: Calendar.current.date(byAdding: .hour, value: $0, to: now)!) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct TemplateView: View {
    let entry: TemplateEntry
    var body: some View {
        let f = DateFormatter()
        f.dateFormat = "HH:mm:ss"
        return VStack {
            Text(entry.date, style: .time)
            Text("drawn " + f.string(from: Date.now))
        }
    }
}

struct TemplateWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "template", provider: TemplateProvider()) { TemplateView(entry: $0) }
            .supportedFamilies([.systemSmall])
    }
}

/// The machine's clock, moved by the test: the instants below stand for "now" and "a minute later".
private let machineNow = Date(timeIntervalSince1970: 1_800_000_000)
private let standard = Date(timeIntervalSince1970: 1_780_306_860)

/// The process's wall clock and time zone while pinned, and after. Serialized: the clock and `TZ`
/// belong to the whole process.
@Suite(.serialized) struct PinnedClockTests {
    @Test func everyWallClockFunctionReadsThePinnedInstant() {
        #expect(PinnedClock.interposes)
        let instant = Date(timeIntervalSince1970: 1_780_306_860.25)
        PinnedClock.run(at: instant) {
            #expect(abs(Date().timeIntervalSince(instant)) < 1e-6)
            #expect(abs(Date.now.timeIntervalSince(instant)) < 1e-6)
            #expect(time(nil) == 1_780_306_860)
            var tv = timeval()
            gettimeofday(&tv, nil)
            #expect(tv.tv_sec == 1_780_306_860 && tv.tv_usec == 250_000)
            var ts = timespec()
            clock_gettime(CLOCK_REALTIME, &ts)
            #expect(ts.tv_sec == 1_780_306_860 && ts.tv_nsec == 250_000_000)
            // The monotonic clock keeps running.
            var a = timespec(), b = timespec()
            clock_gettime(CLOCK_MONOTONIC, &a)
            usleep(2_000)
            clock_gettime(CLOCK_MONOTONIC, &b)
            #expect((b.tv_sec - a.tv_sec) * 1_000_000_000 + (b.tv_nsec - a.tv_nsec) >= 2_000_000)
            // Nested: the inner instant, then the outer again.
            PinnedClock.run(at: machineNow) { #expect(Date() == machineNow) }
            #expect(abs(Date().timeIntervalSince(instant)) < 1e-6)
            #expect(PinnedClock.pinned.map { abs($0.timeIntervalSince(instant)) < 1e-6 } == true)
        }
        // Other suites' assertions may pin the (process-wide) clock at the default instant meanwhile:
        // this section's instant is released, and when nothing else holds the clock it runs again.
        #expect(PinnedClock.pinned.map { abs($0.timeIntervalSince(instant)) >= 1e-6 } ?? true, "the section's instant is released")
        if PinnedClock.pinned == nil {
            let a = Date()
            usleep(2_000)
            if PinnedClock.pinned == nil { #expect(Date() > a, "the clock runs again") }
        }
    }

    @Test func timeZoneIsUTCWhilePinnedAndRestoredAfter() {
        // TZ exists from before main (so that changing it never reshapes the environment under
        // another thread), meaning the machine's zone when it was not set.
        guard let saved = ProcessInfo.processInfo.environment["TZ"] else {
            Issue.record("TZ is not reserved before main"); return
        }
        defer {
            setenv("TZ", saved, 1)
            NSTimeZone.resetSystemTimeZone()
        }
        // Other suites' assertions may hold the clock meanwhile (the zone is the process's, set back
        // when the last section ends): try until one attempt runs while no other section is open.
        var restored = false
        for _ in 0..<100 where !restored {
            while PinnedClock.pinned != nil { usleep(1_000) }
            setenv("TZ", "America/New_York", 1)
            NSTimeZone.resetSystemTimeZone()
            PinnedClock.run(at: standard.addingTimeInterval(7)) {
                #expect(ProcessInfo.processInfo.environment["TZ"] == "UTC")
                #expect(TimeZone.current.secondsFromGMT() == 0)
                #expect(Calendar.current.timeZone.secondsFromGMT() == 0)
                #expect(Calendar.current.component(.hour, from: Date()) == 9)
                let f = DateFormatter()
                f.dateFormat = "HH:mm"
                #expect(f.string(from: Date()) == "09:41")
                var t = time(nil), parts = tm()
                localtime_r(&t, &parts)
                #expect(parts.tm_hour == 9 && parts.tm_min == 41 && parts.tm_sec == 7)
            }
            restored = ProcessInfo.processInfo.environment["TZ"] == "America/New_York"
                && TimeZone.current.secondsFromGMT(for: standard) == -4 * 3600
        }
        #expect(restored, "the machine's time zone is back after the last section")
    }

    @Test func clockSettings() {
        #expect(SnapshotClock.parse("2026-06-01T09:41:00Z") == .standard)
        #expect(SnapshotClock.parse("2026-06-01T11:41:00+02:00") == .standard)
        #expect(SnapshotClock.parse("2026-06-01T09:41:00.500Z") == .pinned(standard.addingTimeInterval(0.5)))
        #expect(SnapshotClock.parse(" System ") == .system)
        for bad in ["", "tomorrow", "2026-06-01", "2026-06-01T09:41:00", "1780306860"] { #expect(SnapshotClock.parse(bad) == nil, "\(bad)") }
        #expect(SnapshotClock.standard.description == "2026-06-01T09:41:00Z")
        #expect(SnapshotClock.system.description == "system")
        let env = [SnapshotClock.environmentVariable: "2030-01-01T00:00:00Z"]
        #expect(SnapshotClock.effective(nil, environment: [:]) == .success(.standard))
        #expect(SnapshotClock.effective(nil, environment: env) == .success(.pinned(Date(timeIntervalSince1970: 1_893_456_000))))
        #expect(SnapshotClock.effective(.system, environment: env) == .success(.system))
        withPinnedClock(.pinned(machineNow)) {
            #expect(SnapshotClock.effective(nil, environment: env) == .success(.pinned(machineNow)))
            #expect(Date() == machineNow)
        }
        guard case .failure(let error) = SnapshotClock.effective(nil, environment: [SnapshotClock.environmentVariable: "noon"]) else {
            Issue.record("an invalid WIDGETSNAP_CLOCK is accepted"); return
        }
        #expect(error.description.contains("WIDGETSNAP_CLOCK is 'noon'") && error.description.contains("2026-06-01T09:41:00Z"))
    }

    /// A provider that starts from `Date()`, run a minute apart by the machine's clock, draws the same
    /// images; without the assertion's pinning it would not (so the test can fail).
    @MainActor @Test func aTimelineFromDateIsTheSameAMinuteLater() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("clock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let recorded = PinnedClock.run(at: machineNow) {
            WidgetSnapshots.onSnapshotClock(nil) { WidgetSnapshots.verify(widget: TemplateWidget(), goldens: goldens.path, record: .missing) }
        }
        #expect(recorded.count == 2 * 2 * 2 && recorded.allSatisfy { $0.hasPrefix("recorded the golden") }, "\(recorded)")
        PinnedClock.run(at: machineNow.addingTimeInterval(60)) {
            assertWidgetSnapshot(of: TemplateWidget(), goldens: goldens.path, record: .never)
            // Unpinned, the minute shows.
            let moved = WidgetSnapshots.verify(widget: TemplateWidget(), goldens: goldens.path, record: .never)
            #expect(moved.filter { $0.contains("-real@") }.count == 2 * 2, "\(moved)")
        }
        withKnownIssue("another clock draws another time") {
            assertWidgetSnapshot(of: TemplateWidget(), goldens: goldens.path, record: .never, clock: .pinned(standard.addingTimeInterval(60)))
        }
        withPinnedClock(.pinned(standard.addingTimeInterval(3600))) {
            let later = WidgetSnapshots.onSnapshotClock(nil) { WidgetSnapshots.verify(widget: TemplateWidget(), goldens: goldens.path, record: .never) }
            #expect(later.filter { $0.contains("-real@") }.count == 2 * 2, "\(later)")
        }
    }

    @MainActor @Test func anInvalidClockVariableFailsTheAssertion() {
        let environment = [SnapshotClock.environmentVariable: "noon"]
        let messages = WidgetSnapshots.onSnapshotClock(nil, environment: environment) { () -> [String] in
            Issue.record("the snapshot is drawn despite the invalid clock")
            return []
        }
        #expect(messages.count == 1 && messages[0].contains("WIDGETSNAP_CLOCK is 'noon'"), "\(messages)")
    }
}

/// Sections at different instants on different threads never overlap: each sees its own instant
/// from start to end.
@Test func sectionsAtDifferentInstantsWaitForEachOther() async {
    let seen = await withTaskGroup(of: Bool.self) { group in
        for i in 0..<8 {
            group.addTask {
                let instant = Date(timeIntervalSince1970: 1_900_000_000 + Double(i % 2) * 60)
                return PinnedClock.run(at: instant) {
                    var same = true
                    for _ in 0..<200 {
                        if abs(Date().timeIntervalSince(instant)) > 1e-6 { same = false }
                        usleep(50)
                    }
                    return same
                }
            }
        }
        var all: [Bool] = []
        for await s in group { all.append(s) }
        return all
    }
    #expect(seen.count == 8 && seen.allSatisfy { $0 })
}
