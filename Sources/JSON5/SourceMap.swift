/// Maps JSON paths back to line:column positions in a JSON5 text, and knows the text's first
/// syntax error, and gives the decoded values.
///
/// Duplicate keys resolve as in Foundation's JSONDecoder (Swift 6.3 on Linux): the *first* member
/// with a key is the one decoded, so paths, key locations and ``orderedKeys(at:)`` use the first.
public struct SourceMap: Sendable {
    private let bytes: [UInt8]
    private let lines: LineTable
    private let tree: JSON5Tree?
    /// The first syntax error, or nil if the text is valid JSON5.
    public let syntaxError: JSON5SyntaxError?

    /// The most values a text may hold (objects, arrays, strings, numbers, booleans and nulls);
    /// more is a syntax error at the first value past the limit.
    public static var maximumValues: Int { JSON5Scanner.maximumValues }

    /// Scans the text. Never traps, whatever the input; nesting deeper than 512, or more than
    /// ``maximumValues`` values, is a syntax error.
    public init(text: String) {
        self.init(text: text, maximumValues: Self.maximumValues, limitHint: nil)
    }

    /// Scans a text of another format with its own limit on values (string catalogs: docs/limits.md),
    /// and the hint given past it.
    public init(text: String, maximumValues: Int, limitHint: String?) {
        bytes = Array(text.utf8)
        lines = LineTable(bytes)
        var scanner = JSON5Scanner(bytes)
        scanner.valueLimit = maximumValues
        if let limitHint { scanner.valueLimitHint = limitHint }
        do {
            tree = try scanner.parse()
            syntaxError = nil
        } catch {
            tree = nil
            syntaxError = JSON5SyntaxError(location: lines.location(error.offset, in: bytes), message: error.message, hint: error.hint)
        }
    }

    /// The decoded value of the whole text (as Foundation's JSONDecoder with `allowsJSON5` decodes
    /// it); nil if the text has a syntax error.
    public func value() -> JSONValue? {
        tree.map { $0.value(in: bytes) }
    }

    /// Where the value at `path` starts (its bracket, quote or first character); nil if there is no
    /// such value or the text has a syntax error.
    public func location(of path: JSONPath) -> SourceLocation? {
        offset(of: path).map { location(ofOffset: $0) }
    }

    /// The UTF-8 byte offset where the value at `path` starts; nil if there is no such value.
    /// Costs O(path length), whatever the size of the text.
    public func offset(of path: JSONPath) -> Int? {
        node(at: path.components[...])?.start
    }

    /// Where the key of the member at `path` starts when the path ends with a `.key`; otherwise
    /// where the value starts.
    public func keyLocation(of path: JSONPath) -> SourceLocation? {
        keyOffset(of: path).map { location(ofOffset: $0) }
    }

    /// The byte offset of ``keyLocation(of:)``.
    public func keyOffset(of path: JSONPath) -> Int? {
        guard case .key(let key)? = path.components.last, let tree,
              let parent = node(at: path.components.dropLast()), parent.kind == .object,
              let m = member(key, in: parent, tree) else { return offset(of: path) }
        return tree.members[m].keyOffset
    }

    /// The first key (in file order) that an object of the text holds twice: where that later member's
    /// key is and where the first one's is. Nil when no object has a duplicate key. Layout files take
    /// the first member as Foundation does; a format that refuses duplicates asks this.
    public var firstDuplicateKey: (location: SourceLocation, first: SourceLocation)? {
        guard let tree, tree.firstDuplicate.offset >= 0 else { return nil }
        return (location(ofOffset: tree.firstDuplicate.offset), location(ofOffset: tree.firstDuplicate.firstOffset))
    }

    /// The keys of the object at `path` in source order (each key once); nil if it is not an object.
    public func orderedKeys(at path: JSONPath) -> [String]? {
        guard let tree, let n = node(at: path.components[...]), n.kind == .object else { return nil }
        return tree.members[n.first..<(n.first + n.count)].map(\.key)
    }

    /// The position of a UTF-8 byte offset (clamped to the text).
    public func location(ofOffset offset: Int) -> SourceLocation {
        lines.location(offset, in: bytes)
    }

    /// For the string value at `path`: the position of the character at `characterOffset` of the
    /// *decoded* string (0-based, in `Character`s). Escape sequences count as the characters they
    /// stand for. An offset at or past the end gives the closing quote. Nil if not a string.
    public func location(inStringAt path: JSONPath, characterOffset: Int) -> SourceLocation? {
        offset(inStringAt: path, characterOffset: characterOffset).map { location(ofOffset: $0) }
    }

    /// The byte offset of ``location(inStringAt:characterOffset:)``.
    public func offset(inStringAt path: JSONPath, characterOffset: Int) -> Int? {
        guard let n = node(at: path.components[...]), n.kind == .string else { return nil }
        var origins: [Int] = []
        let decoded = JSON5Scanner.decode(bytes, n.start + 1, n.end, origins: &origins)
        var remaining = max(0, characterOffset), scalarIndex = 0
        for c in decoded {
            if remaining == 0 { return origins[scalarIndex] }
            remaining -= 1
            scalarIndex += c.unicodeScalars.count
        }
        return n.end
    }

    // MARK: - Private

    private func node(at components: ArraySlice<JSONPathComponent>) -> JSON5Tree.Node? {
        guard let tree, !tree.nodes.isEmpty else { return nil }
        var n = tree.nodes[tree.root]
        for component in components {
            switch component {
            case .key(let key):
                guard n.kind == .object, let m = member(key, in: n, tree) else { return nil }
                n = tree.nodes[tree.members[m].node]
            case .index(let index):
                guard n.kind == .array, index >= 0, index < n.count else { return nil }
                n = tree.nodes[tree.members[n.first + index].node]
            }
        }
        return n
    }

    private func member(_ key: String, in n: JSON5Tree.Node, _ tree: JSON5Tree) -> Int? {
        if let index = tree.lookup[n.start] { return index[key] }
        return (n.first..<(n.first + n.count)).first { tree.members[$0].key == key }
    }
}
