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
    private let entries: [String: Entry]
    /// Every name, sorted, and the same lowercased (for suggestions).
    let names: [String]
    let lowercasedNames: [String]

    /// Parses the table. Throws a ``SymbolCatalogError`` naming the line for a malformed one: fewer
    /// than three fields, a codepoint that is not a hexadecimal Unicode scalar, an unknown fourth field.
    public init(text: Data) throws(SymbolCatalogError) {
        var entries: [String: Entry] = [:]
        var names: [String] = []
        for (index, line) in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).enumerated() {
            guard line.first != UInt8(ascii: "#") else { continue }
            let fields = line.split(separator: UInt8(ascii: " "))
            let name = String(decoding: fields[0], as: UTF8.self)
            guard fields.count == 3 || (fields.count == 4 && fields[3].elementsEqual("rtl".utf8)) else {
                throw .badSymbol(name, problem: "line \(index + 1) of the estimated table must read 'name codepoint icon', then 'rtl' or nothing")
            }
            let glyph = try SymbolCatalog.scalar(hex: String(decoding: fields[1], as: UTF8.self), symbol: name)
            guard entries.updateValue(Entry(glyph: glyph, mirrorsInRTL: fields.count == 4), forKey: name) == nil else {
                throw .badSymbol(name, problem: "listed twice in the estimated table")
            }
            names.append(name)
        }
        self.entries = entries
        self.names = names.sorted()
        self.lowercasedNames = self.names.map { $0.lowercased() }
    }

    /// How many names the table has.
    public var count: Int { names.count }

    /// An empty table.
    init() { entries = [:]; names = []; lowercasedNames = [] }

    /// The stand-in for a name (exact, case-sensitive); nil for a name the table lacks.
    func entry(_ name: String) -> Entry? { entries[name] }

    /// The built-in table, parsed on first use only: a layout whose symbols are all mapped by hand
    /// never pays for it.
    public static var builtIn: EstimatedSymbols { BuiltInEstimates.table }

    /// The bytes of `Assets/Symbols/sf-symbols-estimated.txt`, embedded in the binary.
    public static var builtInTableData: Data { Data(PackageResources.sf_symbols_estimated_txt) }
}

/// The built-in estimated table, parsed once. It is checked by the test suite, so a failure means a
/// broken build of the tool: an empty table then leaves the hand-made names working.
private enum BuiltInEstimates {
    static let table = (try? EstimatedSymbols(text: EstimatedSymbols.builtInTableData)) ?? EstimatedSymbols()
}
