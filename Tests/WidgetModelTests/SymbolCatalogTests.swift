import Foundation
import Testing
import WidgetModel

/// The SF Symbols → Material Icons table (`Assets/Symbols/sf-symbols.json`) and its loader.
struct SymbolCatalogTests {
    /// The package's root folder: this file is `Tests/WidgetModelTests/SymbolCatalogTests.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let tableURL = packageRoot.appendingPathComponent("Assets/Symbols/sf-symbols.json")
    static let layoutsURL = packageRoot.appendingPathComponent("Layouts")

    static func committedCatalog() throws -> SymbolCatalog {
        try SymbolCatalog(jsonData: Data(contentsOf: tableURL))
    }

    static func layoutFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: layoutsURL, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json5" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func catalog(_ json: String) throws(SymbolCatalogError) -> SymbolCatalog {
        try SymbolCatalog(jsonData: Data(json.utf8))
    }

    // MARK: - The committed table

    @Test func committedTableLoads() throws {
        let catalog = try Self.committedCatalog()
        #expect(catalog.fontFamily == "Material Icons")
        #expect(catalog.names.count >= 250)
        #expect(catalog.names == catalog.names.sorted())
        #expect(catalog.glyph(for: "cloud.rain.fill") == "\u{e798}")
        #expect(catalog.glyph(for: "sun.max.fill") != nil)
        #expect(catalog.glyph(for: "Cloud.Rain.Fill") == nil, "lookups are exact")
        #expect(catalog.glyph(for: "") == nil)
    }

    /// Keys are written sorted, one symbol per line, so that changes diff cleanly.
    @Test func committedTableIsSortedOnePerLine() throws {
        let text = try String(contentsOf: Self.tableURL, encoding: .utf8)
        let keyLines = text.split(separator: "\n").filter { $0.hasPrefix("    \"") }
        let keys = keyLines.map { line in String(line.dropFirst(5).prefix { $0 != "\"" }) }
        #expect(keys.count == (try Self.committedCatalog()).names.count)
        #expect(keys == keys.sorted())
        #expect(Set(keys).count == keys.count)
    }

    /// Every glyph is one scalar: a private-use character of the icon font, or at least a valid printable scalar.
    @Test func glyphsAreSingleValidScalars() throws {
        let catalog = try Self.committedCatalog()
        var privateUse = 0
        for name in catalog.names {
            let glyph = try #require(catalog.glyph(for: name), "\(name)")
            let scalars = glyph.unicodeScalars
            #expect(scalars.count == 1, "\(name)")
            let scalar = try #require(scalars.first)
            if scalar.properties.generalCategory == .privateUse { privateUse += 1 }
            #expect(scalar.value >= 0x20 && scalar.properties.generalCategory != .control, "\(name)")
        }
        #expect(privateUse == catalog.names.count, "Material Icons glyphs are all in the private-use area")
    }

    @Test func commonSymbolsAreCovered() throws {
        let catalog = try Self.committedCatalog()
        let common = ["checkmark.circle.fill", "exclamationmark.triangle.fill", "xmark.circle.fill", "info.circle",
                      "chevron.right", "chevron.left", "arrow.up.right", "arrow.down", "plus", "minus",
                      "heart.fill", "star.fill", "bell.fill", "house.fill", "person.fill", "gearshape.fill",
                      "cloud.sun.fill", "moon.stars.fill", "snowflake", "wind", "thermometer.medium",
                      "calendar", "clock", "alarm", "timer", "cart.fill", "bag.fill", "dollarsign.circle.fill",
                      "airplane", "bus.fill", "bicycle", "figure.run", "soccerball", "trophy.fill",
                      "play.fill", "pause.fill", "music.note", "envelope.fill", "phone.fill", "message.fill"]
        for name in common {
            #expect(catalog.glyph(for: name) != nil, "\(name) is missing from the table")
        }
    }

    // MARK: - Layout coverage

    /// Literal `Symbol:` names, string literals inside `Symbol:` templates (e.g. `'{up ? "a" : "b"}'`) and
    /// every string anywhere in a layout that looks like an SF Symbols name (lowercase words joined by
    /// dots, such as data values `symbol: "sun.max.fill"`), leaving out binding paths like `entry.storm`.
    static func symbolNames(inLayout text: String) -> Set<String> {
        var names = Set<String>()
        // Views: {Symbol: "car.fill"} or {Symbol: '{cond ? "a.fill" : "b.fill"}'}.
        for match in matches(#"Symbol:\s*("([^"\\]*)"|'([^'\\]*)')"#, in: text) {
            let argument = match[2] ?? match[3] ?? ""
            if argument.contains("{") {
                for literal in matches(#""([^"\\]*)""#, in: argument) { if let s = literal[1], looksLikeSymbol(s) { names.insert(s) } }
            } else {
                names.insert(argument)
            }
        }
        // Binding roots: the scope's variables and every ForEach item name in this file.
        var roots: Set<String> = ["entry", "config", "data", "family", "item", "it"]
        for match in matches(#"\bas:\s*"([A-Za-z_][A-Za-z0-9_]*)""#, in: text) { if let s = match[1] { roots.insert(s) } }
        // Any quoted string (double or single quotes) that looks like a dotted SF Symbols name.
        for match in matches(#""([a-z0-9]+(?:\.[a-z0-9]+)+)"|'([a-z0-9]+(?:\.[a-z0-9]+)+)'"#, in: text) {
            guard let s = match[1] ?? match[2], looksLikeSymbol(s) else { continue }
            let first = String(s.prefix { $0 != "." })
            if !roots.contains(first) { names.insert(s) }
        }
        return names
    }

    static func looksLikeSymbol(_ s: String) -> Bool {
        !s.isEmpty && s.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
            && !s.hasPrefix(".") && !s.hasSuffix(".") && !s.contains("..") && s.first?.isLetter == true
    }

    /// Capture groups of every match (nil for a group that did not take part).
    static func matches(_ pattern: String, in text: String) -> [[String?]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            (0..<m.numberOfRanges).map { i in
                let r = m.range(at: i)
                return r.location == NSNotFound ? nil : ns.substring(with: r)
            }
        }
    }

    @Test func scannerFindsSymbolsAndSkipsBindingPaths() {
        let text = #"""
        {data: {cats: [{symbol: "tram.fill"}, {symbol: "AAPL"}]},
         view: {VStack: [{Symbol: "calendar"}, {Symbol: '{q.up ? "arrowtriangle.up.fill" : "arrowtriangle.down.fill"}'},
                {Symbol: "{entry.symbol}"}, {If: "entry.storm", then: {Text: "x"}},
                {ForEach: "entry.items", as: "g", content: {If: "g.status", then: {Text: "{g.name}"}}}]}}
        """#
        #expect(Self.symbolNames(inLayout: text)
                == ["tram.fill", "calendar", "arrowtriangle.up.fill", "arrowtriangle.down.fill"])
    }

    @Test func everyLayoutSymbolResolves() throws {
        let catalog = try Self.committedCatalog()
        let files = try Self.layoutFiles()
        #expect(!files.isEmpty, "no layouts found in \(Self.layoutsURL.path)")
        var all = Set<String>()
        for file in files {
            let names = Self.symbolNames(inLayout: try String(contentsOf: file, encoding: .utf8))
            all.formUnion(names)
            for name in names.sorted() where catalog.glyph(for: name) == nil {
                Issue.record("\(file.lastPathComponent): unknown symbol '\(name)'; did you mean \(catalog.nearest(name))?")
            }
        }
        // The weather layout binds symbols from entry data; make sure the scan saw them.
        #expect(all.isSuperset(of: ["sun.max.fill", "cloud.rain.fill", "cloud.bolt.rain.fill", "moon.stars.fill", "car.fill"]))
    }

    /// Every symbol that any variant (family × instance × entry × state) actually resolves to is known.
    @Test func everyResolvedSymbolResolves() throws {
        let catalog = try Self.committedCatalog()
        var seen = Set<String>()
        for file in try Self.layoutFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard case .success(let definition) = LayoutFile.decode(text: text, file: file.lastPathComponent) else {
                continue  // layout errors are the concern of the layout tests
            }
            let resolver = Resolver(definition: definition)
            for family in definition.families {
                for instance in definition.instances {
                    for entryIndex in definition.timeline.entries.indices {
                        for state in WidgetState.allCases {
                            let selection = VariantSelection(family: family, instance: instance.name, entryIndex: entryIndex, state: state)
                            guard let widget = resolver.resolve(selection) else { continue }
                            var stack = [widget.root]
                            while let view = stack.popLast() {
                                stack.append(contentsOf: view.children)
                                guard case .symbol(let name, _) = view.content, !name.isEmpty, seen.insert(name).inserted else { continue }
                                if catalog.glyph(for: name) == nil {
                                    Issue.record("\(file.lastPathComponent) \(family.rawValue): unknown symbol '\(name)'; did you mean \(catalog.nearest(name))?")
                                }
                            }
                        }
                    }
                }
            }
        }
        #expect(seen.contains("cloud.bolt.rain.fill"))
    }

    // MARK: - Suggestions

    @Test func nearestSuggestsTheClosestNames() throws {
        let catalog = try Self.committedCatalog()
        #expect(catalog.nearest("cloud.rain.fil").first == "cloud.rain.fill")
        #expect(catalog.nearest("Cloud.Rain.Fill").first == "cloud.rain.fill", "case-insensitive")
        #expect(catalog.nearest("sun.max.fil").first == "sun.max.fill")
        #expect(catalog.nearest("creditcard.fil").first == "creditcard.fill")
        #expect(catalog.nearest("chevron.rigth").first == "chevron.right", "a swap counts once")
        #expect(catalog.nearest("thermometer").first?.hasPrefix("thermometer.") == true, "a prefix qualifies")
        #expect(catalog.nearest("cloud.rain.fil", limit: 5).count <= 5)
        #expect(catalog.nearest("cloud.rain.fil", limit: 0).isEmpty)
        #expect(catalog.nearest("qqqqqqqqqqqqqqqqqqqqqqqq").isEmpty, "nothing close, nothing suggested")
    }

    @Test func nearestOrdersByDistanceThenName() throws {
        let catalog = try Self.catalog(#"""
        {"font": "F", "symbols": {"b.fill": {"codepoint": "e001"}, "a.fill": {"codepoint": "e002"},
                                  "c.fill": {"codepoint": "e003"}, "cc.fill": {"codepoint": "e004"}}}
        """#)
        #expect(catalog.names == ["a.fill", "b.fill", "c.fill", "cc.fill"])
        #expect(catalog.nearest("x.fill") == ["a.fill", "b.fill", "c.fill"])
        #expect(catalog.nearest("x.fill", limit: 4) == ["a.fill", "b.fill", "c.fill", "cc.fill"])
        #expect(catalog.nearest("cc.fill", limit: 2) == ["cc.fill", "c.fill"])
    }

    // MARK: - Malformed tables

    @Test func minimalTableLoads() throws {
        let catalog = try Self.catalog(#"{"font": "Material Icons", "symbols": {"x.fill": {"icon": "close", "codepoint": "U+E5CD"}, "y": {"codepoint": "0x41"}, "z": {"codepoint": "u+10fffd"}, "w": {"codepoint": "0X7e"}}}"#)
        #expect(catalog.fontFamily == "Material Icons")
        #expect(catalog.names == ["w", "x.fill", "y", "z"])
        #expect(catalog.glyph(for: "z") == "\u{10FFFD}")
        #expect(catalog.glyph(for: "w") == "~")
        #expect(catalog.glyph(for: "x.fill") == "\u{e5cd}")
        #expect(catalog.glyph(for: "y") == "A")
        #expect(try Self.catalog(#"{"font": "F", "symbols": {}}"#).names.isEmpty)
    }

    static let malformed: [(json: String, expected: SymbolCatalogError, mentions: String)] = [
        (#"{"font": "F", "symbols": {"#, .malformedJSON(""), "not valid JSON"),
        ("", .malformedJSON(""), "not valid JSON"),
        (#"["cloud.rain.fill"]"#, .malformedJSON(""), "top level"),
        (#"{"font": "F"}"#, .badKey("symbols", expected: ""), "'symbols'"),
        (#"{"font": "F", "symbols": ["a"]}"#, .badKey("symbols", expected: ""), "'symbols'"),
        (#"{"symbols": {}}"#, .badKey("font", expected: ""), "'font'"),
        (#"{"font": 3, "symbols": {}}"#, .badKey("font", expected: ""), "'font'"),
        (#"{"font": "F", "symbols": {"a.fill": {"codepoint": "zz12"}}}"#, .badSymbol("a.fill", problem: ""), "'zz12' is not hexadecimal"),
        (#"{"font": "F", "symbols": {"a.fill": {"codepoint": ""}}}"#, .badSymbol("a.fill", problem: ""), "is not hexadecimal"),
        (#"{"font": "F", "symbols": {"a.fill": {"codepoint": "1234567"}}}"#, .badSymbol("a.fill", problem: ""), "is not hexadecimal"),
        (#"{"font": "F", "symbols": {"a.fill": {"codepoint": "-e798"}}}"#, .badSymbol("a.fill", problem: ""), "is not hexadecimal"),
        (#"{"font": "F", "symbols": {"a.fill": {"codepoint": "d800"}}}"#, .badSymbol("a.fill", problem: ""), "not a Unicode scalar"),
        (#"{"font": "F", "symbols": {"a.fill": {"codepoint": "110000"}}}"#, .badSymbol("a.fill", problem: ""), "not a Unicode scalar"),
        (#"{"font": "F", "symbols": {"a.fill": {"codepoint": "0a"}}}"#, .badSymbol("a.fill", problem: ""), "control character"),
        (#"{"font": "F", "symbols": {"a.fill": {"codepoint": 59288}}}"#, .badSymbol("a.fill", problem: ""), "'codepoint' string"),
        (#"{"font": "F", "symbols": {"a.fill": {"icon": "x"}}}"#, .badSymbol("a.fill", problem: ""), "'codepoint' string"),
        (#"{"font": "F", "symbols": {"a.fill": "e798"}}"#, .badSymbol("a.fill", problem: ""), "must be an object"),
        (#"{"font": "F", "symbols": {"a.fill": {"icon": 1, "codepoint": "e798"}}}"#, .badSymbol("a.fill", problem: ""), "'icon'"),
        (#"{"font": "F", "symbols": {"a fill": {"codepoint": "e798"}}}"#, .badSymbol("a fill", problem: ""), "no spaces"),
        // Non-ASCII whitespace and digits take the slow paths of the ASCII fast checks.
        ("{\"font\": \"F\", \"symbols\": {\"a\u{00A0}fill\": {\"codepoint\": \"e798\"}}}", .badSymbol("a\u{00A0}fill", problem: ""), "no spaces"),
        ("{\"font\": \"F\", \"symbols\": {\"a\u{3000}\": {\"codepoint\": \"e798\"}}}", .badSymbol("a\u{3000}", problem: ""), "no spaces"),
        ("{\"font\": \"F\", \"symbols\": {\"a.fill\": {\"codepoint\": \"\u{FF45}798\"}}}", .badSymbol("a.fill", problem: ""), "is not hexadecimal"),
        (#"{"font": "F", "symbols": {"a.fill": {"codepoint": "0x"}}}"#, .badSymbol("a.fill", problem: ""), "is not hexadecimal"),
        (#"{"font": "F", "symbols": {"a.fill": {"codepoint": "U-e798"}}}"#, .badSymbol("a.fill", problem: ""), "is not hexadecimal"),
    ]

    @Test(arguments: malformed.indices)
    func malformedTablesGiveTypedErrors(_ index: Int) {
        let (json, expected, mentions) = Self.malformed[index]
        do {
            let catalog = try Self.catalog(json)
            Issue.record("loaded \(catalog.names.count) symbols from malformed table #\(index): \(json)")
        } catch {
            // `error` is a SymbolCatalogError here (typed throws); compare the kind, then the message.
            switch (error, expected) {
            case (.malformedJSON, .malformedJSON): break
            case (.badKey(let key, _), .badKey(let want, _)): #expect(key == want)
            case (.badSymbol(let name, _), .badSymbol(let want, _)): #expect(name == want)
            default: Issue.record("table #\(index): expected \(expected), got \(error)")
            }
            #expect(error.message.contains(mentions), "\(error.message)")
            #expect(error.description == error.message)
        }
    }
}
