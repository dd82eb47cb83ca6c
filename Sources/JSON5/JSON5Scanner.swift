/// A JSON5 parser (https://spec.json5.org) that records where every value starts and reports the
/// first syntax error, saying what it expected and what it found. Iterative and linear; nesting
/// deeper than ``maximumDepth`` is an error.
///
/// It accepts exactly what Foundation's JSONDecoder (`allowsJSON5`, Swift 6.3) accepts, which is
/// stricter than the spec in places (escapes, control characters, leading zeros, whitespace).
/// Like Foundation, it checks the contents of strings and numbers only for values that are
/// decoded: a later duplicate of a key is never decoded, so problems inside it are ignored.
/// Problems of that kind are "deferred" until the tree is complete.
struct JSON5Scanner {
    /// The deepest nesting accepted, as Foundation's JSONDecoder.
    static let maximumDepth = 512
    /// The most values (objects, arrays, strings, numbers, booleans and nulls) in one text. Unlike
    /// the other rules this is not Foundation's: it bounds the time and memory a file can cost
    /// (each value is a node here and a `JSONValue` when decoded). The examples have a few thousand.
    static let maximumValues = 250_000

    struct Failure: Error {
        var offset: Int
        var message: String
        var hint: String?
    }

    struct Frame {
        var node: Int
        var isObject: Bool
        var base: Int
        var key = ""
        var keyOffset = -1
    }

    private enum State { case value, afterValue, key, item }

    let b: [UInt8]
    var i = 0
    var tree = JSON5Tree()
    var frames: [Frame] = []
    var pending: [JSON5Tree.Member] = []
    /// Problems inside strings and numbers, with the node that owns them (a value, or the object of a key).
    var deferred: [(owner: Int, failure: Failure)] = []
    var owner = 0

    /// The most values of this text (``maximumValues`` unless the reader of another format sets its
    /// own), and the hint when there are more.
    var valueLimit = JSON5Scanner.maximumValues
    var valueLimitHint = "a layout file describes one widget: keep its data to what the widget shows"

    init(_ bytes: [UInt8]) { b = bytes }

    /// The innermost open container. Hot code reads a local `let b = self.b` and calls `mutating` or
    /// `static` helpers, so that debug builds neither copy the scanner nor retain `b` per byte.
    private var top: Frame? { mutating get { frames.isEmpty ? nil : frames[frames.count - 1] } }

    /// Parses one value followed only by whitespace and comments. The first problem in the text is
    /// reported: a deferred one before a later structural one (an unterminated string usually
    /// explains the structural error after it).
    mutating func parse() throws(Failure) -> JSON5Tree {
        do {
            try parseStructure()
        } catch {
            throw deferred.first?.failure ?? error
        }
        guard !deferred.isEmpty else { return tree }
        var reachable = [Bool](repeating: false, count: tree.nodes.count)
        var work = [tree.root]
        while let n = work.popLast() {
            reachable[n] = true
            let node = tree.nodes[n]
            if node.kind == .object || node.kind == .array { work += tree.members[node.first..<(node.first + node.count)].map(\.node) }
        }
        if let first = deferred.first(where: { reachable[$0.owner] }) { throw first.failure }
        return tree
    }

    private mutating func parseStructure() throws(Failure) {
        let b = self.b
        if b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { i = 3 }
        tree.nodes.reserveCapacity(b.count / 16)
        tree.members.reserveCapacity(b.count / 16)
        try skipTrivia()
        guard i < b.count else { throw Failure(offset: i, message: "the file has no value; expected a JSON5 value such as { ... }") }
        var state = State.value
        while true {
            switch state {
            case .value:
                state = try value()
            case .afterValue:
                let t = frames.count - 1
                guard t >= 0 else {
                    try skipTrivia()
                    guard i < b.count else { return }
                    let extra = b[i] == Self.ch("}") || b[i] == Self.ch("]")
                    throw Failure(offset: i, message: "unexpected \(found()) after the end of the top-level value",
                                  hint: extra ? "there is one closing bracket too many" : "a file holds a single value; put several values in an array [ ... ]")
                }
                let end = i, isObject = frames[t].isObject
                try skipTrivia()
                guard i < b.count else { throw unclosed(frames[t]) }
                if b[i] == Self.ch(",") {
                    i += 1
                    state = isObject ? .key : .item
                } else if b[i] == (isObject ? Self.ch("}") : Self.ch("]")) {
                    close()
                } else {
                    throw missingComma(frames[t], valueEnd: end)
                }
            case .key, .item:
                try skipTrivia()
                let t = frames.count - 1
                guard t >= 0, i < b.count else { throw unclosed(top) }
                let isObject = frames[t].isObject
                if b[i] == (isObject ? Self.ch("}") : Self.ch("]")) {
                    close()
                    state = .afterValue
                } else if isObject {
                    try key(object: frames[t].node, hasMembers: pending.count > frames[t].base)
                    state = .value
                } else if b[i] == Self.ch(",") {
                    throw Failure(offset: i, message: "expected a value or ']', found ','",
                                  hint: pending.count > frames[t].base ? "there are two commas in a row" : "remove this comma")
                } else {
                    state = .value
                }
            }
        }
    }

