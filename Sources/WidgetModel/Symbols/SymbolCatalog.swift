import Suggestions
import Foundation

/// Why a symbol table could not be loaded. `message` names the problem and, where there is one, the symbol.
public enum SymbolCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data is not JSON at all (the reason from the JSON parser).
    case malformedJSON(String)
    /// A required top-level key is missing or has the wrong type, e.g. `symbols` is not an object.
    case badKey(String, expected: String)
    /// One symbol's entry is wrong, e.g. its codepoint is not hexadecimal.
    case badSymbol(String, problem: String)

    /// A one-line explanation, e.g. `symbol 'cloud.rain.fill': codepoint 'zz' is not hexadecimal`.
    public var message: String {
        switch self {
        case .malformedJSON(let reason):
            "the symbol table is not valid JSON: \(reason)"
        case .badKey(let key, let expected):
            "the symbol table needs a top-level '\(key)' key holding \(expected)"
        case .badSymbol(let name, let problem):
            "symbol '\(name)': \(problem)"
        }
    }

    public var description: String { message }
}

/// SF Symbols names mapped to glyphs of a substitute icon font (Material Icons, from
/// `Assets/Symbols/sf-symbols.json`, built into the tool: ``builtIn()``), since SF Symbols
/// themselves can't be shipped.
///
/// The table is JSON:
/// ```json
/// {"font": "Material Icons",
///  "symbols": {"cloud.rain.fill": {"icon": "water_drop", "codepoint": "e798"}, ...}}
/// ```
/// `codepoint` is the glyph's Unicode scalar in hexadecimal; `icon` (the font's own name) is optional
/// and informational; `mirrorsInRTL` (optional, default false) marks symbols drawn mirrored in
/// right-to-left layouts. Pure: no file access, no font access.
///
/// Beside the hand-made table, a catalogue may have ``EstimatedSymbols``: the rest of Apple's names,
/// each with an automatically chosen stand-in (the built-in catalogue has them). Those names draw
/// and are not errors; ``isEstimated(_:)`` tells them apart.
public struct SymbolCatalog: Sendable {
    /// The font family to draw the glyphs with, e.g. `Material Icons`.
    public let fontFamily: String
    /// Every name of the hand-made table, sorted (``allNames`` adds the estimated ones).
    public let names: [String]
    private let glyphs: [String: Unicode.Scalar]
    /// Names drawn mirrored in right-to-left layouts (`"mirrorsInRTL": true`).
    private let mirrored: Set<String>
    /// Lowercased names, parallel to `names`, for suggestions.
    private let lowercasedNames: [String]
    /// Where the estimated stand-ins come from.
    private let estimates: Estimates

    enum Estimates: Sendable {
        case none
        /// ``EstimatedSymbols/builtIn``, parsed only when a name misses the hand-made table.
        case builtIn
        case table(EstimatedSymbols)
    }

    /// The estimated stand-ins of this catalogue (nil: it has none).
    public var estimated: EstimatedSymbols? {
        switch estimates {
        case .none: nil
        case .builtIn: EstimatedSymbols.builtIn
        case .table(let t): t
        }
    }

    /// Loads a table (JSON, or JSON5). Throws a ``SymbolCatalogError`` naming the problem for anything malformed:
    /// data that isn't JSON, a missing or mistyped `font` or `symbols` key, an entry that isn't an
    /// object, or a codepoint that isn't a hexadecimal Unicode scalar (surrogates and values beyond
    /// U+10FFFF are rejected).
    ///
    /// `estimated`: the stand-ins for the rest of Apple's names (none by default).
    public init(jsonData: Data, estimated: EstimatedSymbols? = nil) throws(SymbolCatalogError) {
        try self.init(jsonData: jsonData, estimates: estimated.map { .table($0) } ?? .none)
    }

