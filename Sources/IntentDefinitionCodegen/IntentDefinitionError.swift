/// A definition that cannot be read: the file, the key path of the value (`INIntents[0].INIntentParameters[2].INIntentParameterType`),
/// what was expected there and what was found.
public struct IntentDefinitionError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var keyPath: String
    public var expected: String
    public var found: String

    public init(file: String, keyPath: String, expected: String, found: String) {
        self.file = file; self.keyPath = keyPath; self.expected = expected; self.found = found
    }

    /// `file: error: at KEYPATH: expected …, found …` (the form the compiler's messages take, so
    /// that SwiftPM shows it against the file).
    public var description: String {
        keyPath.isEmpty ? "\(file): error: expected \(expected), found \(found)" : "\(file): error: at \(keyPath): expected \(expected), found \(found)"
    }
}
