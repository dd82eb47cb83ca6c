/// Names that become parts of output paths (`<kind>/<instance>/<family>/...`): the widget's `kind`
/// and its instance names. They are checked when the file is read, so that a file that passes
/// `check` can always be rendered: ASCII only (the same bytes on every file system), never empty,
/// never `.` or `..`, and short enough for any file name limit.
public enum PathName {
    /// The longest kind or instance name, in characters (all ASCII, so also in bytes).
    public static let maximumLength = 64

    /// A kind: an ASCII letter, then ASCII letters, digits and `_`; 1 to 64 characters.
    public static func isValidKind(_ s: String) -> Bool {
        guard let first = s.utf8.first, isLetter(first), s.utf8.count <= maximumLength else { return false }
        return s.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// An instance name: an ASCII letter or digit, then ASCII letters, digits, `-` and `_`;
    /// 1 to 64 characters.
    public static func isValidInstance(_ s: String) -> Bool {
        guard let first = s.utf8.first, isLetter(first) || isDigit(first), s.utf8.count <= maximumLength else { return false }
        return s.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    /// The rule for kinds, for messages.
    static let kindRule = "1 to \(maximumLength) ASCII letters, digits and _, starting with a letter"
    /// The rule for instance names, for messages.
    static let instanceRule = "1 to \(maximumLength) ASCII letters, digits, - and _, starting with a letter or digit"

    /// A name as shown in a message: at most 40 characters.
    static func shown(_ s: String) -> String { s.count > 40 ? String(s.prefix(40)) + "…" : s }

    private static func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}
