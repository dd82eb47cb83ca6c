import Foundation
import WidgetIntelligence
import WidgetModel
import SnapshotFiles
import SnapshotGoldens
import SnapshotReports

/// Golden tests of a day: a scenario's printed day (``StackOutput/text(_:_:)``) against the recorded
/// `<goldens>/Stacks/<scenario>.events.txt`, with the same record modes as the PNG goldens.
public enum StackGolden {
    /// The golden's path for a scenario.
    public static func path(goldens: String, id: String) -> String {
        (goldens.hasSuffix("/") ? goldens : goldens + "/") + "Stacks/\(id).events.txt"
    }

    /// Compares `text` with the golden at `golden` and applies the record mode.
    /// `name` names the outcome (`Stacks/<scenario>`), `file` is the scenario file.
    public static func check(text: String, golden: String, name: String, file: String?, record: RecordMode) throws(ScenariosError) -> SnapshotOutcome {
        var outcome = SnapshotOutcome(named: name, kind: "Stacks", instance: (name as NSString).lastPathComponent, family: "-", entry: 0,
                                      appearance: "-", state: "events", status: .passed, file: file)
        let existing = FileManager.default.contents(atPath: golden).map { String(decoding: $0, as: UTF8.self) }
        switch (existing, record) {
        case (nil, .never):
            outcome.status = .missing
            outcome.message = "no golden events at \(golden); record them with --record missing"
        case (nil, _):
            try ScenariosError.files { () throws(FilesError) in try AtomicFile.write(text, to: golden) }
            outcome.status = .recorded
            outcome.message = "new golden events \(golden)"
        case (let old?, _) where old == text:
            break
        case (let old?, .failed), (let old?, .all):
            _ = old
            try ScenariosError.files { () throws(FilesError) in try AtomicFile.write(text, to: golden) }
            outcome.status = .recorded
            outcome.message = "rewrote the golden events \(golden)"
        case (let old?, _):
            outcome.status = .failed
            // A golden recorded before control characters were escaped may hold them raw.
            outcome.message = "the day's events differ from \(golden):\n" + diff(expected: old, actual: text).escapingControlCharactersKeepingLineBreaks
        }
        return outcome
    }

    /// A readable line diff: `- ` for golden lines that are gone, `+ ` for new ones (at most `limit` lines).
    public static func diff(expected: String, actual: String, limit: Int = 40) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Linear space (Myers): a table of every pair of lines would need gigabytes for a month of days.
        let out = LineDiff.changes(a, b).map { change in
            switch change {
            case .removed(let line): "- " + line
            case .added(let line): "+ " + line
            }
        }
        return (out.prefix(limit) + (out.count > limit ? ["… and \(out.count - limit) more changed lines"] : [])).joined(separator: "\n")
    }

    /// Loads every scenario of the `Stacks` folders beside the layouts folders named and checks each
    /// day against its golden. Invalid scenarios are returned as diagnostics (the run exits 65).
    public static func run(besideLayouts paths: [String], goldens: String, record: RecordMode) throws(ScenariosError) -> (outcomes: [SnapshotOutcome], diagnostics: [Diagnostic]) {
        var outcomes: [SnapshotOutcome] = []
        var diagnostics: [Diagnostic] = []
        for folder in StackScenarios.folders(besideLayouts: paths) {
            for file in StackScenarios.files(in: folder) {
                switch try StackScenarios.load(file, listedIn: folder) {
                case .failure(let e): diagnostics += e.diagnostics
                case .success(let s):
                    let text = StackOutput.text(s, StackScenarios.simulate(s))
                    outcomes.append(try check(text: text, golden: path(goldens: goldens, id: s.id), name: "Stacks/\(s.id)", file: file, record: record))
                }
            }
        }
        return (outcomes, diagnostics)
    }
}