    /// Parses a value at `i` (trivia skipped); an object or array is entered, not finished.
    private mutating func value() throws(Failure) -> State {
        let b = self.b
        guard i < b.count else {
            guard let top, top.isObject else { throw unclosed(top) }
            throw Failure(offset: i, message: "unexpected end of file; expected a value for the key '\(Self.clip(top.key))'")
        }
        let start = i, c = b[i]
        guard tree.nodes.count < valueLimit else {
            throw Failure(offset: i, message: "the file has more than \(valueLimit) values (objects, arrays, strings, numbers, ...)",
                          hint: valueLimitHint)
        }
        if c == Self.ch("{") || c == Self.ch("[") {
            guard frames.count < Self.maximumDepth else {
                throw Failure(offset: i, message: "the values are nested more than \(Self.maximumDepth) levels deep",
                              hint: "flatten the structure; is a closing bracket missing?")
            }
            frames.append(Frame(node: tree.nodes.count, isObject: c == Self.ch("{"), base: pending.count))
            tree.nodes.append(JSON5Tree.Node(kind: c == Self.ch("{") ? .object : .array, start: start))
            i += 1
            return c == Self.ch("{") ? .key : .item
        }
        var node = JSON5Tree.Node(kind: .scalar, start: start)
        owner = tree.nodes.count
        if c == Self.ch("\"") || c == Self.ch("'") {
            node.kind = .string
            _ = try string()
            node.end = i - 1
        } else if Self.isDigit(c) || c == Self.ch("+") || c == Self.ch("-") || c == Self.ch(".") || c == Self.ch("I") || c == Self.ch("N") {
            number()
        } else if Self.isWordStart(c) {
            let word = self.word()
            guard word == "true" || word == "false" || word == "null" else {
                i = start
                throw Failure(offset: start, message: "expected a value (an object, array, string, number, true, false or null), found '\(Self.clip(word))'",
                              hint: Self.wordHint(word))
            }
        } else {
            let inObject = top?.isObject == true
            var hint: String?
            if c == Self.ch("}") || c == Self.ch("]") || c == Self.ch(",") {
                hint = inObject ? "a value is missing after the ':'" : c == Self.ch("}") ? "an array is closed with ']'" : nil
            }
            throw Failure(offset: i, message: "expected a value (an object, array, string, number, true, false or null), found \(found())",
                          hint: hint ?? characterHint(c))
        }
        tree.nodes.append(node)
        attach(tree.nodes.count - 1)
        return .afterValue
    }

    private mutating func attach(_ node: Int) {
        guard let top else { tree.root = node; return }
        pending.append(JSON5Tree.Member(key: top.key, keyOffset: top.keyOffset, node: node))
    }

    /// Closes the innermost container at the bracket at `i`.
    private mutating func close() {
        guard !frames.isEmpty else { return }
        let frame = frames.remove(at: frames.count - 1)
        i += 1
        tree.close(frame.node, end: i, members: pending, from: frame.base, isObject: frame.isObject)
        pending.removeLast(pending.count - frame.base)
        attach(frame.node)
    }

    /// Parses a key and the ':' after it, and records the key in the innermost frame.
    private mutating func key(object: Int, hasMembers: Bool) throws(Failure) {
        let b = self.b
        let start = i, c = b[i]
        let name: String
        if c == Self.ch("\"") || c == Self.ch("'") {
            owner = object
            let escaped = try string()
            name = escaped ? Self.decode(b, start + 1, i - 1) : Self.text(b, start + 1, i - 1)
        } else if Self.isWordStart(c) || c == 0x5C || (c >= 0x80 && Self.isLetter(Self.scalar(b, i).0)) {
            // An unquoted key starts with a letter, `_`, `$` or a backslash (an escape), as in Foundation.
            try skipIdentifier()
            name = Self.text(b, start, i)
        } else {
            var hint = "a key is a name of letters, digits, _ and $, or a quoted string"
            if c == Self.ch(",") { hint = hasMembers ? "there are two commas in a row" : "remove this comma" }
            if Self.isDigit(c) || c == Self.ch("-") { hint = "a name cannot start with a digit or '-'; put the key in quotes" }
            throw Failure(offset: i, message: "expected a key (a name or a quoted string) or '}', found \(found())", hint: characterHint(c) ?? hint)
        }
        let keyEnd = i
        try skipTrivia()
        guard i < b.count else { throw Failure(offset: i, message: "unexpected end of file; expected ':' after the key '\(Self.clip(name))'") }
        guard b[i] == Self.ch(":") else {
            var hint: String?
            if b[i] == Self.ch("=") { hint = "use ':' between a key and its value" }
            else if i == keyEnd, c != Self.ch("\""), c != Self.ch("'") { hint = "a key with characters other than letters, digits, _ and $ must be in quotes" }
            else if b[i] != Self.ch(",") && b[i] != Self.ch("}") { hint = "a ':' is missing after the key" }
            throw Failure(offset: i, message: "expected ':' after the key '\(Self.clip(name))', found \(found())", hint: hint)
        }
        i += 1
        try skipTrivia()
        frames[frames.count - 1].key = name
        frames[frames.count - 1].keyOffset = start
    }

