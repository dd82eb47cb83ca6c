/// A position in a source text.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in characters of that line.
    public var column: Int
    /// 0-based UTF-8 byte offset into the text.
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) { self.line = line; self.column = column; self.offset = offset }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// Why a text is not valid JSON5, and where.
public struct JSON5SyntaxError: Error, Sendable, Equatable {
    public var location: SourceLocation
    /// What was found and what was expected.
    public var message: String
    public var hint: String?
    public init(location: SourceLocation, message: String, hint: String? = nil) {
        self.location = location; self.message = message; self.hint = hint
    }
}
