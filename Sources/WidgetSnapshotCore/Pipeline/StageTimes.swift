import Foundation

/// Where one snapshot's time went, in milliseconds of wall time (`render --timing`): resolving its
/// bindings, laying it out, drawing, encoding the PNG and writing the file. Decoding the layout
/// file is once per file (``LoadedLayout/decodeMilliseconds``).
public struct StageTimes: Sendable, Hashable {
    public var resolve = 0.0
    public var layout = 0.0
    public var draw = 0.0
    public var encode = 0.0
    public var write = 0.0
    public init() {}

    /// The stages in the order they run, with their names as `--timing` prints them.
    public var named: [(name: String, milliseconds: Double)] {
        [("resolve", resolve), ("layout", layout), ("draw", draw), ("encode", encode), ("write", write)]
    }

    /// Milliseconds from `start` to now.
    public static func since(_ start: ContinuousClock.Instant) -> Double {
        let d = (ContinuousClock.now - start).components
        return Double(d.seconds) * 1000 + Double(d.attoseconds) / 1e15
    }
}
