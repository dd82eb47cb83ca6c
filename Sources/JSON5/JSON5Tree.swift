/// The values of a JSON5 text as a flat table of nodes with the byte offsets of their parts.
struct JSON5Tree: Sendable {
    enum Kind: UInt8, Sendable { case object, array, string, scalar }

    struct Node: Sendable {
        var kind: Kind
        /// Offset of the value's first byte (the bracket or the opening quote).
        var start: Int
        /// Strings: offset of the closing quote. Containers: offset after the closing bracket.
        var end = 0
        /// Objects and arrays: their members are `members[first ..< first + count]`.
        var first = 0
        var count = 0
    }

    /// An object member (or an array item, with an empty key and a key offset of -1).
    struct Member: Sendable {
        var key: String
        var keyOffset: Int
        var node: Int
    }

    var nodes: [Node] = []
    var members: [Member] = []
    /// Start offset of an object with many members → key → member index.
    var lookup: [Int: [String: Int]] = [:]
    var root = 0
    /// The key offset of the first later duplicate of a key in an object (and of the first member
    /// with that key), for formats that refuse duplicates (decisions files); -1 when none.
    var firstDuplicate: (offset: Int, firstOffset: Int) = (-1, -1)

    /// Records the members of the container `node`, closed at `end`. Of duplicate keys the first is
    /// kept: Foundation's JSONDecoder decodes the first (Swift 6.3; the spec says the last).
    mutating func close(_ node: Int, end: Int, members list: [Member], from base: Int, isObject: Bool) {
        nodes[node].end = end
        let first = members.count
        nodes[node].first = first
        var k = base
        if isObject, list.count - base > 8 {
            var index: [String: Int] = [:]
            while k < list.count {
                if let existing = index[list[k].key] {
                    noteDuplicate(list[k].keyOffset, first: members[existing].keyOffset)
                } else {
                    index[list[k].key] = members.count
                    members.append(list[k])
                }
                k += 1
            }
            lookup[nodes[node].start] = index
        } else {
            while k < list.count {
                var m = first
                while isObject, m < members.count, members[m].key != list[k].key { m += 1 }
                if !isObject || m == members.count { members.append(list[k]) } else { noteDuplicate(list[k].keyOffset, first: members[m].keyOffset) }
                k += 1
            }
        }
        nodes[node].count = members.count - first
    }

    private mutating func noteDuplicate(_ offset: Int, first: Int) {
        if firstDuplicate.offset < 0 || offset < firstDuplicate.offset { firstDuplicate = (offset, first) }
    }
}