    /// Records a problem inside a string or number, checked once the tree is complete.
    mutating func postpone(_ failure: Failure) {
        if deferred.last?.owner != owner { deferred.append((owner, failure)) }
    }
}

// MARK: - Tokens

extension JSON5Scanner {
    /// Whitespace (space, tab, line breaks, vertical tab, form feed) and comments.
    mutating func skipTrivia() throws(Failure) {
        let b = self.b
        while i < b.count {
            switch b[i] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                i += 1
            case Self.ch("/") where i + 1 < b.count && b[i + 1] == Self.ch("/"):
                while i < b.count, b[i] != 0x0A, b[i] != 0x0D { i += 1 }
            case Self.ch("/") where i + 1 < b.count && b[i + 1] == Self.ch("*"):
                let start = i
                i += 2
                while i + 1 < b.count, !(b[i] == Self.ch("*") && b[i + 1] == Self.ch("/")) { i += 1 }
                guard i + 1 < b.count else {
                    throw Failure(offset: start, message: "unterminated comment: '/*' is never closed with '*/'", hint: "close the comment with */")
                }
                i += 2
            default:
                return
            }
        }
    }

    /// Skips a quoted string at `i`; returns whether it has escapes. As in Foundation, the string
    /// ends at the next unescaped quote; line breaks, control characters and bad escapes inside it
    /// are postponed problems.
    mutating func string() throws(Failure) -> Bool {
        let b = self.b
        let open = i, quote = b[i]
        let q = quote == Self.ch("\"") ? "\"" : "'"
        i += 1
        var escaped = false
        while i < b.count {
            let c = b[i]
            if c == quote {
                i += 1
                return escaped
            } else if c == Self.ch("\\") {
                escaped = true
                try escape(open, quote)
            } else if c == 0x0A || c == 0x0D {
                postpone(Failure(offset: open, message: "unterminated string: the line ends before the closing \(q)",
                                 hint: "close the string with \(q) on the same line, or end the line with a backslash to continue it"))
                i += 1
            } else if c < 0x20 {
                postpone(Failure(offset: i, message: "a string cannot contain \(found()) as is",
                                 hint: "write it as an escape: " + (c == 0x09 ? "\\t" : "\\u" + Self.codePoint(UInt32(c)).dropFirst(2))))
                i += 1
            } else {
                i += 1
            }
        }
        throw deferred.last(where: { $0.failure.offset == open })?.failure
            ?? Failure(offset: open, message: "unterminated string: the file ends before the closing \(q)", hint: "close the string with \(q)")
    }

    /// Skips the escape sequence at `i` (a backslash), postponing the check of its meaning.
    private mutating func escape(_ open: Int, _ quote: UInt8) throws(Failure) {
        let b = self.b
        let e = i + 1 < b.count ? b[i + 1] : 0
        var length = e == Self.ch("u") ? 6 : e == Self.ch("x") ? 4 : 2
        if e == Self.ch("u"), let v = Self.hex(b, i + 2, 4, b.count), (0xD800...0xDBFF).contains(v), i + 7 < b.count, b[i + 6] == Self.ch("\\"),
           b[i + 7] == Self.ch("u"), let w = Self.hex(b, i + 8, 4, b.count), (0xDC00...0xDFFF).contains(w) {
            length = 12  // a surrogate pair
        } else if e == 0x0D, i + 2 < b.count, b[i + 2] == 0x0A {
            length = 3  // a line continuation with CRLF
        }
        guard i + length <= b.count, !b[(i + 2)..<(i + length)].contains(quote) else {
            guard i + 1 < b.count else { throw Failure(offset: open, message: "unterminated string: the file ends before the closing quote") }
            throw badHexEscape(e)
        }
        if length > 3 || !Self.isSimpleEscape(e), let problem = escapeProblem(e, length) { postpone(problem) }
        i += length
    }
}
