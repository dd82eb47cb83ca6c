import Foundation
import JSONText
import SnapshotReports

extension AcceptDecisions {
    /// The decisions file a report folder carries (`decisions.json`): every variant with a new image
    /// (failed, missing or resized), `accepted`, with its status and differing pixels. A reviewer
    /// edits it (a decision to `rejected`, or a line removed) or uses it as it is; then
    /// `widgetsnap accept` records exactly the accepted ones from the downloaded artifact.
    public static func proposal(_ outcomes: [SnapshotOutcome]) -> String {
        let chosen = outcomes.filter { $0.actual != nil }.sorted { $0.name < $1.name }
        var text = "{\n  \"format\": \"\(format)\",\n  \"version\": \(version),\n  \"decisions\": ["
        for (i, o) in chosen.enumerated() {
            text += (i == 0 ? "\n" : ",\n") + "    { \"variant\": \(JSONText.quote(o.name)), \"decision\": \"accepted\", "
                + "\"status\": \(JSONText.quote(o.status.rawValue)), \"diffPixels\": \(o.mismatchedPixels ?? 0) }"
        }
        return text + (chosen.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}
