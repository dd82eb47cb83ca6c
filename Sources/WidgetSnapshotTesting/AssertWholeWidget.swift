import Foundation
import Testing
import WidgetKit
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI
import XCTest

/// Asserts that every variant of a whole `Widget` matches its golden PNG: each supported family (or
/// `families`) × each entry of its provider's timeline × `appearances` × `states`, run by
/// ``WidgetHost`` as WidgetKit would; `entries: n` takes only the timeline's first `n` entries.
///
/// ```swift
/// @MainActor @Test func weatherWidget() {
///     assertWidgetSnapshot(of: WeatherWidget())
/// }
/// ```
///
/// The goldens are `<goldens>/<kind>/default/<family>/<device>/<NN>-<appearance>-<state>@<scale>x.png`
/// with the configuration's `kind`; the record modes and failure messages are those of
/// ``assertWidgetSnapshot(layout:family:instance:entry:appearance:state:named:goldens:assets:device:record:threshold:maxDiffPixels:locale:fileID:file:line:column:)``,
/// one failure per variant that does not match. A family the device has no size for fails.
///
/// The provider runs, and the views are drawn, with the wall clock at `clock` (default: the enclosing
/// ``withPinnedClock(_:operation:)``, else `WIDGETSNAP_CLOCK`, else 2026-06-01T09:41:00Z) and the
/// time zone UTC: a timeline that starts from `Date()` gives the same entries on every run.
@MainActor
public func assertWidgetSnapshot<W: Widget>(of widget: W, families: [WidgetFamily]? = nil, entries: Int? = nil,
                                            appearances: [String] = ["light", "dark"], states: [String] = ["real", "placeholder"],
                                            named name: String? = nil, goldens: String? = nil, assets: String? = nil, device: String? = nil,
                                            record: RecordMode? = nil, threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
                                            lint: SurfaceLintMode = .warn,
                                            environment: @escaping (inout EnvironmentValues) -> Void = { _ in }, clock: SnapshotClock? = nil,
                                            fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
    let findings = SurfaceLintCollector()
    let (messages, notes) = NotDrawnNotes.collecting { WidgetSnapshots.claimingGoldens(fileID: fileID, file: file, line: line, column: column) {
        WidgetSnapshots.onSnapshotClock(clock) {
            var messages = WidgetSnapshots.verify(widget: widget, families: families, entries: entries, appearances: appearances, states: states, named: name,
                                                  goldens: goldens, assets: assets, device: device, record: record, threshold: threshold,
                                                  maxDiffPixels: maxDiffPixels, environment: environment, filePath: "\(file)")
            // The design lint of the same variants (docs/lint.md, "SwiftUI widgets").
            if lint != .off {
                do throws(SnapshotFailure) {
                    findings.add(try WidgetSnapshots.lint(widget: widget, families: families, entries: entries, states: states, assets: assets,
                                                          device: device, environment: environment, filePath: "\(file)"))
                } catch { if messages.isEmpty { messages.append(error.description) } }
            }
            return messages
        }
    } }
    WidgetSnapshots.reportNotDrawn(notes, fileID: fileID, file: file, line: line, column: column)
    for message in messages { WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column) }
    findings.report(lint, fileID: fileID, file: file, line: line, column: column)
}

/// Asserts the variants of a view built from each of `timeline`'s entries: each family × entry ×
/// appearance × state, named as a widget of `kind` (default: the view's type name), the entry's
/// date as the view's `now`.
@MainActor
public func assertWidgetSnapshot<E: WidgetKit.TimelineEntry, V: View>(timeline: [E], families: [WidgetFamily] = [.systemSmall], kind: String? = nil,
                                                            appearances: [String] = ["light", "dark"], states: [String] = ["real"],
                                                            contentMarginsDisabled: Bool = false,
                                                            named name: String? = nil, goldens: String? = nil, assets: String? = nil, device: String? = nil,
                                                            record: RecordMode? = nil, threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
                                                            environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
                                                            clock: SnapshotClock? = nil,
                                                            fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column,
                                                            @ViewBuilder view: @escaping @MainActor (E) -> V) {
    let kind = kind ?? WidgetSnapshots.kind(of: V.self)
    let (messages, notes) = NotDrawnNotes.collecting { WidgetSnapshots.claimingGoldens(fileID: fileID, file: file, line: line, column: column) { WidgetSnapshots.onSnapshotClock(clock) {
        WidgetSnapshots.verifyVariants(kind: kind, families: families, entryCount: timeline.count, appearances: appearances, states: states,
                                       named: name, goldens: goldens, assets: assets, imageSets: WidgetSnapshots.imageSets(environment),
                                       device: device, record: record,
                                       threshold: threshold, maxDiffPixels: maxDiffPixels, filePath: "\(file)") { variant, look in
            let entry = timeline[variant.entry]
            return ViewResolution.widget(view(entry), selection: variant.selection, colorScheme: look.colorScheme,
                                         contentMarginsDisabled: contentMarginsDisabled) { values in
                values.now = entry.date
                environment(&values)
            }
        }
    } } }
    WidgetSnapshots.reportNotDrawn(notes, fileID: fileID, file: file, line: line, column: column)
    for message in messages { WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column) }
}

