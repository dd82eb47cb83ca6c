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

    public init(severity: Severity = .error, file: String, location: SourceLocation?, path: JSONPath?, message: String, hint: String? = nil) {
        self.severity = severity; self.file = file; self.location = location; self.path = path
        self.message = message; self.hint = hint
    }

    /// `file:line:column: error: message` plus an indented hint line; the JSON path is added when there is no position.
    public var description: String {
        var head = file
        if let location { head += ":\(location.line):\(location.column)" }
        var text = "\(head): \(severity.rawValue): \(message)"
        if let path, location == nil || path.components.isEmpty == false { text += " (at \(path))" }
        if let hint { text += "\n    hint: \(hint)" }
        return text
    }
}

/// Errors gathered while reading one file; decoding goes on after an error so that all are reported at once.
public final class DiagnosticCollector: @unchecked Sendable {
    public let file: String
    public let sourceMap: SourceMap?
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: String, sourceMap: SourceMap?) { self.file = file; self.sourceMap = sourceMap }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reports a problem with the value at `path` (or with its key, when `atKey`).
    public func error(_ message: String, at path: JSONPath, hint: String? = nil, atKey: Bool = false, severity: Diagnostic.Severity = .error) {
        let location = atKey ? sourceMap?.keyLocation(of: path) : sourceMap?.location(of: path)
        diagnostics.append(Diagnostic(severity: severity, file: file, location: location ?? nearestLocation(path),
                                      path: path, message: message, hint: hint))
    }

    /// Reports a problem at a character offset inside the string value at `path` (binding errors).
    public func error(_ message: String, inStringAt path: JSONPath, offset: Int, hint: String?) {
        let location = sourceMap?.location(inStringAt: path, characterOffset: offset) ?? sourceMap?.location(of: path)
        diagnostics.append(Diagnostic(file: file, location: location ?? nearestLocation(path), path: path, message: message, hint: hint))
    }

    public func append(_ d: Diagnostic) { diagnostics.append(d) }

    private func nearestLocation(_ path: JSONPath) -> SourceLocation? {
        var components = path.components
        while !components.isEmpty {
            components.removeLast()
            if let l = sourceMap?.location(of: JSONPath(components)) { return l }
        }
        return nil
    }
}
