import SnapshotVariants
/// What happened to one snapshot in `widgetsnap test`.
public enum SnapshotStatus: String, Codable, Sendable, CaseIterable {
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
public struct SnapshotOutcome: Codable, Sendable, Equatable {
    /// ``VariantID/name``, e.g. "Weather/default/systemSmall/iphone-430x932/00-light-real@3x"
    public var name: String
    public var kind: String
    public var instance: String
    public var family: String
    public var entry: Int
    public var appearance: String
    public var state: String
    public var status: SnapshotStatus
    /// A human explanation, e.g. "412 of 260100 pixels differ (0.16%), threshold 0.1".
    public var message: String?
    public var mismatchedPixels: Int?
    public var totalPixels: Int?
    public var ratio: Double?
    /// x, y, width, height in pixels of the differing area.
    public var boundingBox: [Int]?
    /// The actual image's size in pixels (and the golden's, unless `expectedWidth`/`expectedHeight` say otherwise).
    public var width: Int?
    public var height: Int?
    /// Image paths relative to the report folder, e.g. "images/Weather/.../00-light-real@3x.expected.png".
    public var expected: String?
    public var actual: String?
    public var diff: String?
    /// The golden's size when it differs from `width` × `height` (`sizeMismatch`); the report then gives each image
    /// its own width and height attributes. Optional and last, so the memberwise initializer is unchanged.
    public var expectedWidth: Int?
    public var expectedHeight: Int?
    /// The device id (absent in reports written before devices were part of the name).
    public var device: String?
    /// The layout file the variant comes from, as named on the command line (CI annotations, JUnit's `file`).
    public var file: String?
}

extension SnapshotOutcome {
    /// A fresh outcome of something other than a variant (a Smart Stack day), named part by part.
    package init(named name: String, kind: String, instance: String, family: String, entry: Int, appearance: String, state: String,
                 status: SnapshotStatus, file: String?) {
        self.name = name; self.kind = kind; self.instance = instance; self.family = family; self.entry = entry
        self.appearance = appearance; self.state = state; self.status = status; self.file = file
    }

    /// A fresh outcome for a variant.
    public init(variant v: VariantID, status: SnapshotStatus) {
        name = v.name; kind = v.kind; instance = v.instance; family = v.family.rawValue; entry = v.entry
        appearance = v.appearance.description; state = v.state.rawValue; device = v.device; self.status = status
    }

    /// Whether the outcome counts as a failure of the run.
    public var isFailure: Bool { [.failed, .missing, .sizeMismatch, .error].contains(status) }
}

/// The run's totals and how to accept its changes.
public struct ReportSummary: Codable, Sendable, Equatable {
    public var passed: Int
    public var failed: Int
    public var recorded: Int
    public var total: Int
    /// The goldens folder, for the "how to accept" instructions.
    public var goldens: String
    /// The command line that re-records, e.g. "widgetsnap test --record failed".
    public var command: String
    /// "1/3" when sharded.
    public var shard: String?
    /// The renderer and widgetsnap version that drew the report's images (``RendererStamp``), for
    /// `widgetsnap accept`; nil in reports from before 0.2.0.
    public var renderer: Int? = nil
    public var tool: String? = nil

    public init(passed: Int, failed: Int, recorded: Int, total: Int, goldens: String, command: String, shard: String? = nil) {
        self.passed = passed; self.failed = failed; self.recorded = recorded; self.total = total
        self.goldens = goldens; self.command = command; self.shard = shard
    }

    /// The totals of `outcomes`.
    public init(_ outcomes: [SnapshotOutcome], goldens: String, command: String, shard: String?) {
        self.init(passed: outcomes.filter { $0.status == .passed }.count, failed: outcomes.filter(\.isFailure).count,
                  recorded: outcomes.filter { $0.status == .recorded }.count, total: outcomes.count,
                  goldens: goldens, command: command, shard: shard)
    }
}