extension WidgetSnapshots {
    /// The app's image sets (name → file) in ``EnvironmentValues/appResources`` as `environment`
    /// sets them, read once from default values, so the renderer and the layout engine's sizes find them.
    static func imageSets(_ environment: (inout EnvironmentValues) -> Void) -> [String: String] {
        var values = EnvironmentValues()
        environment(&values)
        return values.appResources.images
    }

    /// Records `message` as a failure of the current Swift Testing test or XCTest.
    static func report(_ message: String, fileID: String, file: StaticString, line: UInt, column: Int) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: column))
        } else {
            XCTFail(message, file: file, line: line)
        }
    }

    /// Renders every variant of `widget` and compares each with its golden; the failure messages
    /// (empty when all match), in variant order: family, entry, appearance, state.
    @MainActor
    public static func verify<W: Widget>(widget: W, families: [WidgetFamily]? = nil, entries: Int? = nil, appearances: [String] = ["light", "dark"],
                                         states: [String] = ["real", "placeholder"], named name: String? = nil, goldens: String? = nil,
                                         assets: String? = nil, device: String? = nil, record: RecordMode? = nil,
                                         threshold: Double = GoldenOptions.defaultThreshold, maxDiffPixels: Int = 0,
                                         environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
                                         filePath: String = #filePath) -> [String] {
        let dev: Device
        do throws(VariantsError) { dev = try Selection.device(device) } catch { return [SnapshotFailure(error).description] }
        let host = WidgetHost(widget, device: dev)
        var messages: [String] = []
        let imageSets = imageSets(environment)
        // visionOS' and watchOS' families a widget may list (`.accessoryCorner`) are offered by no device here.
        for family in families ?? host.supportedFamilies.filter(WidgetFamily.allCases.contains) {
            let count = min(host.timeline(family).entries.count, max(0, entries ?? .max))
            if count == 0 { messages.append("\(host.kind): the provider's timeline for \(family.rawValue) has no entries"); continue }
            messages += verifyVariants(kind: host.kind, families: [family], entryCount: count, appearances: appearances, states: states,
                                       named: name, goldens: goldens, assets: assets, imageSets: imageSets, device: device, record: record,
                                       threshold: threshold, maxDiffPixels: maxDiffPixels, filePath: filePath) { variant, look in
                host.resolve(family: variant.family, entryIndex: variant.entry, state: variant.state, colorScheme: look.colorScheme,
                             environment: environment)
            }
        }
        return messages
    }

    /// The variants family × entry × appearance × state of `kind`, each resolved by `resolve`,
    /// rendered and compared with its golden; the failure messages.
    @MainActor
    static func verifyVariants(kind: String, families: [WidgetFamily], entryCount: Int, appearances: [String], states: [String],
                               named name: String?, goldens: String?, assets: String?, imageSets: [String: String] = [:],
                               device: String?, record: RecordMode?,
                               threshold: Double, maxDiffPixels: Int, filePath: String,
                               resolve: (VariantID, Appearance) -> ResolvedWidget?) -> [String] {
        do throws(SnapshotFailure) {
            let strategy = try SnapshotStrategy(named: name, goldens: goldens, assets: assets, device: device, record: record, threshold: threshold,
                                                maxDiffPixels: maxDiffPixels, imageSets: imageSets, filePath: filePath)
            let looks = try SnapshotFailure.catching { () throws(VariantsError) in try appearances.map { name throws(VariantsError) in try Selection.appearance(name) } }
            let widgetStates = try SnapshotFailure.catching { () throws(VariantsError) in try states.map { name throws(VariantsError) in try Selection.state(name) } }
            var failures: [SnapshotFailure] = []
            for family in families {
                guard strategy.device.size(of: family) != nil else { failures.append(.noSize(device: strategy.device.id, family: family)); continue }
                for entry in 0..<entryCount {
                    for look in looks {
                        for state in widgetStates {
                            let variant = strategy.variant(kind: kind, family: family, entry: entry, appearance: look, state: state)
                            if let failure = try strategy.check(widget: resolve(variant, look), variant: variant, look: look) { failures.append(failure) }
                        }
                    }
                }
            }
            return failures.map(\.description)
        } catch {
            return [error.description]
        }
    }
}
