import Foundation

/// The symbols Xcode generates from a target's asset catalogs ("Generate Swift Asset Symbol
/// Extensions"): for every colour set a `ColorResource` static member and `Color`/`ShapeStyle`/`UIColor`
/// properties; for every image set an `ImageResource` member and a `UIImage` property, so that
/// `Image(.logo)`, `Color(.brand)`, `Color.brand` and `UIColor.brand` compile.
///
/// Names follow Xcode's rule: the asset's name split into words (at spaces, `-`, `_`, `.` and lower-to-
/// upper case changes), the first word lowercased and the rest capitalised, a trailing `Color` (colour
/// sets) or `Image` (image sets) word dropped when other words remain, a leading digit prefixed with `_`.
/// A name that is a Swift keyword is written in backquotes. Two assets with one symbol keep the first
/// (in path order); the `Color`/`UIColor` properties are left out for symbols that SwiftUI or UIKit already
/// define (`red`, `primary`, `accentColor`, …), as Xcode does, and the resource member stays.
public enum AssetSymbols {
    public struct Asset: Hashable, Sendable {
        public enum Kind: String, Sendable { case color, image }
        public let kind: Kind
        /// The name `Color("…")` looks up: the set's folder name without its extension.
        public let name: String
        public init(kind: Kind, name: String) { self.kind = kind; self.name = name }
        public var symbol: String { AssetSymbols.symbol(for: name, kind: kind) }
    }

    /// Every `.colorset` and `.imageset` inside the catalogs, sorted by path (a folder inside a
    /// catalog is walked through; its name is not a namespace unless Xcode's `provides-namespace` is
    /// set, which is not read here: such assets keep their own names).
    public static func assets(inCatalogs catalogs: [String]) -> [Asset] {
        var found: [(String, Asset)] = []
        let fm = FileManager.default
        for catalog in catalogs {
            guard let e = fm.enumerator(atPath: catalog) else { continue }
            while let rel = e.nextObject() as? String {
                let last = (rel as NSString).lastPathComponent
                if last.hasPrefix(".") { e.skipDescendants(); continue }
                let ext = (last as NSString).pathExtension
                let name = (last as NSString).deletingPathExtension
                if ext == "colorset" { found.append((catalog + "/" + rel, Asset(kind: .color, name: name))); e.skipDescendants() }
                if ext == "imageset" { found.append((catalog + "/" + rel, Asset(kind: .image, name: name))); e.skipDescendants() }
            }
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    static let keywords: Set<String> = ["associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws",
        "true", "try", "Any", "Type"]

    /// Colour properties SwiftUI's `Color` and UIKit's `UIColor` already have: no extension is generated.
    static let existingColors: Set<String> = ["accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint",
        "orange", "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow", "darkGray", "lightGray", "magenta",
        "label", "secondaryLabel", "tertiaryLabel", "systemBackground", "systemRed", "systemBlue", "systemGreen", "tintColor", "link"]

    /// The symbol of an asset name: `"Brand Primary"` → `brandPrimary`, `"AccentColor"` → `accent`, `"logo-image"` → `logo`.
    public static func symbol(for name: String, kind: Asset.Kind) -> String {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for ch in name {
            if ch.isLetter || ch.isNumber {
                if let p = previous, p.isLowercase || p.isNumber, ch.isUppercase, !current.isEmpty { words.append(current); current = "" }
                // The end of an acronym: "URLBar" is "URL" and "Bar".
                if let p = previous, p.isUppercase, ch.isLowercase, current.count >= 2, current.dropLast().last?.isUppercase == true {
                    words.append(String(current.dropLast())); current = String(p)
                }
                current.append(ch)
            } else if !current.isEmpty {
                words.append(current); current = ""
            }
            previous = ch
        }
        if !current.isEmpty { words.append(current) }
        let suffix = kind == .color ? "color" : "image"
        if words.count > 1, words.last?.lowercased() == suffix { words.removeLast() }
        guard let first = words.first else { return "_" }
        // The first word is lowercased whole (an acronym too: "URLBar" → urlBar).
        var s = first.lowercased()
        for w in words.dropFirst() { s += w.prefix(1).uppercased() + w.dropFirst() }
        if s.first?.isNumber == true { s = "_" + s }
        return s
    }

    static func identifier(_ s: String) -> String { keywords.contains(s) ? "`\(s)`" : s }

    static func literal(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    /// The Swift source for `assets`: the resource members, and (unless `extensions` is false, Xcode's
    /// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = NO`) the `Color`, `ShapeStyle`,
    /// `UIColor` and `UIImage` properties.
    public static func source(_ assets: [Asset], extensions: Bool = true) -> String {
        var seen = Set<String>()
        var colors: [(symbol: String, name: String)] = [], images: [(symbol: String, name: String)] = []
        for a in assets {
            let sym = a.symbol
            guard seen.insert(a.kind.rawValue + ":" + sym).inserted else { continue }
            if a.kind == .color { colors.append((sym, a.name)) } else { images.append((sym, a.name)) }
        }
        var out = """
        // Generated by widgetsnap's AssetSymbols plugin from the target's asset catalogs: the symbols Xcode
        // generates ("Generate Swift Asset Symbol Extensions"). Do not edit.
        import Foundation
        #if canImport(SwiftUI)
        import SwiftUI
        #endif
        #if canImport(UIKit)
        import UIKit
        #endif

        #if canImport(SwiftUI)

        """
        out += "extension ColorResource {\n"
        for c in colors { out += "    static let \(identifier(c.symbol)) = ColorResource(name: \(literal(c.name)), bundle: .main)\n" }
        out += "}\n\nextension ImageResource {\n"
        for i in images { out += "    static let \(identifier(i.symbol)) = ImageResource(name: \(literal(i.name)), bundle: .main)\n" }
        guard extensions else { return out + "}\n#endif\n" }
        out += "}\n\nextension Color {\n"
        let own = colors.filter { !existingColors.contains($0.symbol) }
        for c in own { out += "    static var \(identifier(c.symbol)): Color { Color(ColorResource.\(identifier(c.symbol))) }\n" }
        out += "}\n\nextension ShapeStyle where Self == Color {\n"
        for c in own { out += "    static var \(identifier(c.symbol)): Color { Color(ColorResource.\(identifier(c.symbol))) }\n" }
        out += "}\n#endif\n\n#if canImport(UIKit)\nextension UIColor {\n"
        for c in own { out += "    static var \(identifier(c.symbol)): UIColor { UIColor(resource: ColorResource.\(identifier(c.symbol))) }\n" }
        out += "}\n\nextension UIImage {\n"
        for i in images { out += "    static var \(identifier(i.symbol)): UIImage { UIImage(resource: ImageResource.\(identifier(i.symbol))) }\n" }
        out += "}\n#endif\n"
        return out
    }
}
