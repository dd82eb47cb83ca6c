import Foundation
import SnapshotFiles

/// `widgetsnap test --json` and `check --json`: one JSON document on stdout, keys sorted, so the
/// same input prints the same bytes.
public enum ResultsJSON {
    public static func encode<T: Encodable>(_ value: T) throws(ReportsError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do { return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n" } catch {
            throw .cannotEncode(what: "the results", reason: "\(error)")
        }
    }
}

/// Quoting for the shell commands the report and the summary suggest.
public enum ShellWord {
    /// `word` as is when it is made of safe characters, else in single quotes.
    public static func quote(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=,@%+:")
        if !word.isEmpty && word.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
