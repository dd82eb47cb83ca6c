// The few tokens `doctor` needs from a Swift file: identifiers and keywords with their positions, the
// `#if`/`#elseif`/`#else`/`#endif` directives with their condition text, and the punctuation `.`/`@`.
// Comments (nested block comments too), string literals (single-line, multi-line, raw `#"…"#`, with
// interpolations, whose code is scanned like any other) and numbers are skipped. Standard library only.

/// One token of a Swift file.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// An identifier or keyword (`import`, `struct`, `Text`, `` `default` `` without its backticks).
        case word(String)
        /// A compiler directive: `if`, `elseif`, `else`, `endif` with the rest of its line as the condition.
        case directive(String, condition: String)
        /// One punctuation character that matters to declarations: `.`, `@`, `:`, `<`, `>`, `,`, `{`, `}`, `(`, `)`, `=`.
        case punctuation(Character)
    }
    public var kind: Kind
    /// 1-based line and column (columns count Unicode scalars).
    public var line: Int
    public var column: Int
}

/// Splits Swift source into ``SwiftToken``s. Never fails: an unterminated comment or string ends at the end of
/// the file, as the compiler would report it and `doctor` need not.
public enum SwiftTokenizer {
    public static func tokens(of source: String) -> [SwiftToken] {
        var scanner = Scanner(Array(source.unicodeScalars))
        scanner.run(until: nil)
        return scanner.tokens
    }
}

private struct Scanner {
    let text: [Unicode.Scalar]
    var index = 0
    var line = 1
    var lineStart = 0
    var tokens: [SwiftToken] = []

    init(_ text: [Unicode.Scalar]) { self.text = text }

    var column: Int { index - lineStart + 1 }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let i = index + offset
        return i < text.count ? text[i] : nil
    }

    mutating func advance() {
        if text[index] == "\n" { line += 1; lineStart = index + 1 }
        index += 1
    }

    /// Scans code until the end of the file or, inside an interpolation, the `)` that closes it.
    mutating func run(until closing: Unicode.Scalar?) {
        var depth = 0
        while let c = peek() {
            if closing != nil {
                if c == "(" { depth += 1 } else if c == ")" {
                    if depth == 0 { advance(); return }
                    depth -= 1
                }
            }
            if c == "/" && peek(1) == "/" { skipLineComment(); continue }
            if c == "/" && peek(1) == "*" { skipBlockComment(); continue }
            if c == "#" || c == "\"" {
                if stringStart() { continue }
                if c == "#", let next = peek(1), isIdentifierStart(next) { directiveOrPound(); continue }
            }
            if isIdentifierStart(c) { word(); continue }
            if c == "`" { quotedWord(); continue }
            if c.properties.numericType != nil || ("0"..."9").contains(c) { number(); continue }
            if ".@:<>,{}()=".unicodeScalars.contains(c) {
                tokens.append(SwiftToken(kind: .punctuation(Character(c)), line: line, column: column))
            }
            advance()
        }
    }

    func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isXIDStart
    }

    mutating func word() {
        let start = index, l = line, col = column
        while let c = peek(), c == "_" || c.properties.isXIDContinue { advance() }
        tokens.append(SwiftToken(kind: .word(String(String.UnicodeScalarView(text[start..<index]))), line: l, column: col))
    }

    mutating func quotedWord() {
        let l = line, col = column
        advance()
        let start = index
        while let c = peek(), c != "`", c != "\n" { advance() }
        let name = String(String.UnicodeScalarView(text[start..<index]))
        if peek() == "`" { advance() }
        tokens.append(SwiftToken(kind: .word(name), line: l, column: col))
    }

    mutating func number() {
        while let c = peek(), c == "_" || c == "." && (peek(1).map { ("0"..."9").contains($0) } ?? false)
                || c.properties.isXIDContinue { advance() }
    }

    mutating func skipLineComment() {
        while let c = peek(), c != "\n" { advance() }
    }

    mutating func skipBlockComment() {
        var depth = 0
        while let c = peek() {
            if c == "/" && peek(1) == "*" { depth += 1; advance(); advance(); continue }
            if c == "*" && peek(1) == "/" {
                depth -= 1; advance(); advance()
                if depth == 0 { return }
                continue
            }
            advance()
        }
    }

    /// `#if`, `#elseif`, `#else`, `#endif` (with the condition up to the end of the line, comments removed),
    /// or another `#word` (`#Preview`, `#available`), kept as a word.
    mutating func directiveOrPound() {
        let l = line, col = column
        advance()
        let start = index
        while let c = peek(), c == "_" || c.properties.isXIDContinue { advance() }
        let name = String(String.UnicodeScalarView(text[start..<index]))
        guard ["if", "elseif", "else", "endif"].contains(name) else {
            tokens.append(SwiftToken(kind: .word("#" + name), line: l, column: col))
            return
        }
        var condition = ""
        while let c = peek(), c != "\n" {
            if c == "/" && peek(1) == "/" { skipLineComment(); break }
            if c == "/" && peek(1) == "*" { skipBlockComment(); continue }
            condition.unicodeScalars.append(c)
            advance()
        }
        tokens.append(SwiftToken(kind: .directive(name, condition: condition.trimmingBlanks()), line: l, column: col))
    }

    /// A string literal at `index` (`"`, `"""`, `#"`, `##"""`…): skipped, its interpolations scanned as code.
    /// Returns false when `#` does not start a string.
    mutating func stringStart() -> Bool {
        var pounds = 0
        while peek(pounds) == "#" { pounds += 1 }
        guard peek(pounds) == "\"" else { return false }
        for _ in 0..<pounds { advance() }
        let multiline = peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        while let c = peek() {
            if c == "\\" && (0..<pounds).allSatisfy({ peek(1 + $0) == "#" }) {
                for _ in 0...pounds { advance() }
                if peek() == "(" { advance(); run(until: ")") } else if peek() != nil { advance() }
                continue
            }
            if c == "\n" && !multiline { return true }
            if c == "\"" {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == "\"" }) && (0..<pounds).allSatisfy({ peek(quotes + $0) == "#" }) {
                    for _ in 0..<(quotes + pounds) { advance() }
                    return true
                }
            }
            advance()
        }
        return true
    }
}

extension String {
    func trimmingBlanks() -> String {
        var scalars = Substring(self).unicodeScalars
        while let f = scalars.first, f.properties.isWhitespace { scalars.removeFirst() }
        while let l = scalars.last, l.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
