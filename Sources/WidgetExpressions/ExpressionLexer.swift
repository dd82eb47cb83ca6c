import JSON5
import Foundation

/// A token of the expression language.
enum ExprTokenKind: Equatable, Sendable {
    case number(Double)
    case string(String)
    case identifier(String)
    /// Punctuation and operators: `. , ( ) [ ] ! - + * / % < <= > >= == != && || ?? ? : |`.
    case symbol(String)
    case end
}

struct ExprToken: Sendable {
    var kind: ExprTokenKind
    /// Character offset of the token's first character.
    var offset: Int
    /// The token's source text, for messages.
    var text: String

    /// How the token reads in a message: `')'`, `'total'`, `end of expression`.
    var display: String {
        if case .end = kind { return "end of expression" }
        let t = text.count > 24 ? String(text.prefix(24)) + "…" : text
        return "'\(t)'"
    }

    func isSymbol(_ s: String) -> Bool { kind == .symbol(s) }
}

/// Splits an expression into tokens. Iterative; offsets are `Character` offsets.
enum ExprLexer {
    private static let twoCharSymbols: Set<String> = ["<=", ">=", "==", "!=", "&&", "||", "??"]
    private static let oneCharSymbols: Set<Character> = [".", ",", "(", ")", "[", "]", "!", "-", "+", "*", "/", "%", "<", ">", "?", ":", "|"]

    static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isWholeNumber }
    static func isIdentStart(_ c: Character) -> Bool { c == "_" || c == "$" || c.isLetter }
    static func isIdentPart(_ c: Character) -> Bool { isIdentStart(c) || isDigit(c) }

    static func tokenize(_ chars: [Character]) throws(ExpressionError) -> [ExprToken] {
        var tokens: [ExprToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            let start = i
            if isDigit(c) {
                i = scanNumber(chars, from: i)
                let text = String(chars[start..<i])
                guard let v = Double(text), v.isFinite else {
                    throw ExpressionError(message: "number \(text.prefix(24)) is out of range", offset: start)
                }
                tokens.append(ExprToken(kind: .number(v), offset: start, text: text))
            } else if isIdentStart(c) {
                while i < chars.count, isIdentPart(chars[i]) { i += 1 }
                let text = String(chars[start..<i])
                tokens.append(ExprToken(kind: .identifier(text), offset: start, text: text))
            } else if c == "\"" || c == "'" {
                let (value, next) = try scanString(chars, from: i)
                i = next
                tokens.append(ExprToken(kind: .string(value), offset: start, text: String(chars[start..<i])))
            } else if i + 1 < chars.count, twoCharSymbols.contains(String([c, chars[i + 1]])) {
                let s = String([c, chars[i + 1]])
                tokens.append(ExprToken(kind: .symbol(s), offset: start, text: s))
                i += 2
            } else if oneCharSymbols.contains(c) {
                tokens.append(ExprToken(kind: .symbol(String(c)), offset: start, text: String(c)))
                i += 1
            } else {
                throw unexpected(c, at: start)
            }
        }
        tokens.append(ExprToken(kind: .end, offset: chars.count, text: ""))
        return tokens
    }

    private static func unexpected(_ c: Character, at offset: Int) -> ExpressionError {
        let hint: String? = switch c {
        case "=": "use '==' to compare"
        case "&": "use '&&' for 'and'"
        case "{", "}": "braces are only for text templates; inside an expression use parentheses"
        case "`": "quote strings with \" or '"
        default: nil
        }
        let shown = c.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value < 0x20 } ? c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") : String(c)
        return ExpressionError(message: "unexpected character '\(shown)'", offset: offset, hint: hint)
    }

    /// `123`, `1.5`, `2e3`, `1.5E-2`. A `.` is part of the number only when a digit follows.
    private static func scanNumber(_ chars: [Character], from start: Int) -> Int {
        var i = start
        while i < chars.count, isDigit(chars[i]) { i += 1 }
        if i + 1 < chars.count, chars[i] == ".", isDigit(chars[i + 1]) {
            i += 1
            while i < chars.count, isDigit(chars[i]) { i += 1 }
        }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            var j = i + 1
            if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
            if j < chars.count, isDigit(chars[j]) {
                while j < chars.count, isDigit(chars[j]) { j += 1 }
                i = j
            }
        }
        return i
    }

    /// A string in `"` or `'` with escapes `\n \t \r \0 \\ \" \' \u{1F600}`.
    private static func scanString(_ chars: [Character], from start: Int) throws(ExpressionError) -> (String, Int) {
        let quote = chars[start]
        var out = ""
        var i = start + 1
        while i < chars.count {
            let c = chars[i]
            if c == quote { return (out, i + 1) }
            if c == "\\" {
                guard i + 1 < chars.count else { break }
                let e = chars[i + 1]
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                case "\\", "\"", "'": out.append(e)
                case "u":
                    var j = i + 2
                    guard j < chars.count, chars[j] == "{" else {
                        throw ExpressionError(message: "expected '{' after \\u", offset: i, hint: "write a Unicode escape as \\u{1F600}")
                    }
                    j += 1
                    var hex = ""
                    while j < chars.count, chars[j] != "}", hex.count <= 8 { hex.append(chars[j]); j += 1 }
                    guard j < chars.count, chars[j] == "}", !hex.isEmpty, hex.count <= 8,
                          let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                        throw ExpressionError(message: "invalid Unicode escape", offset: i, hint: "write a Unicode escape as \\u{1F600}")
                    }
                    out.unicodeScalars.append(scalar)
                    i = j + 1
                    continue
                default:
                    throw ExpressionError(message: "unknown escape '\\\(e)' in string", offset: i,
                                          hint: "escapes are \\n \\t \\r \\0 \\\\ \\\" \\' \\u{…}")
                }
                i += 2
                continue
            }
            out.append(c)
            i += 1
        }
        throw ExpressionError(message: "unterminated string", offset: start, hint: "close it with \(quote)")
    }
}
