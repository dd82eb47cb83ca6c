/// Maps JSON paths back to line:column positions in a JSON5 text, and knows the text's first
/// syntax error. Foundation decodes the values; this says where they are.
public struct SourceMap: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private let root: SourceNode?
    /// The first syntax error, if the text is not valid JSON5.
    public let syntaxError: JSON5SyntaxError?

    /// Scans the text. Never traps, whatever the input.
    public init(text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (k, b) in bytes.enumerated() where b == 0x0A { starts.append(k + 1) }
        lineStarts = starts
        var scanner = JSON5Scanner(bytes)
        do {
            root = try scanner.parse()
            syntaxError = nil
        } catch {
            root = nil
            syntaxError = JSON5SyntaxError(location: Self.location(error.offset, bytes, starts), message: error.message, hint: error.hint)
        }
    }

    /// Where the value at `path` starts, or nil if there is no such value.
    public func location(of path: JSONPath) -> SourceLocation? {
        node(at: path).map { location(ofOffset: $0.offset) }
    }

    /// Where the key of the member at `path` starts (for a final `.key` component), else the value.
    public func keyLocation(of path: JSONPath) -> SourceLocation? {
        guard case .key(let k)? = path.components.last,
              case .object(_, let members)? = node(at: JSONPath(Array(path.components.dropLast()))),
              let member = members.first(where: { $0.key == k }) else { return location(of: path) }
        return location(ofOffset: member.keyOffset)
    }

    /// The keys of the object at `path` in source order.
    public func orderedKeys(at path: JSONPath) -> [String]? {
        guard case .object(_, let members)? = node(at: path) else { return nil }
        return members.map(\.key)
    }

    /// The position of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        Self.location(offset, bytes, lineStarts)
    }

    /// The position of the character at `characterOffset` of the *decoded* string value at `path`.
    /// Escape sequences count as the one character they stand for.
    public func location(inStringAt path: JSONPath, characterOffset: Int) -> SourceLocation? {
        guard case .string(let start, let end, let escaped)? = node(at: path) else { return nil }
        var k = start + 1
        var remaining = max(0, characterOffset)
        let stop = max(start + 1, end - 1)
        while remaining > 0, k < stop {
            if escaped, bytes[k] == UInt8(ascii: "\\"), k + 1 < stop {
                k += bytes[k + 1] == UInt8(ascii: "u") ? 6 : 2
            } else {
                // One character: a scalar and any combining continuation scalars after it.
                k += scalarLength(at: k)
                while k < stop, isCombining(at: k) { k += scalarLength(at: k) }
            }
            remaining -= 1
        }
        return location(ofOffset: min(k, stop))
    }

    // MARK: - Private

    private func node(at path: JSONPath) -> SourceNode? {
        var current = root
        for component in path.components {
            switch (component, current) {
            case (.key(let k), .object(_, let members)?): current = members.first { $0.key == k }?.value
            case (.index(let n), .array(_, let items)?): current = items.indices.contains(n) ? items[n] : nil
            default: return nil
            }
            if current == nil { return nil }
        }
        return current
    }

    private func scalarLength(at k: Int) -> Int {
        let b = bytes[k]
        return b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
    }

    /// Combining marks, variation selectors and zero-width joiners continue the previous character.
    private func isCombining(at k: Int) -> Bool {
        let len = scalarLength(at: k)
        guard len > 1, k + len <= bytes.count,
              let s = String(decoding: bytes[k..<(k + len)], as: UTF8.self).unicodeScalars.first else { return false }
        let v = s.value
        return (0x0300...0x036F).contains(v) || (0xFE00...0xFE0F).contains(v) || v == 0x200D || (0x1F3FB...0x1F3FF).contains(v)
    }

    private static func location(_ offset: Int, _ bytes: [UInt8], _ starts: [Int]) -> SourceLocation {
        let o = max(0, min(offset, bytes.count))
        // Binary search for the line containing o.
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        var lineBytes = bytes[starts[lo]..<o]
        if lineBytes.last == 0x0D { lineBytes = lineBytes.dropLast() }
        let column = String(decoding: lineBytes, as: UTF8.self).count + 1
        return SourceLocation(line: lo + 1, column: column, offset: o)
    }
}
