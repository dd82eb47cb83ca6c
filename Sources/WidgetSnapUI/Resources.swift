import Foundation
import WidgetExpressions
import JSON5
import WidgetModel

/// A value interpolated into a localized key, kept for the translation: integers choose plural forms.
public enum StringTableArgument: Hashable, Sendable {
    case string(String)
    case integer(Int)
    /// An integer written with a format specifier (`"\(n, specifier: "%02d")"`): drawn as written,
    /// and a number for choosing a plural form.
    case specified(String, Int)
    var text: String { text(in: nil) }
    /// The number that chooses a plural form, if the argument is an integer.
    var integerValue: Int? {
        switch self {
        case .integer(let i), .specified(_, let i): i
        case .string: nil
        }
    }
    /// The argument as a localised string draws it: an integer in the locale's digits
    /// (Arabic-Indic in `ar`), as `%lld` formats it on iOS.
    func text(in locale: ExprLocale?) -> String {
        switch self {
        case .string(let s), .specified(let s, _): s
        case .integer(let i): locale.map { $0.integer(i) } ?? String(i)
        }
    }
}

/// A resource file that cannot be read: where, what was expected, and a hint.
public struct ResourceError: Error, Equatable, CustomStringConvertible, Sendable {
    public var file: String, line: Int, column: Int
    public var message: String, hint: String?
    public init(file: String, line: Int, column: Int, message: String, hint: String? = nil) {
        self.file = file; self.line = line; self.column = column; self.message = message; self.hint = hint
    }
    public var description: String {
        "\(file):\(line):\(column): error: \(message)" + (hint.map { "\n  hint: \($0)" } ?? "")
    }
}

/// The app's resources as SwiftUI code reaches them: asset catalogs' colours and images
/// (`Color("name")`, `Image("name")`, `UIImage(named:)`) and string tables (`Text("key")`).
/// Set them with ``EnvironmentValues/appResources`` or ``AppResources/init(folder:)``; views read
/// them while they are evaluated.
public struct AppResources: Sendable {
    public var colors: [String: NamedColor] = [:]
    /// Image set name → the file drawn (the 3x, else the largest scale, else a single-scale PDF/SVG).
    public var images: [String: String] = [:]
    /// Image sets whose `properties` say `"template-rendering-intent": "template"`: drawn as templates
    /// (their alpha in the foreground style), as iOS draws them unless `renderingMode(.original)` says otherwise.
    public var templateImages: Set<String> = []
    public var strings = AppStringTables()
    public init() {}

    /// Everything under `folder` (searched recursively, `.build` and hidden folders skipped):
    /// `*.xcassets`, `Localizable.xcstrings` (and other `.xcstrings`) and `en.lproj/*.strings`
    /// (or `Base.lproj`). Files are read in sorted order; a later duplicate name wins.
    public init(folder: String, language: String = "en") throws(ResourceError) {
        let fm = FileManager.default
        var files: [String] = []
        if let e = fm.enumerator(atPath: folder) {
            while let rel = e.nextObject() as? String {
                let last = (rel as NSString).lastPathComponent
                if last.hasPrefix(".") { e.skipDescendants(); continue }
                files.append(rel)
            }
        }
        let base = RegularFile.realPath(folder)
        for rel in files.sorted() {
            let path = (folder as NSString).appendingPathComponent(rel)
            let parts = rel.split(separator: "/")
            let isResource = rel.hasSuffix(".xcstrings") || rel.hasSuffix(".strings") || parts.last == "Contents.json"
            // A resource that is a symbolic link out of the folder is refused unread (issue 25, item 4):
            // an error could otherwise quote another file's text.
            if isResource, let base, let real = RegularFile.realPath(path), !real.hasPrefix(base + "/") {
                throw ResourceError(file: path.escapingControlCharacters, line: 1, column: 1,
                                    message: "a symbolic link that leads outside \(folder.escapingControlCharacters); it is not read",
                                    hint: "resources are read from files inside the folder; copy the file in instead of linking it")
            }
            if rel.hasSuffix(".xcstrings") {
                try strings.add(xcstrings: Self.read(path), file: path, language: language)
            } else if rel.hasSuffix(".strings"), let dir = parts.dropLast().last, dir == "\(language).lproj" || dir == "Base.lproj" {
                let table = String(parts.last!.dropLast(".strings".count))
                try strings.add(strings: Self.read(path), file: path, table: table)
            } else if parts.last == "Contents.json", let dir = parts.dropLast().last {
                let name = (String(dir) as NSString).deletingPathExtension
                if dir.hasSuffix(".colorset") {
                    colors[name] = try AssetCatalog.color(Self.read(path), file: path)
                } else if dir.hasSuffix(".imageset") {
                    let text = try Self.read(path)
                    if let file = try AssetCatalog.imageFile(text, file: path) {
                        images[name] = (PathText.parent(path) as NSString).appendingPathComponent(file)
                    }
                    if try AssetCatalog.isTemplate(text, file: path) { templateImages.insert(name) } else { templateImages.remove(name) }
                }
            }
        }
    }

