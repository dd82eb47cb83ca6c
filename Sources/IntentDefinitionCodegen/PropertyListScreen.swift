import Foundation

/// What an `.intentdefinition` must be before it is handed to `PropertyListSerialization`: at most
/// ``maximumSize`` bytes, and, as XML, free of DTD internal subsets, entity declarations and
/// entity references other than XML's five and character references. Xcode writes none of them;
/// entity tricks (a billion laughs, an external entity naming `/etc/passwd`) were refused by
/// Foundation with one generic message and no position, and a 44 MB definition took 27 s and
/// 1.4 GB. Each refusal names the line and column.
public enum PropertyListScreen {
    /// The largest definition read: Xcode's are tens of kilobytes; 4 MiB parses in well under a second.
    public static let maximumSize = 4 << 20

    static let predefined: Set<String> = ["lt", "gt", "amp", "quot", "apos"]

    public static func check(_ data: Data, file: String) throws(IntentDefinitionError) {
        guard data.count <= maximumSize else {
            throw IntentDefinitionError(file: file, keyPath: "", expected: "an intent definition of at most \(maximumSize >> 20) MiB",
                                        found: "a file of \(data.count) bytes")
        }
        let bytes = [UInt8](data)
        // A binary property list has no entities.
        if bytes.starts(with: Array("bplist".utf8)) { return }
        var i = 0
        func fail(_ at: Int, _ expected: String, _ found: String) -> IntentDefinitionError {
            let (line, column) = position(at, bytes)
            return IntentDefinitionError(file: file, keyPath: "", expected: expected, found: found, line: line, column: column)
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "<") {
                if matches("<!--", bytes, i) {
                    guard let end = find("-->", bytes, from: i + 4) else { throw fail(i, "a closed comment", "<!-- with no -->") }
                    i = end + 3; continue
                }
                if matches("<![CDATA[", bytes, i) {
                    guard let end = find("]]>", bytes, from: i + 9) else { throw fail(i, "a closed CDATA section", "<![CDATA[ with no ]]>") }
                    i = end + 3; continue
                }
                if matches("<!ENTITY", bytes, i) {
                    throw fail(i, "a property list without entity declarations (Xcode writes none)", "<!ENTITY")
                }
                if matches("<!DOCTYPE", bytes, i) {
                    // The doctype ends at its `>`; a `[` before it opens an internal subset.
                    var j = i + 9, quote: UInt8? = nil
                    while j < bytes.count {
                        let c = bytes[j]
                        if let q = quote { if c == q { quote = nil } }
                        else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { quote = c }
                        else if c == UInt8(ascii: "[") {
                            throw fail(j, "the plist DOCTYPE without an internal subset (Xcode writes none)", "[ (declarations inside the DOCTYPE)")
                        } else if c == UInt8(ascii: ">") { break }
                        j += 1
                    }
                    i = j + 1; continue
                }
            } else if b == UInt8(ascii: "&") {
                var j = i + 1
                while j < bytes.count, j - i <= 64, bytes[j] != UInt8(ascii: ";") { j += 1 }
                let name = j < bytes.count && bytes[j] == UInt8(ascii: ";") ? String(decoding: bytes[(i + 1)..<j], as: UTF8.self) : nil
                guard let name, predefined.contains(name) || isCharacterReference(name) else {
                    throw fail(i, "one of XML's entities (&lt; &gt; &amp; &quot; &apos;) or a character reference (&#65;)",
                               "'&\(String(decoding: bytes[(i + 1)..<min(j + 1, bytes.count)].prefix(40), as: UTF8.self))' (an entity Xcode never writes)")
                }
                i = j + 1; continue
            }
            i += 1
        }
    }

    static func isCharacterReference(_ name: String) -> Bool {
        guard name.hasPrefix("#") else { return false }
        let digits = name.dropFirst()
        if digits.hasPrefix("x") { return digits.count > 1 && digits.dropFirst().allSatisfy(\.isHexDigit) }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    static func matches(_ word: String, _ bytes: [UInt8], _ at: Int) -> Bool {
        let w = Array(word.utf8)
        return at + w.count <= bytes.count && Array(bytes[at..<(at + w.count)]) == w
    }

    static func find(_ word: String, _ bytes: [UInt8], from: Int) -> Int? {
        let w = Array(word.utf8)
        var k = from
        while k + w.count <= bytes.count {
            if bytes[k] == w[0], Array(bytes[k..<(k + w.count)]) == w { return k }
            k += 1
        }
        return nil
    }

    /// 1-based line and column (characters) of a byte offset; lines end at `\n`, `\r` or `\r\n`.
    static func position(_ offset: Int, _ bytes: [UInt8]) -> (Int, Int) {
        var line = 1, start = 0, k = 0
        while k < offset {
            if bytes[k] == 0x0A || (bytes[k] == 0x0D && (k + 1 >= bytes.count || bytes[k + 1] != 0x0A)) { line += 1; start = k + 1 }
            k += 1
        }
        return (line, String(decoding: bytes[start..<offset], as: UTF8.self).count + 1)
    }
}
