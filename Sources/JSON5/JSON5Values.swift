/// The values of a scanned JSON5 text, as Foundation's JSONDecoder (`allowsJSON5`) decodes them
/// into ``JSONValue``: the first of duplicate keys, escapes decoded, numbers as `Double`.
///
/// Reading values from the scanner's tree is about ten times faster than a second parse through
/// `JSONDecoder` and `Decodable` (which threw and caught an error for every value it tried as the
/// wrong type); a test checks that both give the same values for every layout and thousands of
/// generated texts.
extension JSON5Tree {
    /// The value of the whole text. Only for a tree the scanner completed without error.
    func value(in b: [UInt8]) -> JSONValue {
        nodes.isEmpty ? .null : value(of: root, b)
    }

    /// Recursion is bounded by the scanner's nesting limit (512).
    private func value(of n: Int, _ b: [UInt8]) -> JSONValue {
        let node = nodes[n]
        let items = members[node.first..<(node.first + node.count)]
        switch node.kind {
        case .object:
            var object = [String: JSONValue](minimumCapacity: items.count)
            for m in items where object[m.key] == nil { object[m.key] = value(of: m.node, b) }
            return .object(object)
        case .array:
            return .array(items.map { value(of: $0.node, b) })
        case .string:
            let from = node.start + 1, to = node.end
            return .string(b[from..<to].contains(0x5C) ? JSON5Scanner.decode(b, from, to) : JSON5Scanner.text(b, from, to))
        case .scalar:
            switch b[node.start] {
            case JSON5Scanner.ch("t"): return .bool(true)
            case JSON5Scanner.ch("f"): return .bool(false)
            case JSON5Scanner.ch("n"): return .null
            default: return .number(JSON5Scanner.numberValue(b, node.start))
            }
        }
    }
}

extension JSON5Scanner {
    /// The value of the number token at `start` (which the scanner accepted): decimal with an
    /// optional sign, leading or trailing point and exponent, hexadecimal integers, Infinity, NaN.
    static func numberValue(_ b: [UInt8], _ start: Int) -> Double {
        var end = start + 1
        while end < b.count, isDigit(b[end]) || b[end] == 0x2E || (b[end] | 0x20) &- 0x61 < 26 || b[end] == 0x2B || b[end] == 0x2D { end += 1 }
        let negative = b[start] == 0x2D
        let k = b[start] == 0x2B || negative ? start + 1 : start
        let magnitude: Double
        if equals(b, k, end, "Infinity") {
            magnitude = .infinity
        } else if equals(b, k, end, "NaN") {
            return .nan
        } else if end - k > 2, b[k] == 0x30, b[k + 1] | 0x20 == 0x78 {
            // Foundation reads hex as an integer: -0x0 is 0, not -0.
            let value = UInt64(text(b, k + 2, end), radix: 16) ?? 0
            return value == 0 ? 0 : negative ? -Double(value) : Double(value)
        } else {
            magnitude = Double(text(b, k, end)) ?? 0
        }
        return negative ? -magnitude : magnitude
    }
}
