import Foundation
import WidgetSnapshotCore

/// Missing goldens on CI, where nothing is recorded: `--record missing` would fail again there, so
/// the messages say how to take the images from the run instead, and a run with no goldens at all
/// says once that the goldens folder is missing (issue 28, item 7).
enum MissingGoldens {
    static let fromCI = "nothing is recorded on CI: accept this run's new images with 'widgetsnap accept' on its report artifact "
        + "(docs/ci.md#accepting-from-ci), or record them locally, and commit them"

    /// On CI, each missing golden's message names the way to get it from CI.
    static func onCI(_ outcomes: [SnapshotOutcome]) -> [SnapshotOutcome] {
        outcomes.map { o in
            guard o.status == .missing, let message = o.message, let range = message.range(of: "; record it with --record missing") else { return o }
            var o = o
            o.message = message.replacingCharacters(in: range, with: "; " + fromCI)
            return o
        }
    }

    /// Said once when every golden is missing because the folder has none: no folder, or no PNG in it.
    /// `existed`: whether the folder was there before the run (which writes `.new.png` files into it).
    static func notice(goldens: String, existed: Bool, outcomes: [SnapshotOutcome]) -> String? {
        let missing = outcomes.filter { $0.status == .missing }.count
        guard missing > 0, GoldenFiles.list(goldens).isEmpty else { return nil }
        let exists = existed
        return (exists ? "the goldens folder \(goldens) holds no goldens" : "no goldens folder \(goldens)")
            + " (were the goldens committed?): \(missing) variant\(missing == 1 ? " has" : "s have") no golden; " + fromCI
    }
}
