/// One problem found in a layout file, printed as `file:line:column: error: message`.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable { case error, warning }

    public var severity: Severity
    /// The file as the user named it.
    public var file: String
    /// Where in the text, when known.
    public var location: SourceLocation?
    /// The JSON path of the offending value, when known.
    public var path: JSONPath?
    /// What is wrong and what was expected.
    public var message: String
    /// How to fix it.
    public var hint: String?

    /// A diagnostic; control characters in `message` and `hint` (quoted from the layout) are
    /// escaped, as in `\u{1B}`, so that printing it never sends them to a terminal.
    public init(severity: Severity = .error, file: String, location: SourceLocation?, path: JSONPath?, message: String, hint: String? = nil) {
        self.severity = severity; self.file = file; self.location = location; self.path = path
        self.message = message.escapingControlCharacters
        self.hint = hint.flatMap { $0.isEmpty ? nil : $0.escapingControlCharacters }
    }

    /// `file:line:column: error: message` plus an indented hint line; the JSON path is added when there is no position.
    public var description: String {
        var head = file.escapingControlCharacters
        if let location { head += ":\(location.line):\(location.column)" }
        var text = "\(head): \(severity.rawValue): \(message)"
        if let path, location == nil || path.components.isEmpty == false { text += " (at \(path.description.escapingControlCharacters))" }
        if let hint { text += "\n    hint: \(hint)" }
        return text
    }
}

/// Errors gathered while reading one file; decoding goes on after an error so that all are reported at once.
///
/// Each error keeps the byte offset of its value; line and column are worked out only for the
/// errors that are shown (``sortedDiagnostics(limit:)``), so that a file with many thousands of
/// errors costs no more than one pass over it.
public final class DiagnosticCollector: @unchecked Sendable {
    public let file: String
    public let sourceMap: SourceMap?
    /// The errors in the order found, each with the byte offset it points at.
    private var entries: [(diagnostic: Diagnostic, offset: Int?)] = []

    public init(file: String, sourceMap: SourceMap?) { self.file = file; self.sourceMap = sourceMap }

    public var hasErrors: Bool { entries.contains { $0.diagnostic.severity == .error } }

    /// How many problems were reported.
    public var count: Int { entries.count }

    /// Every diagnostic in the order found, with its position.
    public var diagnostics: [Diagnostic] { entries.map(resolved) }

    /// Reports a problem with the value at `path` (or with its key, when `atKey`).
    public func error(_ message: String, at path: JSONPath, hint: String? = nil, atKey: Bool = false, severity: Diagnostic.Severity = .error) {
        let offset = atKey ? sourceMap?.keyOffset(of: path) : sourceMap?.offset(of: path)
        entries.append((Diagnostic(severity: severity, file: file, location: nil, path: path, message: message, hint: hint),
                        offset ?? nearestOffset(path)))
    }

    /// Reports a problem at a character offset inside the string value at `path` (binding errors).
    public func error(_ message: String, inStringAt path: JSONPath, offset: Int, hint: String?) {
        let at = sourceMap?.offset(inStringAt: path, characterOffset: offset) ?? sourceMap?.offset(of: path)
        entries.append((Diagnostic(file: file, location: nil, path: path, message: message, hint: hint), at ?? nearestOffset(path)))
    }

    public func append(_ d: Diagnostic) { entries.append((d, d.location?.offset)) }

    /// The diagnostics in file order (those without a position last, each group in the order found).
    /// When there are more than `limit`, the first `limit` are followed by one that says how many
    /// more there are, as compilers do.
    public func sortedDiagnostics(limit: Int = .max) -> [Diagnostic] {
        let order = entries.indices.sorted { a, b in
            switch (entries[a].offset, entries[b].offset) {
            case let (x?, y?): return x == y ? a < b : x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a < b
            }
        }
        var out = order.prefix(limit).map { resolved(entries[$0]) }
        if order.count > limit {
            let more = order.count - limit
            out.append(Diagnostic(file: file, location: nil, path: nil,
                                  message: "and \(more) more error\(more == 1 ? "" : "s") (only the first \(limit) of a file are shown)",
                                  hint: "fix these and check again"))
        }
        return out
    }

    private func resolved(_ entry: (diagnostic: Diagnostic, offset: Int?)) -> Diagnostic {
        var d = entry.diagnostic
        if d.location == nil, let offset = entry.offset { d.location = sourceMap?.location(ofOffset: offset) }
        return d
    }

    private func nearestOffset(_ path: JSONPath) -> Int? {
        var components = path.components
        while !components.isEmpty {
            components.removeLast()
            if let o = sourceMap?.offset(of: JSONPath(components)) { return o }
        }
        return nil
    }
}
