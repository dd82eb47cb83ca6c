import Foundation
import Testing
import WidgetSnapshotCore
import XCTest

/// Asserts that a Smart Stack scenario's simulated day matches its recorded golden events, from
/// XCTest or Swift Testing.
///
/// ```swift
/// @Test func workedExample() {
///     assertStackDay(scenario: "Stacks/b4-worked-example.json5")
/// }
/// ```
///
/// The golden is `<goldens>/Stacks/<scenario>.events.txt`: `goldens` defaults to the test file's
/// `__Snapshots__/<test file name>/` folder; paths are found as for ``assertWidgetSnapshot(layout:family:instance:entry:appearance:state:named:goldens:assets:device:record:threshold:maxDiffPixels:fileID:file:line:column:)``.
/// The record modes are the same (`record:`, the recording scope, `WIDGETSNAP_RECORD`; recording
/// fails the test). A changed day fails with a diff of the events.
public func assertStackDay(scenario: String, goldens: String? = nil, record: RecordMode? = nil,
                           fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
    guard let message = WidgetSnapshots.onSnapshotClock(nil, { StackDays.verify(scenario: scenario, goldens: goldens, record: record, filePath: "\(file)") })
    else { return }
    WidgetSnapshots.report(message, fileID: fileID, file: file, line: line, column: column)
}

/// The check behind ``assertStackDay(scenario:goldens:record:fileID:file:line:column:)``.
public enum StackDays {
    /// nil when the day matches its golden; otherwise the failure message (recording is a failure too).
    public static func verify(scenario path: String, goldens: String? = nil, record: RecordMode? = nil, filePath: String = #filePath) -> String? {
        do throws(SnapshotSetUpError) {
            let mode = try SnapshotSetUpError.goldens { () throws(GoldensError) in try WidgetSnapshotRecording.effective(record, environment: ProcessInfo.processInfo.environment) }
            let paths = SnapshotPaths(testFile: filePath)
            guard let file = paths.existing(path) else {
                return "no scenario file \(path); looked at " + paths.candidates(for: path).joined(separator: ", ")
            }
            let scenario: StackScenario
            switch try SnapshotSetUpError.scenarios({ () throws(ScenariosError) in try StackScenarios.load(file) }) {
            case .failure(let e): return e.description
            case .success(let s): scenario = s
            }
            let folder = try WidgetSnapshots.goldensFolder(goldens, named: nil, paths: paths)
            let text = StackOutput.text(scenario, StackScenarios.simulate(scenario))
            let golden = StackGolden.path(goldens: folder, id: scenario.id)
            let outcome = try SnapshotSetUpError.scenarios { () throws(ScenariosError) in try StackGolden.check(text: text, golden: golden, name: "Stacks/\(scenario.id)", file: file, record: mode) }
            switch outcome.status {
            case .passed: return nil
            case .recorded: return "recorded the day's events \(golden); check them and run the test again"
            default: return (outcome.message ?? "the day differs") + "\naccept the change with WIDGETSNAP_RECORD=failed"
            }
        } catch {
            return error.message + (error.hint.map { " (\($0))" } ?? "")
        }
    }
}