    /// The resources next to the sources: everything under `Sources/` of the package that holds
    /// `file` (the nearest folder above it with a `Package.swift`), such as a snapshot test's `#filePath`.
    /// Empty when there is no such package.
    public static func package(containing file: String = #filePath, language: String = "en") throws(ResourceError) -> AppResources {
        var dir = PathText.parent(file)
        while !dir.isEmpty, dir != "/" {
            if FileManager.default.fileExists(atPath: (dir as NSString).appendingPathComponent("Package.swift")) {
                return try AppResources(folder: (dir as NSString).appendingPathComponent("Sources"), language: language)
            }
            dir = PathText.parent(dir)
        }
        return AppResources()
    }

    /// The largest resource file read (a string catalog of 3,000 keys in 30 languages is about 12 MB).
    public static let maximumResourceSize = 64 << 20

    static func read(_ path: String) throws(ResourceError) -> String {
        let data: Data
        switch RegularFile.read(path, maximumSize: maximumResourceSize) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let problem):
            throw ResourceError(file: path, line: 1, column: 1, message: problem.message, hint: problem.hint)
        }
        return try text(Array(data), file: path)
    }

    /// A resource file's text: UTF-8, or UTF-16 when a byte order mark says so (Xcode writes
    /// `.strings` files both ways). Anything else is refused at its first ill-formed byte; bytes that
    /// are not UTF-8 were once decoded as UTF-16 without a mark, giving "found '笢'" errors.
    public static func text(_ bytes: [UInt8], file: String) throws(ResourceError) -> String {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            guard bytes.count % 2 == 0, let text = String(data: Data(bytes), encoding: .utf16) else {
                throw ResourceError(file: file, line: 1, column: 1, message: "the file starts with a UTF-16 byte order mark but is not UTF-16 text",
                                    hint: "save it as UTF-8")
            }
            return text
        }
        if let bad = UTF8Validation.firstInvalidByte(bytes) {
            throw ResourceError(file: file, line: bad.line, column: bad.column,
                                message: "the file is not UTF-8 text: byte 0x\(String(bad.byte, radix: 16, uppercase: true)) at offset \(bad.offset) cannot start or continue a character",
                                hint: "save it as UTF-8 (or as UTF-16 with a byte order mark)")
        }
        // NUL bytes: UTF-16 without a byte order mark (each ASCII character followed or preceded by 0).
        if let nul = bytes.firstIndex(of: 0) {
            let p = UTF8Validation.position(ofOffset: nul, in: bytes)
            throw ResourceError(file: file, line: p.line, column: p.column, message: "the file holds a NUL byte at offset \(nul): UTF-16 text without a byte order mark?",
                                hint: "save it as UTF-8 (or as UTF-16 with a byte order mark)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The most values (objects, arrays, strings, numbers) in a string catalog or an asset's
    /// `Contents.json`: a catalog of 3,000 keys in 30 languages holds about 500,000; layout files'
    /// 250,000 is too few for real apps (docs/limits.md).
    public static let maximumCatalogValues = 4_000_000
}

private struct AppResourcesKey: EnvironmentKey { static let defaultValue = AppResources() }

extension EnvironmentValues {
    /// The app's asset catalogs and string tables (none unless set).
    public var appResources: AppResources {
        get { self[AppResourcesKey.self] }
        set { self[AppResourcesKey.self] = newValue }
    }
}

/// Parses asset catalog `Contents.json` files.
public enum AssetCatalog {
    static func tree(_ text: String, file: String) throws(ResourceError) -> (JSONValue, SourceMap) {
        let map = SourceMap(text: text, maximumValues: AppResources.maximumCatalogValues,
                            limitHint: "split the strings into several tables (one .xcstrings file each)")
        if let e = map.syntaxError {
            throw ResourceError(file: file, line: e.location.line, column: e.location.column, message: e.message, hint: e.hint)
        }
        guard let v = map.value() else { throw ResourceError(file: file, line: 1, column: 1, message: "empty file") }
        return (v, map)
    }

    static func failure(_ map: SourceMap, _ path: JSONPath, _ file: String, _ message: String, _ hint: String? = nil) -> ResourceError {
        let l = map.location(of: path) ?? SourceLocation(line: 1, column: 1, offset: 0)
        return ResourceError(file: file, line: l.line, column: l.column, message: "\(message) (at \(path))", hint: hint)
    }

    /// A colour set: the universal colour (any appearance) and its dark variant (`luminosity: dark`).
    public static func color(_ text: String, file: String) throws(ResourceError) -> NamedColor {
        let (v, map) = try tree(text, file: file)
        guard let colors = v["colors"]?.arrayValue, !colors.isEmpty else {
            throw failure(map, JSONPath(), file, "a colour set needs a non-empty 'colors' array", "Xcode writes one entry per appearance")
        }
        var light: RGBA?, dark: RGBA?
        for (i, entry) in colors.enumerated() {
            let p = JSONPath().appending(key: "colors").appending(index: i)
            let appearance = entry["appearances"]?.arrayValue?.compactMap { $0["value"]?.stringValue } ?? []
            if appearance.contains("light") && light != nil { continue }
            let rgba = try component(entry["color"], map, p.appending(key: "color"), file)
            if appearance.contains("dark") { dark = rgba } else if appearance.isEmpty || appearance.contains("light") { light = light ?? rgba }
        }
        guard let any = light ?? dark else { throw failure(map, JSONPath().appending(key: "colors"), file, "no colour for the light or any appearance") }
        return NamedColor(light: any, dark: dark ?? any)
    }

    private static func component(_ color: JSONValue?, _ map: SourceMap, _ p: JSONPath, _ file: String) throws(ResourceError) -> RGBA {
        guard let comps = color?["components"]?.objectValue else {
            throw failure(map, p, file, "expected a 'components' object", "system colour references ('platform') are not read; give sRGB components")
        }
        func number(_ key: String, default d: Double? = nil) throws(ResourceError) -> Double {
            let cp = p.appending(key: "components").appending(key: key)
            guard let raw = comps[key] else {
                if let d { return d }
                throw failure(map, p.appending(key: "components"), file, "missing component '\(key)'")
            }
            let s = raw.stringValue ?? raw.numberValue.map { String($0) } ?? ""
            let value: Double?
            if s.lowercased().hasPrefix("0x") { value = Int(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            else if let d = Double(s) { value = s.contains(".") || d <= 1 ? d : d / 255 }
            else { value = nil }
            guard let value, (0...1).contains(value) else {
                throw failure(map, cp, file, "component '\(key)' is '\(s)'; expected 0...1, 0...255 or 0x00...0xFF")
            }
            return value
        }
        let alpha = try number("alpha", default: 1)
        if comps["white"] != nil, comps["red"] == nil { let w = try number("white"); return RGBA(w, w, w, alpha) }
        return RGBA(try number("red"), try number("green"), try number("blue"), alpha)
    }

    /// Whether an image set is drawn as a template (`properties.template-rendering-intent` is `template`;
    /// `original` or none: its own colours).
    public static func isTemplate(_ text: String, file: String) throws(ResourceError) -> Bool {
        let (v, _) = try tree(text, file: file)
        return v["properties"]?["template-rendering-intent"]?.stringValue == "template"
    }

    /// An image set's file: the `3x` image, else the largest scale, else one without a scale.
    public static func imageFile(_ text: String, file: String) throws(ResourceError) -> String? {
        let (v, map) = try tree(text, file: file)
        guard let images = v["images"]?.arrayValue else {
            throw failure(map, JSONPath(), file, "an image set needs an 'images' array")
        }
        var named: [(String, Int)] = []
        for (index, i) in images.enumerated() {
            guard let f = i["filename"]?.stringValue else { continue }
            // The file is beside Contents.json: one path component, never `..` or a path elsewhere.
            guard !f.isEmpty, f != ".", f != "..", !f.contains("/"), !f.contains("\u{0}") else {
                throw failure(map, JSONPath().appending(key: "images").appending(index: index).appending(key: "filename"), file,
                              "an image set's filename must name a file inside the image set",
                              "write the file's name only, without a folder, '..' or '/'")
            }
            let scale = i["scale"]?.stringValue.flatMap { Int($0.dropLast()) } ?? 0
            named.append((f, scale))
        }
        return named.max { $0.1 < $1.1 }?.0
    }
}

/// String tables by name (`Localizable` unless a `Text` names another).
public struct AppStringTables: Sendable {
    enum Entry: Sendable, Equatable {
        case plain(String)
        /// Plural forms (`one`, `few`, `other`, ...) chosen by the first integer argument with the
        /// CLDR plural rules of the localization's language (WidgetExpressions' ``ExprLocale``).
        case plural([String: String], language: String)
    }
    var tables: [String: [String: Entry]] = [:]
    public init() {}

    public var isEmpty: Bool { tables.isEmpty }

    /// The translation of `key`, formatted with its arguments; nil when no table has the key.
    func translate(_ key: LocalizedStringKey, table: String?, locale: ExprLocale? = nil) -> String? {
        guard let entry = tables[table ?? "Localizable"]?[key.key] else { return nil }
        let format: String
        switch entry {
        case .plain(let s): format = s
        case .plural(let forms, let language):
            let n = key.arguments.lazy.compactMap(\.integerValue).first ?? 0
            // As on iOS, a `zero` form is used for 0 in every language, also where CLDR has no zero category.
            let category = n == 0 && forms["zero"] != nil ? "zero" : Self.pluralCategory(n, language: language)
            format = forms[category] ?? forms["other"] ?? forms.values.sorted().first ?? key.key
        }
        return Self.substitute(format, key.arguments, locale: locale)
    }

    /// The CLDR plural category of `n` in `language` (`ar`: zero, one, two, few, many, other;
    /// `ja`: other): the rules of the locales WidgetExpressions ships, English's for the others.
    static func pluralCategory(_ n: Int, language: String) -> String {
        ExprLocale.named(language).pluralCategory(Double(n))
    }

    /// The translated string for a key with no arguments (for other modules' titles).
    public func lookup(_ key: String, table: String = "Localizable") -> String? {
        translate(LocalizedStringKey(key), table: table)
    }

    /// Replaces `%@`, `%lld`, `%d`, `%ld`, `%1$@` … with the arguments, and `%%` with `%`.
    static func substitute(_ format: String, _ args: [StringTableArgument], locale: ExprLocale? = nil) -> String {
        var out = "", next = 0
        var i = format.startIndex
        while i < format.endIndex {
            let c = format[i]
            guard c == "%" else { out.append(c); i = format.index(after: i); continue }
            var j = format.index(after: i)
            if j < format.endIndex, format[j] == "%" { out.append("%"); i = format.index(after: j); continue }
            var digits = ""
            while j < format.endIndex, format[j].isNumber { digits.append(format[j]); j = format.index(after: j) }
            var position: Int?
            if j < format.endIndex, format[j] == "$", let n = Int(digits) { position = n - 1; j = format.index(after: j) }
            while j < format.endIndex, "lhqz".contains(format[j]) { j = format.index(after: j) }
            guard j < format.endIndex, "@dDiuUxXfFeEgGs".contains(format[j]) else { out.append(c); i = format.index(after: i); continue }
            let index = position ?? next
            if position == nil { next += 1 }
            out += args.indices.contains(index) ? args[index].text(in: locale) : ""
            i = format.index(after: j)
        }
        return out
    }

    /// Adds a string catalog (`.xcstrings`, JSON): its `en` (or `language`) values; keys without a
    /// localization are drawn as written. The table is the file's name.
    public mutating func add(xcstrings text: String, file: String, language: String = "en") throws(ResourceError) {
        let (v, map) = try AssetCatalog.tree(text, file: file)
        guard let strings = v["strings"]?.objectValue else {
            throw AssetCatalog.failure(map, JSONPath(), file, "a string catalog needs a 'strings' object")
        }
        let table = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let source = v["sourceLanguage"]?.stringValue ?? "en"
        var entries = tables[table] ?? [:]
        for key in strings.keys.sorted() {
            let p = JSONPath().appending(key: "strings").appending(key: key)
            guard let locs = strings[key]?["localizations"]?.objectValue else { continue }
            guard let loc = locs[language] ?? locs[source] else { continue }
            let lp = p.appending(key: "localizations").appending(key: locs[language] != nil ? language : source)
            if let value = loc["stringUnit"]?["value"]?.stringValue {
                entries[key] = .plain(value)
            } else if let plural = loc["variations"]?["plural"]?.objectValue {
                var forms: [String: String] = [:]
                for (category, form) in plural {
                    guard let value = form["stringUnit"]?["value"]?.stringValue else {
                        throw AssetCatalog.failure(map, lp.appending(key: "variations").appending(key: "plural").appending(key: category), file,
                                                   "plural form '\(category)' has no stringUnit value")
                    }
                    forms[category] = value
                }
                entries[key] = .plural(forms, language: locs[language] != nil ? language : source)
            } else if loc["variations"] != nil {
                continue // device variations and substitutions: drawn as written
            } else {
                throw AssetCatalog.failure(map, lp, file, "expected a 'stringUnit' with a 'value' or 'variations'")
            }
        }
        tables[table] = entries
    }

    /// Adds a `.strings` file: `"key" = "value";` lines with `/* */` and `//` comments.
    public mutating func add(strings text: String, file: String, table: String) throws(ResourceError) {
        var entries = tables[table] ?? [:]
        var p = StringsParser(text: Array(text.unicodeScalars), file: file)
        while try p.skipSpaceAndComments() {
            let key = try p.quoted()
            try p.skipSpaceAndComments(); try p.expect("=")
            try p.skipSpaceAndComments()
            let value = try p.quoted()
            try p.skipSpaceAndComments(); try p.expect(";")
            entries[key] = .plain(value)
        }
        tables[table] = entries
    }
}

/// The old-style `.strings` format, with line and column for errors.
struct StringsParser {
    let text: [Unicode.Scalar]
    let file: String
    var i = 0, line = 1, column = 1

    mutating func advance() {
        if text[i] == "\n" { line += 1; column = 1 } else { column += 1 }
        i += 1
    }
    func error(_ message: String, _ hint: String? = nil) -> ResourceError {
        ResourceError(file: file, line: line, column: column, message: message, hint: hint)
    }

    /// Skips white space and comments; false at the end of the text.
    @discardableResult
    mutating func skipSpaceAndComments() throws(ResourceError) -> Bool {
        while i < text.count {
            if text[i].properties.isWhitespace || text[i] == "\u{FEFF}" { advance(); continue }
            if text[i] == "/", i + 1 < text.count, text[i + 1] == "*" {
                let start = error("unterminated comment", "close it with */")
                advance(); advance()
                while i < text.count, !(text[i] == "*" && i + 1 < text.count && text[i + 1] == "/") { advance() }
                if i >= text.count { throw start }
                advance(); advance(); continue
            }
            if text[i] == "/", i + 1 < text.count, text[i + 1] == "/" {
                while i < text.count, text[i] != "\n" { advance() }
                continue
            }
            return true
        }
        return false
    }

    mutating func expect(_ c: Unicode.Scalar) throws(ResourceError) {
        guard i < text.count, text[i] == c else {
            throw error("expected '\(c)'", c == ";" ? "each line is \"key\" = \"value\";" : nil)
        }
        advance()
    }

    mutating func quoted() throws(ResourceError) -> String {
        guard i < text.count, text[i] == "\"" else { throw error("expected a quoted string", "each line is \"key\" = \"value\";") }
        let start = error("unterminated string", "close the string with \"")
        advance()
        var out = String.UnicodeScalarView()
        while i < text.count, text[i] != "\"" {
            if text[i] == "\\", i + 1 < text.count {
                advance()
                switch text[i] {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "U", "u":
                    var hex = ""
                    for _ in 0..<4 where i + 1 < text.count { advance(); hex.unicodeScalars.append(text[i]) }
                    guard let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) else { throw error("bad \\U escape '\(hex)'", "write four hex digits") }
                    out.append(s)
                default: out.append(text[i])
                }
                advance(); continue
            }
            out.append(text[i]); advance()
        }
        if i >= text.count { throw start }
        advance()
        return String(out)
    }
}
