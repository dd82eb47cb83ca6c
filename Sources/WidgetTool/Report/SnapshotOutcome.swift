import CommandLineKit
/// What happened to one snapshot in `widgetsnap test`.
enum SnapshotStatus: String, Codable, Sendable, CaseIterable {
    /// Matches its golden (within the threshold).
    case passed
    /// Differs from its golden.
    case failed
    /// No golden exists yet.
    case missing
    /// A golden was (re)written by this run.
    case recorded
    /// The golden and the rendering have different pixel sizes.
    case sizeMismatch
    /// The snapshot could not be rendered or compared.
    case error
}

/// One snapshot's result, as shown in the report and written to report.json.
struct SnapshotOutcome: Codable, Sendable, Equatable {
    /// e.g. "Weather/default/systemSmall/00-light-real@3x"
    var name: String
    var kind: String
    var instance: String
    var family: String
    var entry: Int
    var appearance: String
    var state: String
    var status: SnapshotStatus
    /// A human explanation, e.g. "412 of 260100 pixels differ (0.16%), threshold 0.1".
    var message: String?
    var mismatchedPixels: Int?
    var totalPixels: Int?
    var ratio: Double?
    /// x, y, width, height in pixels of the differing area.
    var boundingBox: [Int]?
    /// The actual image's size in pixels (and the golden's, unless `expectedWidth`/`expectedHeight` say otherwise).
    var width: Int?
    var height: Int?
    /// Image paths relative to the report folder, e.g. "images/Weather/.../00-light-real@3x.expected.png".
    var expected: String?
    var actual: String?
    var diff: String?
    /// The golden's size when it differs from `width` × `height` (`sizeMismatch`); the report then gives each image
    /// its own width and height attributes. Optional and last, so the memberwise initializer is unchanged.
    var expectedWidth: Int?
    var expectedHeight: Int?
}

/// The run's totals and how to accept its changes.
struct ReportSummary: Codable, Sendable, Equatable {
    var passed: Int
    var failed: Int
    var recorded: Int
    var total: Int
    /// The goldens folder, for the "how to accept" instructions.
    var goldens: String
    /// The command line that re-records, e.g. "widgetsnap test --record failed".
    var command: String
    /// "1/3" when sharded.
    var shard: String?
}
