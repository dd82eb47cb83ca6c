// The arguments of a `#Preview(…) { … } label: { … }` written in Swift source, split by hand (no
// parser): the compiler hands a macro plugin the macro's text, and widgetsnap's plugin has no
// swift-syntax. Strings (raw, multi-line, with interpolations), comments and nested brackets are
// skipped over; commas and colons inside them do not split. Standard library only.

/// One argument of a macro call: its label (nil when unlabelled), its text (trimmed, comments
/// kept), and whether it was written as a trailing closure.
public struct PreviewArgument: Equatable, Sendable {
    public var label: String?
    public var text: String
    public var isTrailingClosure: Bool

    public init(label: String?, text: String, isTrailingClosure: Bool = false) {
        self.label = label; self.text = text; self.isTrailingClosure = isTrailingClosure
    }
}

/// Why a macro's text could not be split, and where (a UTF-8 offset into the text).
public struct PreviewSyntaxError: Error, Equatable, Sendable {
    public var message: String
    public var offset: Int
    public init(_ message: String, at offset: Int) { self.message = message; self.offset = offset }
}

public enum PreviewArguments {
    /// Splits `#Name(…) trailing closures` into its arguments, in order.
    public static func split(_ source: String) throws(PreviewSyntaxError) -> [PreviewArgument] {
        var scanner = Scanner(Array(source.utf8))
        return try scanner.macroCall()
    }

    /// The call `callee(…) { … } label: { … }` with the same arguments.
    public static func call(_ callee: String, _ arguments: [PreviewArgument]) -> String {
        let inParentheses = arguments.filter { !$0.isTrailingClosure }
        let trailing = arguments.filter(\.isTrailingClosure)
        var text = callee
        if !inParentheses.isEmpty || trailing.isEmpty {
            text += "(" + inParentheses.map { ($0.label.map { $0 + ": " } ?? "") + $0.text }.joined(separator: ", ") + ")"
        }
        for (index, closure) in trailing.enumerated() {
            text += " "
            if index > 0, let label = closure.label { text += label + ": " }
            text += closure.text
        }
        return text
    }

    /// The name a macro's text starts with: `Preview` for `#Preview(…)`.
    public static func macroName(_ source: String) -> String? {
        var scanner = Scanner(Array(source.utf8))
        scanner.skipTrivia()
        do { try scanner.skipAttributes() } catch { return nil }
        guard scanner.peek == UInt8(ascii: "#") else { return nil }
        scanner.index += 1
        return scanner.identifier()
    }
}

