extension SourceLocation {
    /// The 1-based column of the UTF-8 `offset` in `text` counted in Unicode code points, as SARIF's
    /// `columnKind: unicodeCodePoints` declares (``column`` counts characters: an emoji of several
    /// code points is one). Lines end at `\n`, `\r` or `\r\n`, as for ``line``.
    public static func codePointColumn(offset: Int, in text: String) -> Int {
        let bytes = text.utf8
        let o = max(0, min(offset, bytes.count))
        let end = bytes.index(bytes.startIndex, offsetBy: o)
        var start = end
        while start > bytes.startIndex {
            let before = bytes.index(before: start)
            if bytes[before] == 0x0A || bytes[before] == 0x0D { break }
            start = before
        }
        // Continuation bytes (10xxxxxx) are not code points of their own.
        return bytes[start..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
