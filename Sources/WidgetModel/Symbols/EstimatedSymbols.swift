import Foundation

/// The rest of Apple's SF Symbols catalogue: every real name that the hand-made table
/// (``SymbolCatalog``) does not map, with a stand-in glyph chosen automatically by
/// `Assets/Symbols/make_table.py` (`Assets/Symbols/sf-symbols-estimated.txt`, built into the tool:
/// ``builtIn``). Such a name draws, but only approximately: its glyph resembles the symbol or its
/// subject, and its frame is the default box (``SymbolMetrics``).
///
/// The text has one name a line, `name codepoint icon`, then ` rtl` for a symbol drawn mirrored in
/// right-to-left layouts; lines starting with `#` are comments:
/// ```
/// heart.text.square e87d favorite
/// ```
/// Pure: no file access, no font access.
public struct EstimatedSymbols: Sendable {
    struct Entry: Sendable {
        let glyph: Unicode.Scalar
        let mirrorsInRTL: Bool
    }
    /// Where one entry's line is in `bytes`: its name is `start..<nameEnd`, the line ends at `end`.
    struct Line: Sendable {
        let start: Int, nameEnd: Int, end: Int
    }
    private let bytes: [UInt8]
    /// The entry lines, sorted by name (the file is written sorted): a lookup is a binary search,
    /// so loading the table allocates nothing per name.
    private let lines: [Line]

    /// Parses and checks the table. Throws a ``SymbolCatalogError`` naming the line for a malformed
    /// one: fewer than three fields, a codepoint that is not a hexadecimal Unicode scalar, an unknown
    /// fourth field, a name listed twice or out of order.
    public init(text: Data) throws(SymbolCatalogError) {
        bytes = [UInt8](text)
        lines = Self.index(bytes)
        var previous: ArraySlice<UInt8>?
        for (index, line) in lines.enumerated() {
            let nameBytes = bytes[line.start..<line.nameEnd]
            let name = String(decoding: nameBytes, as: UTF8.self)
            let fields = bytes[line.start..<line.end].split(separator: UInt8(ascii: " "))
            guard fields.count == 3 || (fields.count == 4 && fields[3].elementsEqual("rtl".utf8)) else {
                throw .badSymbol(name, problem: "entry \(index + 1) of the estimated table must read 'name codepoint icon', then 'rtl' or nothing")
            }
            _ = try SymbolCatalog.scalar(hex: String(decoding: fields[1], as: UTF8.self), symbol: name)
            if let previous {
                guard previous.lexicographicallyPrecedes(nameBytes) else {
                    throw .badSymbol(name, problem: previous.elementsEqual(nameBytes)
                        ? "listed twice in the estimated table" : "out of order: the estimated table is sorted by name")
                }
            }
            previous = nameBytes
        }
    }

    /// A table known to be well formed (the built-in one, checked by the test suite): only indexed.
    init(trusted text: [UInt8]) {
        bytes = text
        lines = Self.index(text)
    }

    /// An empty table.
    init() { bytes = []; lines = [] }

    /// The entry lines of `bytes`: comment (`#`) and empty lines skipped.
    private static func index(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        while start < bytes.count {
            var end = start
            var nameEnd = -1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
                if nameEnd < 0, bytes[end] == UInt8(ascii: " ") { nameEnd = end }
                end += 1
            }
            if end > start, bytes[start] != UInt8(ascii: "#") {
                lines.append(Line(start: start, nameEnd: nameEnd < 0 ? end : nameEnd, end: end))
            }
            start = end + 1
        }
        return lines
    }

    /// How many names the table has.
    public var count: Int { lines.count }

    /// Every name, in the table's (sorted) order.
    var names: [String] { lines.map { String(decoding: bytes[$0.start..<$0.nameEnd], as: UTF8.self) } }

    /// The stand-in for a name (exact, case-sensitive); nil for a name the table lacks.
    func entry(_ name: String) -> Entry? {
        let key = Array(name.utf8)
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            let line = lines[mid]
            let candidate = bytes[line.start..<line.nameEnd]
            if candidate.elementsEqual(key) { return entry(at: line, name: name) }
            if candidate.lexicographicallyPrecedes(key) { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    private func entry(at line: Line, name: String) -> Entry? {
        let fields = bytes[line.nameEnd..<line.end].split(separator: UInt8(ascii: " "))
        guard fields.count >= 2, let glyph = try? SymbolCatalog.scalar(hex: String(decoding: fields[0], as: UTF8.self), symbol: name) else { return nil }
        return Entry(glyph: glyph, mirrorsInRTL: fields.count == 3 && fields[2].elementsEqual("rtl".utf8))
    }

    /// The built-in table, indexed on first use only: a layout whose symbols are all mapped by hand
    /// never pays for it.
    public static var builtIn: EstimatedSymbols { BuiltInEstimates.table }

    /// The bytes of `Assets/Symbols/sf-symbols-estimated.txt`, embedded in the binary.
    public static var builtInTableData: Data { Data(PackageResources.sf_symbols_estimated_txt) }
}

/// The built-in estimated table, indexed once (checked whole by `EstimatedSymbolsTests`).
private enum BuiltInEstimates {
    static let table = EstimatedSymbols(trusted: PackageResources.sf_symbols_estimated_txt)
}
