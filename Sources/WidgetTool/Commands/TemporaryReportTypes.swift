// Stand-in until the report writer lands; deleted then.
enum SnapshotStatus: String, Codable, Sendable { case passed, failed, missing, recorded, sizeMismatch, error }
struct SnapshotOutcome: Codable, Sendable {
    var name: String
    var kind: String; var instance: String; var family: String; var entry: Int; var appearance: String; var state: String
    var status: SnapshotStatus
    var message: String?
    var mismatchedPixels: Int?; var totalPixels: Int?; var ratio: Double?
    var boundingBox: [Int]?
    var width: Int?; var height: Int?
    var expected: String?
    var actual: String?
    var diff: String?
}
struct ReportSummary: Codable, Sendable {
    var passed: Int; var failed: Int; var recorded: Int; var total: Int
    var goldens: String
    var command: String
    var shard: String?
}
enum HTMLReport {
    static func render(_ outcomes: [SnapshotOutcome], summary: ReportSummary, title: String) -> String { "<!doctype html><title>\(title)</title>" }
}
