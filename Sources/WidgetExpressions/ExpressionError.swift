import JSON5
import Foundation
import Suggestions

/// An error from parsing or evaluating a binding expression or a text template.
///
/// Every error points at a place in the source: `offset` is the 0-based `Character` offset of the
/// offending token (for a ``TextTemplate``, into the whole template string).
public struct ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was expected or what went wrong, e.g. `no key 'tempp' in entry`.
    public var message: String
    /// The 0-based `Character` offset in the source of the token where the problem is.
    public var offset: Int
    /// A suggestion for the fix, e.g. `did you mean 'temp'? known keys: date, temp`.
    public var hint: String?

    /// Makes an error; `hint` is optional.
    public init(message: String, offset: Int, hint: String? = nil) {
        self.message = message
        self.offset = offset
        self.hint = hint
    }

    /// `message (at offset N; hint)`, for logs.
    public var description: String {
        if let hint { return "\(message) (at offset \(offset); \(hint))" }
        return "\(message) (at offset \(offset))"
    }

    /// The same error moved by `delta` characters, for an expression embedded in a larger string.
    func shifted(by delta: Int) -> ExpressionError {
        ExpressionError(message: message, offset: offset + delta, hint: hint)
    }
}

/// Limits that keep parsing and evaluation bounded on any input.
enum ExprLimits {
    /// The longest expression source, in characters.
    static let maxLength = 4096
    /// How deeply parentheses, brackets, calls, unary operators and conditionals may nest.
    static let maxNesting = 32
    /// The deepest syntax tree (this bounds long flat chains such as `a + b + c + …` too).
    static let maxTreeDepth = 96
}

/// Spelling suggestions for error hints: the expression language's policy (which candidates are
/// close enough) over `Suggest.distance`, the package's one edit distance.
enum ExprSpelling {
    /// The closest candidate, if it is close enough to be a plausible typo.
    static func nearest(_ name: String, in candidates: [String]) -> String? {
        guard name.count <= 64 else { return nil }
        let lower = name.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lower && $0 != name }) { return same }
        let limit = max(1, (name.count + 2) / 3)
        var best: (String, Int)?
        for c in candidates where c != name && c.count <= 64 {
            let d = Suggest.distance(lower, c.lowercased())
            if d <= limit, d < best?.1 ?? .max { best = (c, d) }
        }
        return best?.0
    }

    /// `did you mean 'x'? known keys: a, b, c` (the list is cut after 20 names).
    static func hint(for name: String, candidates: [String], listLabel: String, extra: [String: String] = [:]) -> String? {
        let sorted = candidates.sorted()
        var parts: [String] = []
        if let alias = extra[name] {
            parts.append("did you mean '\(alias)'?")
        } else if let near = nearest(name, in: sorted) {
            parts.append("did you mean '\(near)'?")
        }
        if !sorted.isEmpty {
            let shown = sorted.prefix(20).joined(separator: ", ")
            parts.append("\(listLabel): \(shown)\(sorted.count > 20 ? ", …" : "")")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
