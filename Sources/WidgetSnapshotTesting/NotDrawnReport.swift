import Foundation
import Testing
import WidgetSnapshotCore
import WidgetSnapUI
import XCTest

/// What the SwiftUI snapshot assertions do when a view used an API that widgetsnap accepts and
/// does not draw (``NotDrawnNote``: `compositingGroup`, `luminanceToAlpha`, `widgetLabel` …): by default a warning once per
/// test, `not drawn: widgetLabel at MyWidget.swift:42`; `fail` makes it a test failure; `off` says nothing.
///
/// Set it with `WIDGETSNAP_NOT_DRAWN=warn|fail|off`, or for a scope with
/// ``withNotDrawnPolicy(_:operation:)`` (which wins over the variable).
public enum NotDrawnPolicy: String, Sendable, CaseIterable {
    case warn, fail, off

    public static let environmentVariable = "WIDGETSNAP_NOT_DRAWN"

    /// The policy of the current scope; nil outside any.
    @TaskLocal public static var scoped: NotDrawnPolicy? = nil

    /// The scope's policy, else `WIDGETSNAP_NOT_DRAWN` from `environment`, else `warn`.
    public static func effective(environment: [String: String]) throws(SnapshotSetUpError) -> NotDrawnPolicy {
        if let scoped { return scoped }
        guard let word = environment[environmentVariable], !word.isEmpty else { return .warn }
        guard let policy = NotDrawnPolicy(rawValue: word.lowercased()) else {
            throw .notDrawnPolicy(word: word)
        }
        return policy
    }
}

/// Runs `operation` with the SwiftUI snapshot assertions inside it treating APIs that are not
/// drawn by `policy`: `withNotDrawnPolicy(.fail) { assertWidgetSnapshot(of: MyView()) }`.
public func withNotDrawnPolicy<R>(_ policy: NotDrawnPolicy, operation: () throws -> R) rethrows -> R {
    try NotDrawnPolicy.$scoped.withValue(policy, operation: operation)
}

extension WidgetSnapshots {
    /// `not drawn: widgetLabel at MyWidget.swift:42, compositingGroup at MyWidget.swift:17 (…)`; nil without notes.
    public static func notDrawnMessage(_ notes: [NotDrawnNote]) -> String? {
        guard !notes.isEmpty else { return nil }
        return "not drawn: " + notes.map(\.description).joined(separator: ", ")
            + " (accepted but left out of the snapshot, so it differs from a device there;"
            + " \(NotDrawnPolicy.environmentVariable)=fail makes this a failure, =off silences it; see docs/swiftui.md)"
    }

    /// The notes not yet reported in the test `test`: each note is reported once per test.
    static func unreported(_ notes: [NotDrawnNote], test: String) -> [NotDrawnNote] {
        NotDrawnLedger.shared.unreported(notes, test: test)
    }

    /// Reports the notes of one assertion by the effective policy: a warning (Swift Testing's
    /// `.warning` issue; a line on standard error under XCTest) or a failure.
    static func reportNotDrawn(_ notes: [NotDrawnNote], fileID: String, file: StaticString, line: UInt, column: Int) {
        let policy: NotDrawnPolicy
        do throws(SnapshotSetUpError) { policy = try NotDrawnPolicy.effective(environment: ProcessInfo.processInfo.environment) } catch {
            report(error.message + (error.hint.map { " (\($0))" } ?? ""), fileID: fileID, file: file, line: line, column: column)
            return
        }
        guard policy != .off, !notes.isEmpty else { return }
        let test = Test.current.map { "swift-testing:\($0.id)" } ?? "xctest:" + NotDrawnLedger.shared.currentXCTest()
        guard let message = notDrawnMessage(unreported(notes, test: test)) else { return }
        if policy == .fail { report(message, fileID: fileID, file: file, line: line, column: column); return }
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), severity: .warning,
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: column))
        } else {
            FileHandle.standardError.write(Data("\(file):\(line): warning: \(message)\n".utf8))
        }
    }
}

/// Which notes each test has been told about, and the XCTest case running (from an observer).
final class NotDrawnLedger: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared: NotDrawnLedger = {
        let l = NotDrawnLedger()
        XCTestObservationCenter.shared.addTestObserver(l)
        return l
    }()

    private let lock = NSLock()
    private var reported: [String: Set<NotDrawnNote>] = [:]
    private var xctest = "?"

    func unreported(_ notes: [NotDrawnNote], test: String) -> [NotDrawnNote] {
        lock.withLock {
            var seen = reported[test] ?? []
            let fresh = notes.filter { seen.insert($0).inserted }
            reported[test] = seen
            return fresh
        }
    }

    func currentXCTest() -> String { lock.withLock { xctest } }

    func testCaseWillStart(_ testCase: XCTestCase) { lock.withLock { xctest = testCase.name } }
}
