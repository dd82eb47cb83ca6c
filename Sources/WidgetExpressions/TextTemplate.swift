import JSON5
import Foundation

/// Literal text with `{expression}` interpolations, e.g. `"{entry.count} items, {entry.total | currency}"`.
///
/// `{{` and `}}` are literal braces. An interpolated value shows as text: strings as they are,
/// numbers without grouping and with at most 6 fraction digits (use a formatter such as `| number`
/// for display), booleans as `true`/`false`, null as nothing, arrays as their items joined with `, `.
public struct TextTemplate: Sendable {
    enum Segment: Sendable {
        case text(String)
        case expression(Expression, offset: Int)
    }

    let segments: [Segment]

    /// Parses a template. Error offsets are `Character` offsets into the whole template.
    /// - Throws: ``ExpressionError`` for an unclosed `{`, a lone `}`, an empty `{}` or an invalid expression.
    public init(parsing source: String) throws(ExpressionError) {
        let chars = Array(source)
        var segments: [Segment] = []
        var text = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "{" {
                if i + 1 < chars.count, chars[i + 1] == "{" { text.append("{"); i += 2; continue }
                let start = i + 1
                guard let end = Self.closingBrace(chars, from: start) else {
                    throw ExpressionError(message: "unclosed '{' in text", offset: i, hint: "close it with '}', or write '{{' for a literal brace")
                }
                let inner = String(chars[start..<end])
                if inner.allSatisfy(\.isWhitespace) {
                    throw ExpressionError(message: "empty '{}' in text", offset: i, hint: "put an expression inside, or write '{{}}' for literal braces")
                }
                let expression: Expression
                do { expression = try Expression(parsing: inner) } catch { throw error.shifted(by: start) }
                if !text.isEmpty { segments.append(.text(text)); text = "" }
                segments.append(.expression(expression, offset: start))
                i = end + 1
            } else if c == "}" {
                guard i + 1 < chars.count, chars[i + 1] == "}" else {
                    throw ExpressionError(message: "unmatched '}' in text", offset: i, hint: "write '}}' for a literal brace")
                }
                text.append("}")
                i += 2
            } else {
                text.append(c)
                i += 1
            }
        }
        if !text.isEmpty { segments.append(.text(text)) }
        self.segments = segments
    }

    /// The `}` that ends an interpolation starting at `from`, skipping quoted strings.
    private static func closingBrace(_ chars: [Character], from: Int) -> Int? {
        var i = from
        var quote: Character? = nil
        while i < chars.count {
            let c = chars[i]
            if let q = quote {
                if c == "\\" { i += 2; continue }
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "}" {
                return i
            }
            i += 1
        }
        return nil
    }

    /// Evaluates every interpolation against `scope` and joins the text. All the interpolations
    /// share one budget of ``ExprBudget/maxSteps`` steps (converting values to text counts), and
    /// the text may be at most ``ExprBudget/maxTextLength`` bytes long.
    /// - Throws: the first ``ExpressionError``, with its offset into the whole template.
    ///
    /// With `localizingNumbers` (a view's text, as a number interpolated into a localized SwiftUI
    /// text), an interpolated number is written in the scope's locale's digits and decimal
    /// separator, still ungrouped: Arabic-Indic digits in `ar`, `12,5` in `de`. Names (images,
    /// colours, links) keep ASCII digits.
    public func render(in scope: ExpressionScope, localizingNumbers: Bool = false) throws(ExpressionError) -> String {
        var out = ""
        let budget = ExprBudget()
        let locale = localizingNumbers && scope.locale != "en" ? ExprLocale.named(scope.locale) : nil
        for segment in segments {
            switch segment {
            case .text(let t):
                out += t
                try budget.checkLength(out, at: 0)
            case .expression(let e, let offset):
                do {
                    let value = try e.evaluate(in: scope, budget: budget)
                    if let locale, case .number = value {
                        out += locale.localize(try ExprText.text(value, at: e.root.start, budget: budget))
                        try budget.checkLength(out, at: e.root.start)
                    } else {
                        try ExprText.append(value, to: &out, at: e.root.start, budget: budget)
                    }
                } catch {
                    throw error.shifted(by: offset)
                }
            }
        }
        return out
    }

    /// The longest text a template may make, in UTF-8 bytes.
    public static var maximumLength: Int { ExprBudget.maxTextLength }

    /// The interpolated expressions with the offset of each one's source in the template.
    public var expressions: [(expression: Expression, offset: Int)] {
        segments.compactMap { if case .expression(let e, let o) = $0 { (e, o) } else { nil } }
    }

    /// True when the template has no interpolations: its text is the same in every scope.
    public var isConstant: Bool { expressions.isEmpty }

    /// The text of a constant template (braces unescaped), or nil when it has interpolations.
    public var constantText: String? {
        guard isConstant else { return nil }
        return segments.map { if case .text(let t) = $0 { t } else { "" } }.joined()
    }
}
