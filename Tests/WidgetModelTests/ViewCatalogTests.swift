import Foundation
import Testing
@testable import WidgetModel

/// The view catalog against the decoder's name lists, the schema's `$defs.view`, the rows of
/// `docs/format.md` and the SwiftUI front end's types.
@Suite struct ViewCatalogTests {
    @Test func everyNameIsOnceInTheCatalogWithItsSwiftUIType() {
        let names = ViewCatalog.names()
        #expect(Set(names).count == names.count, "a name is in two entries")
        #expect(ViewDecoder.viewNames == names)
        #expect(ViewDecoder.containerNames == ViewCatalog.all.filter { $0.group == .container }.flatMap(\.names))
        #expect(ViewDecoder.drawingViewNames == ViewCatalog.all.filter { $0.group == .drawing }.flatMap(\.names))
        for entry in ViewCatalog.all { #expect(entry.swiftUI.count == entry.names.count, "\(entry.names): one SwiftUI type per name") }
    }

    /// `$defs.view.oneOf`: each item is an entry's, and requires one of the entry's names.
    @Test func theSchemaIsTheCatalogs() throws {
        let schema = try ModifierCatalogTests.json(ModifierCatalogTests.root.appendingPathComponent("Schema/widgetsnap.schema.json"))
        let defs = try #require(schema["$defs"] as? [String: Any])
        let items = try #require((defs["view"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        var byTitle: [String: [String: Any]] = [:]
        for item in items { if let t = item["title"] as? String { byTitle[t] = item } }
        #expect(byTitle.count == items.count, "every item has a unique title")
        let fragments = ViewCatalog.all.flatMap { e in e.schema.map { (e, $0.key, $0.value) } }
        #expect(Set(byTitle.keys) == Set(fragments.map(\.1)))
        for (entry, title, text) in fragments {
            let fragment = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(title)'s fragment is not JSON")
            #expect(ModifierCatalogTests.text(fragment) == ModifierCatalogTests.text(byTitle[title] ?? [:]),
                    "\(title): the schema's item differs from the catalog's; it should be \(ModifierCatalogTests.text(fragment))")
            let required = fragment["required"] as? [String] ?? []
            #expect(required.contains { entry.names.contains($0) }, "\(title) requires none of \(entry.names)")
        }
        #expect(Set(fragments.flatMap { ($0.2.data(using: .utf8).flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any])?["required"] as? [String] ?? [] }.filter { $0.first?.isUppercase == true }) == Set(ViewCatalog.names()))
    }

    /// The tables headed `| View |` in docs/format.md name every view kind, and only those.
    @Test func theFormatDocumentHasARowForEveryView() throws {
        let doc = try String(contentsOf: ModifierCatalogTests.root.appendingPathComponent("docs/format.md"), encoding: .utf8)
        var documented = Set<String>(), inTable = false
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| View |") { inTable = true; continue }
            guard inTable, line.hasPrefix("|") else { inTable = false; continue }
            let first = line.split(separator: "|").first.map(String.init) ?? ""
            documented.formUnion(first.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        }
        #expect(documented == Set(ViewCatalog.names()),
                "missing: \(Set(ViewCatalog.names()).subtracting(documented).sorted()); not views: \(documented.subtracting(ViewCatalog.names()).sorted())")
    }

    /// The SwiftUI front end (or WidgetKit, or Charts) declares each entry's type; `if`/`switch` are Swift's.
    @Test func theSwiftUIFrontEndDefinesEveryType() throws {
        var source = ""
        for dir in ["Sources/WidgetSnapUI", "Sources/WidgetKit", "Sources/Charts"] {
            let url = ModifierCatalogTests.root.appendingPathComponent(dir)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where file.hasSuffix(".swift") {
                source += try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
            }
        }
        for type in ViewCatalog.all.flatMap(\.swiftUI) where type != "if" && type != "switch" {
            #expect(source.contains("struct \(type)<") || source.contains("struct \(type):") || source.contains("struct \(type) "),
                    "\(type) is not declared in the SwiftUI front end")
        }
    }
}
