// A Swift file with its previews made callable, for `widgetsnap previews` (docs/swiftui.md#previews):
// every top-level `#Preview(…) { … }` becomes a function with a name the generated index can call,
// returning `WidgetSnapUI.Preview(…)` built from the same arguments, and `@main` is blanked (the
// preview runner has its own entry point). Every line stays on its line, and a `#sourceLocation`
// line first makes the compiler's messages name the user's file and line. `PreviewProvider`,
// `ControlWidget` and `Widget` types are listed (widgets to be registered, not drawn). Strings, regex literals, comments and nested brackets are skipped over as the macro plugin does.
// Standard library only.

/// A `#Preview` found at the top level of a file.
public struct FoundPreview: Equatable, Sendable {
    /// The function it was rewritten into.
    public var function: String
    /// Where its `#` is: 1-based line and column (UTF-8 bytes) in the user's file.
    public var line: Int
    public var column: Int
    /// Its name, when its first argument is a plain string literal.
    public var name: String?
    /// A widget preview (`as:` a family), else a view preview.
    public var isWidget: Bool
    /// The `#if`/`#elseif`/`#else` lines of the branches it is in, outermost first: per level, the
    /// branch's line and the lines of the branches before it.
    public var conditions: [[String]]
}

/// A type declared `: PreviewProvider` at the top level, or `: ControlWidget` (`isControl`: drawn as
/// a control's preview, since Xcode has no preview macro for controls), or `: Widget` (`isWidget`: not a
/// preview; registered so that a preview naming only what it configures finds it, as
/// `ActivityAttributes.previewContext(_:viewKind:)` does). Widgets with generic parameters or
/// declared `private`/`fileprivate` are left out (the index could not name them).
public struct FoundProvider: Equatable, Sendable {
    public var type: String
    public var line: Int
    public var conditions: [[String]]
    public var isControl = false
    public var isWidget = false
}

/// A file rewritten by ``PreviewRewrite/rewrite(_:file:functionPrefix:)``.
public struct RewrittenSource: Equatable, Sendable {
    public var text: String
    public var previews: [FoundPreview]
    public var providers: [FoundProvider]
}

/// Why a file could not be rewritten, at a 1-based line and column.
public struct PreviewRewriteError: Error, Equatable, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
}

public enum PreviewRewrite {
    /// Rewrites `source` (the file at the absolute path `file`); the functions are named
    /// `functionPrefix` + 1, 2, … in source order.
    public static func rewrite(_ source: String, file: String, functionPrefix: String) throws(PreviewRewriteError) -> RewrittenSource {
        var rewriter = Rewriter(Array(source.utf8), functionPrefix: functionPrefix)
        try rewriter.run()
        return RewrittenSource(text: unchangedText(String(decoding: rewriter.output, as: UTF8.self), file: file),
                               previews: rewriter.previews, providers: rewriter.providers)
    }

    /// What ``rewrite(_:file:functionPrefix:)`` gives for a file with no `#Preview` and no `@main`:
    /// the file as it is, between the two `#sourceLocation` lines (the round-trip property the
    /// tests and the fuzzer check).
    public static func unchangedText(_ source: String, file: String) -> String {
        var out = "#sourceLocation(file: \(PreviewArguments.stringLiteral(file)), line: 1)\n"
        out += source
        if !out.hasSuffix("\n") { out += "\n" }
        out += "#sourceLocation()\n"
        return out
    }

    /// The value of a plain string literal (`"Lock Screen, \"rectangular\""`), nil for anything else
    /// (interpolations, raw or multi-line strings, expressions).
    public static func stringValue(_ literal: String) -> String? {
        let scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"", !literal.hasPrefix("\"\"\"") else { return nil }
        var out = String.UnicodeScalarView()
        var i = 1
        while i < scalars.count - 1 {
            let c = scalars[i]
            if c == "\"" { return nil }
            if c == "\\" {
                i += 1
                guard i < scalars.count - 1 else { return nil }
                switch scalars[i] {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                case "\"", "\\", "'": out.append(scalars[i])
                default: return nil
                }
            } else {
                out.append(c)
            }
            i += 1
        }
        return String(out)
    }
}

private struct Rewriter {
    var s: Scanner
    let prefix: String
    var output: [UInt8] = []
    var copied = 0
    var depth = 0
    /// The `#if` levels open at depth 0: each level's branch lines so far.
    var levels: [[String]] = []
    var previews: [FoundPreview] = []
    var providers: [FoundProvider] = []
    let lineStarts: [Int]

