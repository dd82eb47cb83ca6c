import SnapshotReports
/// On CI a recorded golden is never a pass.
///
/// Without `--record` or `WIDGETSNAP_RECORD` nothing is recorded on CI (the mode is `never`). An
/// explicit mode is obeyed, so a CI job can still produce goldens to download, but each golden it
/// writes counts as a failure: a job cannot turn green by writing the images it compares with.
public enum CIRecordPolicy {
    /// `outcomes` with every `recorded` one turned into a failure when `onCI`; unchanged otherwise.
    public static func apply(_ outcomes: [SnapshotOutcome], onCI: Bool) -> [SnapshotOutcome] {
        guard onCI else { return outcomes }
        return outcomes.map { o in
            guard o.status == .recorded else { return o }
            var failed = o
            failed.status = .failed
            failed.message = "recorded on CI, which is not a pass: \(o.message ?? "new golden"); review and commit the golden"
            return failed
        }
    }
}
