/// When golden images are written, in `widgetsnap test` and `assertWidgetSnapshot` alike.
/// The same words are used by `--record` and by the `WIDGETSNAP_RECORD` environment variable.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write goldens that do not exist yet (the default, except on CI).
    case missing
    /// Rewrite the goldens whose pixels changed beyond the tolerance, and only those.
    case failed
    /// Rewrite every golden whose file would change.
    case all
    /// Write nothing: a run can never pass by recording (the default when `CI` is set).
    case never

    /// The environment variable that sets the mode.
    public static let environmentVariable = "WIDGETSNAP_RECORD"

    /// Parses a mode; an unknown word is a usage error that lists the valid ones.
    /// - Parameter source: where the word came from, for the message (`--record`, `WIDGETSNAP_RECORD`).
    public static func parse(_ word: String, source: String) throws(GoldensError) -> RecordMode {
        guard let mode = RecordMode(rawValue: word) else { throw .notARecordMode(source: source, word: word) }
        return mode
    }

    /// `WIDGETSNAP_RECORD` when set (an unknown value is an error), else `never` on CI and
    /// `missing` elsewhere.
    public static func fromEnvironment(_ environment: [String: String]) throws(GoldensError) -> RecordMode {
        if let word = environment[environmentVariable], !word.isEmpty { return try parse(word, source: environmentVariable) }
        return CIEnvironment.isCI(environment) ? .never : .missing
    }
}