    init(jsonData: Data, estimates: Estimates) throws(SymbolCatalogError) {
        let map = SourceMap(text: String(decoding: jsonData, as: UTF8.self))
        if let error = map.syntaxError { throw .malformedJSON("\(error.location): \(error.message)") }
        guard case .object(let top)? = map.value() else {
            throw .malformedJSON("the top level is not an object")
        }
        guard let font = top["font"]?.stringValue, !font.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .badKey("font", expected: "a font family name")
        }
        guard let symbols = top["symbols"]?.objectValue else {
            throw .badKey("symbols", expected: "an object mapping SF Symbols names to {icon, codepoint}")
        }
        var glyphs: [String: Unicode.Scalar] = [:]
        var mirrored: Set<String> = []
        glyphs.reserveCapacity(symbols.count)
        for (name, value) in symbols {
            guard !name.isEmpty, !Self.hasWhitespace(name) else {
                throw .badSymbol(name, problem: "a symbol name must be non-empty and contain no spaces")
            }
            guard let entry = value.objectValue else {
                throw .badSymbol(name, problem: "the entry must be an object such as {\"icon\": \"water_drop\", \"codepoint\": \"e798\"}")
            }
            if let icon = entry["icon"], icon.stringValue == nil {
                throw .badSymbol(name, problem: "'icon' must be a string")
            }
            guard let hex = entry["codepoint"]?.stringValue else {
                throw .badSymbol(name, problem: "the entry needs a 'codepoint' string such as \"e798\"")
            }
            glyphs[name] = try Self.scalar(hex: hex, symbol: name)
            if let flag = entry["mirrorsInRTL"] {
                guard let b = flag.boolValue else { throw .badSymbol(name, problem: "'mirrorsInRTL' must be true or false") }
                if b { mirrored.insert(name) }
            }
        }
        self.mirrored = mirrored
        self.fontFamily = font
        self.glyphs = glyphs
        self.names = glyphs.keys.sorted()
        self.lowercasedNames = names.map { $0.lowercased() }
        self.estimates = estimates
    }

    /// The glyph for an SF Symbols name (exact, case-sensitive), as a one-scalar `Character`: the
    /// hand-made table's, else the estimated stand-in's; nil for an unknown name.
    public func glyph(for name: String) -> Character? {
        if let g = glyphs[name] { return Character(g) }
        if case .none = estimates { return nil }
        return estimated?.entry(name).map { Character($0.glyph) }
    }

    /// Whether the name is a real symbol drawn with an estimated stand-in (not in the hand-made table).
    public func isEstimated(_ name: String) -> Bool {
        glyphs[name] == nil && estimated?.entry(name) != nil
    }

    /// Every name that draws: the hand-made table's and the estimated ones, sorted.
    public var allNames: [String] {
        guard let extra = estimated?.names, !extra.isEmpty else { return names }
        return (names + extra).sorted()
    }

    /// Whether the symbol is drawn mirrored in a right-to-left layout, as SF Symbols flips its
    /// forward/backward and leading/trailing symbols (see `Assets/Symbols/make_table.py`).
    public func mirrorsInRTL(_ name: String) -> Bool {
        mirrored.contains(name) || (glyphs[name] == nil && estimated?.entry(name)?.mirrorsInRTL == true)
    }

    /// Up to `limit` known names closest to `name` (edit distance, case-insensitive; ties by name), for
    /// "unknown symbol 'x'; did you mean …" errors. A name qualifies when its distance is at most
    /// max(2, length / 3) of the longer of the two, or when one is a prefix of the other (at least 3
    /// characters, as `thermometer` for `thermometer.sun`); nothing qualifies for unrelated text.
    public func nearest(_ name: String, limit: Int = 3) -> [String] {
        guard limit > 0 else { return [] }
        let lower = name.lowercased()
        var scored: [(distance: Int, name: String)] = []
        let extra = estimated?.names ?? []
        for (candidate, candidateLower) in Array(zip(names, lowercasedNames)) + zip(extra, extra.map { $0.lowercased() }) {
            let d = Suggest.distance(lower, candidateLower)
            let allowed = max(2, max(lower.count, candidateLower.count) / 3)
            let prefix = min(lower.count, candidateLower.count) >= 3
                && (candidateLower.hasPrefix(lower) || lower.hasPrefix(candidateLower))
            if d <= allowed || prefix { scored.append((d, candidate)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }

    // MARK: - Parsing helpers

    /// Whether a name holds a whitespace character. Printable ASCII (every name of the built-in
    /// table) has none, which a byte test decides without Unicode property lookups.
    private static func hasWhitespace(_ name: String) -> Bool {
        if name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return false }
        return name.contains(where: { $0.isWhitespace })
    }

    /// A hexadecimal codepoint (1–6 digits, optionally written `U+…` or `0x…`) as a Unicode scalar.
    static func scalar(hex: String, symbol: String) throws(SymbolCatalogError) -> Unicode.Scalar {
        var digits = Substring(hex).utf8
        if ["U+", "u+", "0x", "0X"].contains(where: { hex.utf8.starts(with: $0.utf8) }) { digits = digits.dropFirst(2) }
        // ASCII hexadecimal digits only (what Character.isHexDigit accepts), decoded by hand.
        var value: UInt32 = 0
        var valid = (1...6).contains(digits.count)
        for byte in digits where valid {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(byte - UInt8(ascii: "A") + 10)
            default: valid = false
            }
        }
        guard valid else {
            throw .badSymbol(symbol, problem: "codepoint '\(hex)' is not hexadecimal, e.g. \"e798\"")
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw .badSymbol(symbol, problem: "codepoint '\(hex)' is not a Unicode scalar (a surrogate or beyond U+10FFFF)")
        }
        guard value >= 0x20, !(0x7F...0x9F).contains(value) else {
            throw .badSymbol(symbol, problem: "codepoint '\(hex)' is a control character, not a glyph")
        }
        return scalar
    }
}
