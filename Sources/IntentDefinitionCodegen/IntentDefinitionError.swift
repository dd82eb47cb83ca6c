/// A definition that cannot be read: the file, the key path of the value (`INIntents[0].INIntentParameters[2].INIntentParameterType`),
/// what was expected there and what was found.
public struct IntentDefinitionError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var keyPath: String
    public var expected: String
    public var found: String
    /// 1-based line and column (in characters) of a problem found in the file's text rather than
    /// at a key path (an XML entity declaration); nil otherwise.
    public var line: Int?
    public var column: Int?

    public init(file: String, keyPath: String, expected: String, found: String, line: Int? = nil, column: Int? = nil) {
        self.file = file; self.keyPath = keyPath; self.expected = expected; self.found = found
        self.line = line; self.column = column
    }

    /// `file: error: at KEYPATH: expected …, found …` (the form the compiler's messages take, so
    /// that SwiftPM shows it against the file), or `file:line:column: error: …` for a position.
    public var description: String {
        if let line, let column { return "\(file):\(line):\(column): error: expected \(expected), found \(found)" }
        return keyPath.isEmpty ? "\(file): error: expected \(expected), found \(found)" : "\(file): error: at \(keyPath): expected \(expected), found \(found)"
    }
}
