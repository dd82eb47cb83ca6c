import WidgetSnapshotCore

/// The text of a failed snapshot assertion: what happened, the files involved and how to accept it.
enum FailureMessage {
    /// How to accept the new render as the golden.
    static let howToAccept = "to accept the new image, run the test again with \(RecordMode.environmentVariable)=failed, "
        + "or wrap the assertion in withWidgetSnapshotRecording(.failed) { … }"

    /// nil for a pass; otherwise the message for `outcome` of the variant `name`, whose golden is `golden`.
    /// With `record` (the assertion's mode), goldens of another renderer are said once (``RendererNotice``).
    static func text(for outcome: SnapshotOutcome, name: String, golden: String, record: RecordMode? = nil) -> String? {
        GoldenClaims.record(golden, passed: outcome.status == .passed)
        if let record, golden.hasSuffix("/" + name + ".png") {
            switch RendererNotice.effect(folder: String(golden.dropLast(name.count + 5)), record: record, status: outcome.status) {
            case .keep: break
            case .replace(let notice): return "snapshot \(name): " + notice
            case .silence: return nil
            }
        }
        switch outcome.status {
        case .passed:
            return nil
        case .recorded:
            return "recorded the golden \(golden) (\(outcome.message ?? "")); run the test again to compare against it"
        case .missing:
            return "snapshot \(name): no golden at \(golden)\n  actual: \(outcome.actual ?? "-")\n"
                + "  to record it, run the test again with \(RecordMode.environmentVariable)=missing (the default outside CI), "
                + "or wrap the assertion in withWidgetSnapshotRecording(.missing) { … }"
        case .failed, .sizeMismatch:
            return "snapshot \(name) differs: \(outcome.message ?? "")\n  golden: \(golden)\n  actual: \(outcome.actual ?? "-")\n"
                + "  diff:   \(outcome.diff ?? "-")\n  " + howToAccept
        default:
            return "snapshot \(name): \(outcome.message ?? outcome.status.rawValue)\n  golden: \(golden)"
        }
    }
}
