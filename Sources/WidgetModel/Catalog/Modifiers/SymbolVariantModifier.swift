import JSON5

/// `{symbolVariant: "fill"}`, `"circle.fill"`, `"slash"`, `"none"`: SwiftUI's `symbolVariant(_:)`, the
/// variant of every SF Symbol inside (an environment value): `heart` under `fill` draws `heart.fill`.
struct SymbolVariantModifier: ModifierEntry {
    let names = ["symbolVariant"]
    let swiftUI = ["symbolVariant(_:)"]
    let group = ModifierGroup.environment

    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier? {
        let reader = d.reader
        guard let s = reader.string(arg, p, what: "a symbol variant such as \"fill\" or \"circle.fill\"") else { return nil }
        guard let variant = SymbolVariantSet(s) else {
            reader.fail("unknown symbol variant '\(s)'", p,
                        hint: "expected none, or fill, slash, circle, square, rectangle joined by dots (at most one shape), e.g. \"circle.fill\"")
            return nil
        }
        return .environment(.symbolVariant(variant))
    }

    let schema = [
        "symbolVariant": #"""
        {
          "description": "The SF Symbols variant for the symbols inside: none, or fill, slash, circle, square, rectangle joined by dots (at most one shape).",
          "type": "string",
          "pattern": "^(none|((circle|square|rectangle|fill|slash)(\\.(circle|square|rectangle|fill|slash))*))$"
        }
        """#,
    ]
}

/// SF Symbols' variants (SwiftUI's `SymbolVariants`): a shape (`circle`, `square`, `rectangle`),
/// `fill` and `slash`, combined. As on iOS, a variant the symbol does not have is dropped, the most
/// specific part first: `bell` with `slash.fill` is `bell.slash.fill`, or `bell.slash`, or `bell`.
public struct SymbolVariantSet: Sendable, Hashable {
    public var shape: String?
    public var isFill: Bool
    public var isSlash: Bool

    public static let none = SymbolVariantSet(shape: nil, isFill: false, isSlash: false)
    public static let shapes = ["circle", "square", "rectangle"]

    public init(shape: String?, isFill: Bool, isSlash: Bool) { self.shape = shape; self.isFill = isFill; self.isSlash = isSlash }

    /// `"none"`, or the parts joined by dots (`"circle.fill"`); nil when it is not such a name.
    public init?(_ text: String) {
        self = .none
        guard text != "none" else { return }
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            switch part {
            case "fill" where !isFill: isFill = true
            case "slash" where !isSlash: isSlash = true
            case _ where shape == nil && Self.shapes.contains(String(part)): shape = String(part)
            default: return nil
            }
        }
    }

    /// `name` with the variants `known` has: the name with every part, then without the last one
    /// still there, and so on; `name` itself when none is known.
    public func apply(to name: String, known: (String) -> Bool) -> String {
        guard self != .none else { return name }
        var parts: [String?] = [isSlash && !name.hasSuffix(".slash") ? "slash" : nil, shape.flatMap { name.contains(".\($0)") ? nil : $0 },
                                isFill && !name.hasSuffix(".fill") ? "fill" : nil]
        while parts.contains(where: { $0 != nil }) {
            let candidate = ([name] + parts.compactMap { $0 }).joined(separator: ".")
            if known(candidate) { return candidate }
            if let i = parts.lastIndex(where: { $0 != nil }) { parts[i] = nil }
        }
        return name
    }
}
