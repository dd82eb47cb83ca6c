import Foundation
import Testing
@testable import WidgetModel

/// The modifier catalog against what is written elsewhere: the decoder's name lists, the JSON
/// schema's `$defs.modifier`, the rows of `docs/format.md` and the SwiftUI front end's methods.
@Suite struct ModifierCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyNameIsOnceInTheCatalogWithItsSwiftUIAPIAndSchema() {
        let names = ModifierCatalog.names()
        #expect(Set(names).count == names.count, "a name is in two entries")
        #expect(ModifierDecoder.names == names)
        #expect(ModifierDecoder.textModifierNames == ModifierCatalog.all.filter { $0.group == .text }.flatMap(\.names))
        #expect(ModifierDecoder.effectNames == ModifierCatalog.all.filter { $0.group == .effect }.flatMap(\.names))
        for entry in ModifierCatalog.all {
            #expect(entry.swiftUI.count == entry.names.count, "\(entry.names): one SwiftUI API per name")
            #expect(Set(entry.schema.keys) == Set(entry.names), "\(entry.names): one schema fragment per name")
        }
    }

    /// `$defs.modifier.oneOf` in the schema: one item per name, `{type: object, properties: {name:
    /// fragment}, additionalProperties: false, required: [name], title: name}`.
    @Test func theSchemaIsTheCatalogs() throws {
        let schema = try Self.json(Self.root.appendingPathComponent("Schema/widgetsnap.schema.json"))
        let defs = try #require(schema["$defs"] as? [String: Any])
        let items = try #require((defs["modifier"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        var byTitle: [String: [String: Any]] = [:]
        for item in items { if let t = item["title"] as? String { byTitle[t] = item } }
        #expect(byTitle.count == items.count, "every item has a unique title")
        #expect(Set(byTitle.keys) == Set(ModifierCatalog.names()))
        for entry in ModifierCatalog.all {
            for name in entry.names {
                let fragment = try #require(try JSONSerialization.jsonObject(with: Data((entry.schema[name] ?? "").utf8)) as? [String: Any], "\(name)'s fragment is not JSON")
                let expected: [String: Any] = ["type": "object", "properties": [name: fragment], "additionalProperties": false,
                                               "required": [name], "title": name]
                #expect(Self.text(expected) == Self.text(byTitle[name] ?? [:]),
                        "\(name): the schema's item differs from the catalog's fragment; the item should be \(Self.text(expected))")
            }
        }
    }

    /// Each range an entry declares is the one its schema fragment states (minimum, and maximum
    /// where the schema gives one).
    @Test func theSchemaStatesTheCatalogsRanges() throws {
        var checked = 0
        for entry in ModifierCatalog.all {
            for (key, range) in entry.ranges {
                for name in entry.names {
                    let fragment = try #require(try JSONSerialization.jsonObject(with: Data((entry.schema[name] ?? "").utf8)))
                    let numbers = Self.numberSchemas(in: fragment, key: key)
                    #expect(!numbers.isEmpty, "\(name).\(key): no number in the schema")
                    for n in numbers {
                        #expect((n["minimum"] as? Double) == range.lowerBound, "\(name).\(key): schema minimum \(n["minimum"] ?? "none"), catalog \(range)")
                        if let max = n["maximum"] as? Double { #expect(max == range.upperBound, "\(name).\(key): schema maximum \(max), catalog \(range)") }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 30)
    }

    /// The tables headed `| Modifier | Forms |` in docs/format.md name every modifier, and only those.
    @Test func theFormatDocumentHasARowForEveryModifier() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/format.md"), encoding: .utf8)
        var documented: [String] = [], inTable = false
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| Modifier | Forms |") { inTable = true; continue }
            guard inTable, line.hasPrefix("|") else { inTable = false; continue }
            let first = line.split(separator: "|").first.map(String.init) ?? ""
            if first.contains("---") { continue }
            documented += first.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        #expect(Set(documented).count == documented.count, "a modifier has two rows")
        #expect(Set(documented) == Set(ModifierCatalog.names()),
                "missing: \(Set(ModifierCatalog.names()).subtracting(documented).sorted()); not modifiers: \(Set(documented).subtracting(ModifierCatalog.names()).sorted())")
    }

    /// The SwiftUI front end (or WidgetKit) defines each entry's API: `func name` for a method,
    /// `struct Name` for a view such as `Link`.
    @Test func theSwiftUIFrontEndDefinesEveryEntrysAPI() throws {
        var source = ""
        for dir in ["Sources/WidgetSnapUI", "Sources/WidgetKit"] {
            let url = Self.root.appendingPathComponent(dir)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where file.hasSuffix(".swift") {
                source += try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
            }
        }
        for api in ModifierCatalog.all.flatMap(\.swiftUI) {
            let base = String(api.prefix { $0 != "(" })
            let declared = base.first?.isUppercase == true
                ? source.contains("struct \(base)<") || source.contains("struct \(base):")
                : source.contains("func \(base)(") || source.contains("func \(base)<")
            #expect(declared, "\(api) is not defined in the SwiftUI front end")
        }
    }

    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func text(_ object: Any) -> String {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }

    /// The number schemas for `key` in a fragment: `""` the value itself (or its alternatives), else
    /// the property of that name in an object form.
    static func numberSchemas(in fragment: Any, key: String) -> [[String: Any]] {
        guard let o = fragment as? [String: Any] else { return [] }
        var out: [[String: Any]] = []
        if key.isEmpty {
            if let t = o["type"] as? String, t == "number" || t == "integer" { out.append(o) }
        } else if let props = o["properties"] as? [String: Any], let p = props[key] {
            out += numberSchemas(in: p, key: "")
        }
        for alternatives in ["anyOf", "oneOf"] {
            for a in o[alternatives] as? [Any] ?? [] { out += numberSchemas(in: a, key: key) }
        }
        return out
    }
}