    init(_ bytes: [UInt8], functionPrefix: String) {
        s = Scanner(bytes)
        prefix = functionPrefix
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    func position(_ offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    func failure(_ error: PreviewSyntaxError, base: Int = 0) -> PreviewRewriteError {
        let p = position(base + error.offset)
        return PreviewRewriteError(message: error.message, line: p.line, column: p.column)
    }

    /// Copies the original bytes up to `offset`, then `text` in place of `offset..<end`.
    mutating func replace(_ offset: Int, _ end: Int, with text: String) {
        output += s.bytes[copied..<offset]
        output += Array(text.utf8)
        copied = end
    }

    /// Whether only spaces and tabs stand between the line's start and `offset`.
    func startsLine(_ offset: Int) -> Bool {
        var i = offset - 1
        while i >= 0, s.bytes[i] == UInt8(ascii: " ") || s.bytes[i] == UInt8(ascii: "\t") { i -= 1 }
        return i < 0 || s.bytes[i] == UInt8(ascii: "\n")
    }

    /// The rest of the line from `offset`, without a trailing `//` comment, trimmed.
    func directiveLine(from offset: Int) -> String {
        var end = offset
        while end < s.bytes.count, s.bytes[end] != UInt8(ascii: "\n") {
            if s.bytes[end] == slash, end + 1 < s.bytes.count, s.bytes[end + 1] == slash || s.bytes[end + 1] == star { break }
            end += 1
        }
        var text = String(decoding: s.bytes[offset..<end], as: UTF8.self)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }

    func regexLiteralEnd() throws(PreviewRewriteError) -> Int? {
        do { return try s.regexLiteralEnd() } catch { throw failure(error) }
    }

    mutating func run() throws(PreviewRewriteError) {
        while let b = s.peek {
            let start = s.index
            if b == slash, s.at(1) == slash || s.at(1) == star {
                if s.at(1) == star {
                    do { try s.skipBlockComment() } catch { throw failure(error) }
                } else {
                    while let c = s.peek, c != UInt8(ascii: "\n") { s.index += 1 }
                }
            } else if b == quote || (b == hash && s.rawStringFollows()) {
                do { try s.skipString() } catch { throw failure(error) }
                s.afterOperand = true
            } else if let end = try regexLiteralEnd() {
                s.index = end
                s.afterOperand = true
            } else if b == hash {
                s.index += 1
                let name = s.identifier()
                s.afterOperand = true
                if name == "Preview", depth == 0 {
                    try preview(at: start)
                } else if let name, depth == 0, startsLine(start), ["if", "elseif", "else", "endif"].contains(name) {
                    let line = directiveLine(from: start)
                    switch name {
                    case "if": levels.append([line])
                    case "endif": if !levels.isEmpty { levels.removeLast() }
                    default: if !levels.isEmpty { levels[levels.count - 1].append(line) }
                    }
                }
            } else if b == UInt8(ascii: "@") {
                s.index += 1
                if s.identifier() == "main" { replace(start, s.index, with: "     ") }
                s.afterOperand = false
            } else if b == UInt8(ascii: "{") {
                depth += 1; s.index += 1
                s.afterOperand = false
            } else if b == UInt8(ascii: "}") {
                depth = max(0, depth - 1); s.index += 1
                s.afterOperand = true
            } else if b >= 0x30 && b <= 0x39 {
                while let c = s.peek, Scanner.isIdentifierByte(c) { s.index += 1 }
                s.afterOperand = true
            } else if Scanner.isIdentifierByte(b) || b == UInt8(ascii: "`") {
                guard let word = s.identifier() else { s.index += 1; s.afterOperand = false; continue }
                s.afterOperand = !Scanner.expressionKeywords.contains(word)
                if depth == 0, ["struct", "class", "enum", "extension", "actor"].contains(word) { provider(at: start) }
            } else {
                s.index += 1
                if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { s.afterOperand = true } else if !Scanner.isBlank(b) { s.afterOperand = false }
            }
        }
        output += s.bytes[copied...]
    }

    /// `#Preview<…>(…) { … } label: { … }` from `start` (its `#`), rewritten in place.
    mutating func preview(at start: Int) throws(PreviewRewriteError) {
        let afterName = s.index
        var end = s.index
        do {
            s.skipTrivia()
            if s.peek == UInt8(ascii: "<") { try s.skipGenericArguments(); end = s.index; s.skipTrivia() }
            if s.peek == UInt8(ascii: "(") { try s.skipBalanced(); end = s.index; s.skipTrivia() }
            if s.peek == UInt8(ascii: "{") {
                try s.skipBalanced(); end = s.index
                while true {
                    s.skipTrivia()
                    guard s.identifier() != nil else { break }
                    s.skipTrivia()
                    guard s.peek == colon else { break }
                    s.index += 1
                    s.skipTrivia()
                    guard s.peek == UInt8(ascii: "{") else { break }
                    try s.skipBalanced(); end = s.index
                }
            }
            s.index = end
        } catch {
            throw failure(error)
        }
        let macroText = String(decoding: s.bytes[start..<end], as: UTF8.self)
        let arguments: [PreviewArgument]
        do { arguments = try PreviewArguments.split(macroText) } catch { throw failure(error, base: start) }
        let name = arguments.first { $0.label == nil && !$0.isTrailingClosure }.flatMap { PreviewRewrite.stringValue($0.text) }
        let function = prefix + String(previews.count + 1)
        let p = position(start)
        previews.append(FoundPreview(function: function, line: p.line, column: p.column, name: name,
                                     isWidget: arguments.contains { $0.label == "as" }, conditions: levels))
        // `#Preview<…>` → the function's header and the call; the arguments stay where they were.
        var genericEnd = afterName
        var probe = Scanner(s.bytes)
        probe.index = afterName
        probe.skipTrivia()
        if probe.peek == UInt8(ascii: "<") { _ = try? probe.skipGenericArguments(); genericEnd = probe.index }
        replace(start, genericEnd, with: "@MainActor func \(function)() -> WidgetSnapUI.Preview { WidgetSnapUI.Preview")
        replace(end, end, with: " }")
    }

    /// The words between the line's start and `offset` (a declaration's modifiers).
    func wordsBefore(_ offset: Int) -> [String] {
        var i = offset
        while i > 0, s.bytes[i - 1] != UInt8(ascii: "\n") { i -= 1 }
        return String(decoding: s.bytes[i..<offset], as: UTF8.self).split { !$0.isLetter }.map(String.init)
    }

    /// `struct Name<…>: A, PreviewProvider {` from the keyword at `start`: recorded when it conforms
    /// (a type both a `Widget` and a preview is recorded as both).
    mutating func provider(at start: Int) {
        var probe = Scanner(s.bytes)
        probe.index = s.index
        probe.skipTrivia()
        guard let name = probe.identifier() else { return }
        var type = name
        while probe.peek == UInt8(ascii: "."), let more = { probe.index += 1; return probe.identifier() }() { type += "." + more }
        probe.skipTrivia()
        let isGeneric = probe.peek == UInt8(ascii: "<")
        if isGeneric { guard (try? probe.skipGenericArguments()) != nil else { return }; probe.skipTrivia() }
        guard probe.peek == colon else { return }
        probe.index += 1
        var conformances: [String] = []
        while true {
            probe.skipTrivia()
            guard var conformance = probe.identifier() else { break }
            while probe.peek == UInt8(ascii: "."), let more = { probe.index += 1; return probe.identifier() }() { conformance += "." + more }
            conformances.append(conformance)
            probe.skipTrivia()
            if probe.peek == UInt8(ascii: "<") { guard (try? probe.skipGenericArguments()) != nil else { break }; probe.skipTrivia() }
            guard probe.peek == comma || probe.peek == UInt8(ascii: "&") else { break }
            probe.index += 1
        }
        func names(_ proto: String) -> (String) -> Bool { { $0 == proto || $0.hasSuffix("." + proto) } }
        let line = position(start).line
        // A preview (the first of the two kinds it names), and, besides, a widget to register.
        if let kind = conformances.first(where: { names("PreviewProvider")($0) || names("ControlWidget")($0) }) {
            providers.append(FoundProvider(type: type, line: line, conditions: levels, isControl: names("ControlWidget")(kind)))
        }
        if conformances.contains(where: names("Widget")), !isGeneric,
           !wordsBefore(start).contains(where: { $0 == "private" || $0 == "fileprivate" }) {
            providers.append(FoundProvider(type: type, line: line, conditions: levels, isWidget: true))
        }
    }
}
