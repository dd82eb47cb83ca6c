/// Makes new layout texts from valid ones: swaps numbers for extreme values, strings for hostile
/// ones, duplicates and deletes parts, and flips bytes. Most results are invalid; the point is
/// that every one ends in an error or a render, quickly.
public struct LayoutMutator: Sendable {
    /// Numbers that once trapped or are at the edge of a range.
    static let numbers = ["1e300", "-1e300", "2200000", "2097153", "1e19", "-1", "0", "1e-9", "0.0001", "NaN", "Infinity",
                          "-Infinity", "10000", "10001", "1000", "9007199254740993", "0x7FFFFFFFFFFFFFFF", "-0", "1e-320", "65536"]
    /// Strings that once misbehaved: empty, very long, control characters, bindings that run away.
    static let strings = ["\"\"", "\"\\u001b[31m\\u0007\"", "\"\\u202E\"", "\"{{\"", "\"{\"", "\"}\"", "\"{entry}\"", "\"{data}\"",
                          "\"{entry.date | date}\"", "\"{1/0}\"", "\"{[1,2,3].map([1,2,3].map(it))}\"",
                          "\"" + String(repeating: "W", count: 300) + "\"", "\"..\"", "\"a/b\"", "\"日本語😀\"", "\"\\u0000\""]

    public init() {}

    /// Applies 1 to 4 random edits to `text`.
    public func mutate(_ text: String, _ random: inout FuzzRandom) -> [UInt8] {
        var bytes = Array(text.utf8)
        for _ in 0...random.below(4) {
            switch random.below(8) {
            case 0, 1: replaceToken(&bytes, isNumber: true, with: random.pick(Self.numbers), &random)
            case 2: replaceToken(&bytes, isNumber: false, with: random.pick(Self.strings), &random)
            case 3: duplicateSpan(&bytes, &random)
            case 4: deleteSpan(&bytes, &random)
            case 5: flipByte(&bytes, &random)
            case 6: insertModifier(&bytes, &random)
            default: replaceToken(&bytes, isNumber: true, with: String(random.below(1_000_000_000)), &random)
            }
        }
        return bytes
    }

    /// Replaces a random number (or string literal) with `replacement`.
    private func replaceToken(_ b: inout [UInt8], isNumber: Bool, with replacement: String, _ random: inout FuzzRandom) {
        guard !b.isEmpty else { return }
        var k = random.below(b.count)
        let isStart: (UInt8) -> Bool = isNumber ? { ($0 >= 0x30 && $0 <= 0x39) } : { $0 == 0x22 }
        var tries = 0
        while !isStart(b[k]) && tries < b.count { k = (k + 1) % b.count; tries += 1 }
        guard isStart(b[k]) else { return }
        var end = k + 1
        if isNumber {
            while end < b.count, (b[end] >= 0x30 && b[end] <= 0x39) || b[end] == 0x2E || b[end] == 0x65 { end += 1 }
        } else {
            while end < b.count, b[end] != 0x22 { end += b[end] == 0x5C ? 2 : 1 }
            end = min(end + 1, b.count)
        }
        b.replaceSubrange(k..<end, with: Array(replacement.utf8))
    }

    private func duplicateSpan(_ b: inout [UInt8], _ random: inout FuzzRandom) {
        guard b.count > 2 else { return }
        let start = random.below(b.count), length = min(1 + random.below(400), b.count - start)
        let copies = random.chance(0.1) ? 50 : 1
        let span = Array(b[start..<(start + length)])
        b.insert(contentsOf: Array([[UInt8]](repeating: span, count: copies).joined()), at: start)
    }

    private func deleteSpan(_ b: inout [UInt8], _ random: inout FuzzRandom) {
        guard b.count > 2 else { return }
        let start = random.below(b.count), length = min(1 + random.below(60), b.count - start)
        b.removeSubrange(start..<(start + length))
    }

    private func flipByte(_ b: inout [UInt8], _ random: inout FuzzRandom) {
        guard !b.isEmpty else { return }
        b[random.below(b.count)] = UInt8(truncatingIfNeeded: random.next())
    }

    /// Inserts a modifier with an extreme argument after a `modifiers: [`.
    private func insertModifier(_ b: inout [UInt8], _ random: inout FuzzRandom) {
        let marker = Array("modifiers: [".utf8)
        var starts: [Int] = []
        var k = 0
        while k + marker.count <= b.count {
            if b[k] == marker[0], Array(b[k..<(k + marker.count)]) == marker { starts.append(k + marker.count) }
            k += 1
        }
        guard !starts.isEmpty else { return }
        let n = random.pick(Self.numbers)
        let modifier = random.pick(["{frame: {width: \(n)}}", "{font: {size: \(n)}}", "{minimumScaleFactor: \(n)}", "{padding: \(n)}",
                                    "{opacity: \(n)}", "{lineLimit: \(n)}", "{aspectRatio: \(n)}", "{cornerRadius: \(n)}",
                                    "{frame: {maxWidth: \(n), minHeight: \(n)}}", "{layoutPriority: \(n)}"])
        b.insert(contentsOf: Array((modifier + ", ").utf8), at: random.pick(starts))
    }
}