let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
let openers: [UInt8: UInt8] = [UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"), UInt8(ascii: "{"): UInt8(ascii: "}")]

struct Scanner {
    let bytes: [UInt8]
    var index = 0
    /// Whether the last token was an operand (a name, a literal, a closing bracket): a `/` after
    /// one divides, a `/` where an expression starts may open a regex literal.
    var afterOperand = false

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "_") || b >= 0x80
    }

    /// The declaration's attributes, which come with it (`@available(iOS 17.0, *) #Preview { … }`).
    mutating func skipAttributes() throws(PreviewSyntaxError) {
        while peek == UInt8(ascii: "@") {
            index += 1
            guard identifier() != nil else { throw PreviewSyntaxError("expected an attribute's name after @", at: index) }
            skipTrivia()
            if peek == UInt8(ascii: "(") { try skipBalanced() }
            skipTrivia()
        }
    }

    mutating func macroCall() throws(PreviewSyntaxError) -> [PreviewArgument] {
        skipTrivia()
        try skipAttributes()
        guard peek == hash else { throw PreviewSyntaxError("expected a macro (#Name)", at: index) }
        index += 1
        guard identifier() != nil else { throw PreviewSyntaxError("expected the macro's name after #", at: index) }
        skipTrivia()
        if peek == UInt8(ascii: "<") { try skipGenericArguments() ; skipTrivia() }
        var arguments: [PreviewArgument] = []
        if peek == UInt8(ascii: "(") {
            arguments += try parenthesized()
            skipTrivia()
        }
        if peek == UInt8(ascii: "{") {
            let start = index
            try skipBalanced()
            arguments.append(PreviewArgument(label: nil, text: text(start..<index), isTrailingClosure: true))
            while true {
                skipTrivia()
                let save = index
                guard let label = identifier() else { index = save; break }
                skipTrivia()
                guard peek == colon else { index = save; break }
                index += 1
                skipTrivia()
                guard peek == UInt8(ascii: "{") else { throw PreviewSyntaxError("expected a closure after \(label):", at: index) }
                let start = index
                try skipBalanced()
                arguments.append(PreviewArgument(label: label, text: text(start..<index), isTrailingClosure: true))
            }
        }
        skipTrivia()
        if index < bytes.count { throw PreviewSyntaxError("unexpected text after the macro's arguments", at: index) }
        return arguments
    }

    /// `( label: expr, expr, … )`: split at the commas of depth 0.
    mutating func parenthesized() throws(PreviewSyntaxError) -> [PreviewArgument] {
        let open = index
        index += 1
        var pieces: [Range<Int>] = []
        var start = index
        while true {
            guard let b = peek else { throw PreviewSyntaxError("missing ) for the ( here", at: open) }
            if b == UInt8(ascii: ")") { pieces.append(start..<index); index += 1; break }
            if b == comma { pieces.append(start..<index); index += 1; start = index; continue }
            try skipToken()
        }
        if pieces.count == 1, isBlank(pieces[0]) { return [] }
        var result: [PreviewArgument] = []
        for piece in pieces {
            guard !isBlank(piece) else { throw PreviewSyntaxError("empty argument", at: piece.lowerBound) }
            result.append(argument(piece))
        }
        return result
    }

    func isBlank(_ range: Range<Int>) -> Bool {
        var s = Scanner(Array(bytes[range]))
        s.skipTrivia()
        return s.index == s.bytes.count
    }

    /// `label: expression` or `expression`, trimmed of surrounding whitespace and comments.
    func argument(_ range: Range<Int>) -> PreviewArgument {
        var s = Scanner(Array(bytes[range]))
        s.skipTrivia()
        let exprStart: Int
        var label: String?
        let save = s.index
        if let name = s.identifier() {
            s.skipTrivia()
            if s.peek == colon && s.at(1) != colon {
                s.index += 1
                label = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
            } else {
                s.index = save
            }
        }
        s.skipTrivia()
        exprStart = s.index
        var end = s.bytes.count
        while end > exprStart, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(s.bytes[end - 1]) { end -= 1 }
        return PreviewArgument(label: label, text: s.text(exprStart..<end))
    }

    /// An identifier (or a `backticked` one) at the index, consumed.
    mutating func identifier() -> String? {
        let start = index
        if peek == UInt8(ascii: "`") {
            index += 1
            while let b = peek, b != UInt8(ascii: "`"), b != UInt8(ascii: "\n") { index += 1 }
            guard peek == UInt8(ascii: "`") else { index = start; return nil }
            index += 1
            return text(start..<index)
        }
        guard let first = peek, Self.isIdentifierByte(first), !(first >= 0x30 && first <= 0x39) else { return nil }
        while let b = peek, Self.isIdentifierByte(b) { index += 1 }
        return text(start..<index)
    }

    /// Whitespace and comments (`//` to the end of the line, nested `/* */`).
    mutating func skipTrivia() {
        while let b = peek {
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") { index += 1; continue }
            if b == slash, at(1) == slash {
                while let c = peek, c != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if b == slash, at(1) == star, (try? skipBlockComment()) != nil { continue }
            return
        }
    }

    mutating func skipBlockComment() throws(PreviewSyntaxError) {
        let start = index
        index += 2
        var depth = 1
        while depth > 0 {
            guard let b = peek else { index = start; throw PreviewSyntaxError("unterminated /* comment", at: start) }
            if b == slash, at(1) == star { depth += 1; index += 2 }
            else if b == star, at(1) == slash { depth -= 1; index += 2 }
            else { index += 1 }
        }
    }

    /// One token or balanced group: a string, a regex literal, a comment, a bracketed group, a
    /// word, or one byte.
    mutating func skipToken() throws(PreviewSyntaxError) {
        guard let b = peek else { return }
        if b == slash, at(1) == slash || at(1) == star {
            if at(1) == star { try skipBlockComment() } else { skipTrivia() }
        } else if b == quote || (b == hash && rawStringFollows()) {
            try skipString()
            afterOperand = true
        } else if let end = try regexLiteralEnd() {
            index = end
            afterOperand = true
        } else if openers[b] != nil {
            try skipBalanced()
        } else if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
            throw PreviewSyntaxError("unbalanced \(Character(Unicode.Scalar(b)))", at: index)
        } else if Self.isIdentifierByte(b) {
            skipWord()
        } else {
            index += 1
            if !Self.isBlank(b) { afterOperand = false }
        }
    }

    static func isBlank(_ b: UInt8) -> Bool {
        b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
    }

    /// Words after which an expression starts, so that a `/` after them opens a regex literal.
    static let expressionKeywords: Set<String> = ["return", "in", "case", "try", "await", "throw", "if", "guard", "while", "switch",
                                                  "where", "yield", "else", "repeat", "do", "catch", "is", "as", "let", "var", "some", "any"]

    /// A name, keyword or number literal (`0x1F`, `1_000`), consumed; sets ``afterOperand``.
    mutating func skipWord() {
        let start = index
        while let c = peek, Self.isIdentifierByte(c) { index += 1 }
        afterOperand = !Self.expressionKeywords.contains(text(start..<index))
    }

    /// Where the regex literal that starts at the index ends (just past it), or nil when none starts
    /// there. `#/…/#` (any number of `#`; several lines when the opening `/` ends its line) is always
    /// a regex literal. A bare `/…/` is one as Swift lexes it: where an expression starts (not after
    /// an operand), not starting with a space, tab, `)` or `,`, closed on the same line, with no
    /// unbalanced `)` outside a character class; otherwise the `/` is an operator.
    func regexLiteralEnd() throws(PreviewSyntaxError) -> Int? {
        guard let b = peek else { return nil }
        if b == hash {
            var hashes = 0
            while at(hashes) == hash { hashes += 1 }
            guard at(hashes) == slash else { return nil }
            var i = index + hashes + 1
            // Multi-line when only blanks follow the opening delimiter on its line.
            var j = i
            while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
            let multiline = j < bytes.count && (bytes[j] == UInt8(ascii: "\n") || bytes[j] == UInt8(ascii: "\r"))
            while i < bytes.count {
                let c = bytes[i]
                if c == backslash { i += 2; continue }
                if !multiline, c == UInt8(ascii: "\n") { break }
                if c == slash, (0..<hashes).allSatisfy({ i + 1 + $0 < bytes.count && bytes[i + 1 + $0] == hash }) { return i + 1 + hashes }
                i += 1
            }
            throw PreviewSyntaxError("unterminated regex literal", at: index)
        }
        guard b == slash, !afterOperand, let first = at(1),
              ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ")"), UInt8(ascii: ","), slash, star].contains(first)
        else { return nil }
        var i = index + 1, classes = 0, parentheses = 0
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case backslash: i += 2; continue
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            case UInt8(ascii: "["): classes += 1
            case UInt8(ascii: "]"): if classes > 0 { classes -= 1 }
            case UInt8(ascii: "("): if classes == 0 { parentheses += 1 }
            case UInt8(ascii: ")"):
                if classes == 0 { parentheses -= 1; if parentheses < 0 { return nil } }
            case slash: return i + 1
            default: break
            }
            i += 1
        }
        return nil
    }

    func rawStringFollows() -> Bool {
        var i = index
        while i < bytes.count, bytes[i] == hash { i += 1 }
        return i < bytes.count && bytes[i] == quote
    }

    /// From an opening bracket to just past its matching closing bracket.
    mutating func skipBalanced() throws(PreviewSyntaxError) {
        let open = index
        guard let opener = peek, let closer = openers[opener] else { return }
        index += 1
        afterOperand = false
        while true {
            guard let b = peek else {
                throw PreviewSyntaxError("missing \(Character(Unicode.Scalar(closer))) for the \(Character(Unicode.Scalar(opener))) here", at: open)
            }
            if b == closer { index += 1; afterOperand = true; return }
            try skipToken()
        }
    }

    /// `<…>` after the macro's name (generic arguments), balanced on angle brackets.
    mutating func skipGenericArguments() throws(PreviewSyntaxError) {
        let open = index
        var depth = 0
        repeat {
            guard let b = peek else { throw PreviewSyntaxError("missing > for the < here", at: open) }
            if b == UInt8(ascii: "<") { depth += 1; index += 1 }
            else if b == UInt8(ascii: ">") { depth -= 1; index += 1 }
            else { try skipToken() }
        } while depth > 0
    }

    /// A string literal: `"…"`, `"""…"""`, raw `#"…"#`, with `\(…)` interpolations (which may hold
    /// strings and brackets of their own).
    mutating func skipString() throws(PreviewSyntaxError) {
        let start = index
        var hashes = 0
        while peek == hash { hashes += 1; index += 1 }
        let multiline = at(0) == quote && at(1) == quote && at(2) == quote
        index += multiline ? 3 : 1
        while true {
            guard let b = peek else { throw PreviewSyntaxError("unterminated string literal", at: start) }
            if !multiline && b == UInt8(ascii: "\n") { throw PreviewSyntaxError("unterminated string literal", at: start) }
            if b == backslash && (0..<hashes).allSatisfy({ at(1 + $0) == hash }) {
                index += 1 + hashes
                if peek == UInt8(ascii: "(") { try skipBalanced() } else if peek != nil { index += 1 }
                continue
            }
            if b == quote && (!multiline || (at(1) == quote && at(2) == quote)) {
                let quoteLength = multiline ? 3 : 1
                if (0..<hashes).allSatisfy({ at(quoteLength + $0) == hash }) {
                    index += quoteLength + hashes
                    return
                }
            }
            index += 1
        }
    }
}

extension PreviewArguments {
    /// `text` as a Swift string literal.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 { result += "\\u{\(String(scalar.value, radix: 16))}" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}
