// What the generator may paste into Swift as a name. Every name it emits (enum, case, class,
// property, parameter, the class prefix) passes `SwiftIdentifier.isValid` when the definition is
// read, so a definition can never add code to the generated file (issue 25, item 2).

/// Swift's identifier grammar (The Swift Programming Language, "Lexical Structure", identifier-head
/// and identifier-character), without the invisible format characters it allows (zero-width
/// spaces and joiners, bidirectional embeddings and overrides, U+2060–U+206F, the soft hyphen),
/// which would let a name read differently from what it is.
enum SwiftIdentifier {
    /// Ranges of identifier-head beyond `A`–`Z`, `a`–`z` and `_`.
    static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
        0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
        0x203F...0x2040, 0x2054...0x2054, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
        0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD,
        0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD,
        0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]
    /// Ranges identifier-character adds to the heads (combining marks).
    static let characterRanges: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]

    static func isHead(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "A"..."Z", "a"..."z", "_": return true
        default:
            guard s.value >= 0x80, s.properties.generalCategory != .format else { return false }
            return headRanges.contains { $0.contains(s.value) }
        }
    }

    static func isCharacter(_ s: Unicode.Scalar) -> Bool {
        if ("0"..."9").contains(s) || isHead(s) { return true }
        return s.value >= 0x80 && characterRanges.contains { $0.contains(s.value) }
    }

    /// Longest name accepted: far beyond any real one, short enough that a name is one line.
    static let maximumLength = 200

    /// An identifier: a head then characters, not `_` alone, at most ``maximumLength`` scalars.
    /// Reserved words are allowed (the generator writes them in backticks where a name stands alone).
    static func isValid(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        guard let first = scalars.first, isHead(first), name != "_", scalars.count <= maximumLength else { return false }
        return scalars.dropFirst().allSatisfy(isCharacter)
    }

    /// Swift's reserved words (declarations, statements, expressions and types) and the names that
    /// cannot be a type's: a class, enum or protocol is never called one of these.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol",
    ]

    /// A name usable as a type's: an identifier that is not a reserved word.
    static func isTypeName(_ name: String) -> Bool { isValid(name) && !keywords.contains(name) }
}
