import Foundation
import Testing
import WidgetModel

/// Apple's SF Symbols catalogue (`Assets/Symbols/sf-symbol-names.txt`) and the estimated stand-ins
/// for the names the hand-made table lacks (`Assets/Symbols/sf-symbols-estimated.txt`).
struct EstimatedSymbolsTests {
    static let symbolsFolder = SymbolCatalogTests.packageRoot.appendingPathComponent("Assets/Symbols")

    /// Apple's names (comment lines skipped), in file order.
    static func catalogueNames() throws -> [String] {
        let text = try String(contentsOf: symbolsFolder.appendingPathComponent("sf-symbol-names.txt"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.split(separator: " ")[0]) }
    }

    @Test func builtInTableIsTheCommittedFile() throws {
        let file = try Data(contentsOf: Self.symbolsFolder.appendingPathComponent("sf-symbols-estimated.txt"))
        #expect(EstimatedSymbols.builtInTableData == file)
        let parsed = try EstimatedSymbols(text: file)
        let catalog = try SymbolCatalog.builtIn()
        #expect(catalog.estimated?.count == parsed.count)
        #expect(catalog.allNames.count == parsed.count + catalog.names.count)
    }

    /// Every name of Apple's catalogue draws: the hand-made table's glyph where it has one (not
    /// estimated), else a stand-in (estimated); every glyph is a private-use character of the icon font.
    @Test func everyCatalogueNameResolves() throws {
        let names = try Self.catalogueNames()
        #expect(names.count > 6000)
        #expect(names == names.sorted(), "sf-symbol-names.txt is sorted")
        let catalog = try SymbolCatalog.builtIn()
        let hand = Set(catalog.names)
        var estimated = 0
        for name in names {
            guard let glyph = catalog.glyph(for: name) else { Issue.record("\(name) does not resolve"); continue }
            #expect(glyph.unicodeScalars.count == 1 && glyph.unicodeScalars.first!.properties.generalCategory == .privateUse, "\(name)")
            #expect(catalog.isEstimated(name) == !hand.contains(name), "\(name)")
            if catalog.isEstimated(name) { estimated += 1 }
        }
        #expect(estimated > 5000)
        #expect(hand.subtracting(names).count <= 10, "hand-made names outside Apple's catalogue: \(hand.subtracting(names).sorted())")
    }

    /// Estimated names follow the hand-made glyph of their base name (variant parts dropped) or of their
    /// first word with an icon: (name, the hand-made name whose glyph it should draw with).
    static let followers: [(name: String, follows: String)] = [
        ("heart.text.square", "heart"), ("lightbulb.max", "lightbulb"), ("bell.circle.fill", "bell.fill"),
        ("cloud.sun.rain.circle", "cloud.sun.rain"), ("person.crop.circle.badge.plus", "person.crop.circle"),
    ]

    @Test(arguments: followers)
    func estimatedNamesFollowTheirBase(_ example: (name: String, follows: String)) throws {
        let catalog = try SymbolCatalog.builtIn()
        #expect(catalog.isEstimated(example.name))
        #expect(!catalog.isEstimated(example.follows))
        #expect(catalog.glyph(for: example.name) != nil)
        #expect(catalog.glyph(for: example.name) == catalog.glyph(for: example.follows), "\(example.name)")
    }

    /// Real names that were errors before the catalogue now draw; hand-made names keep their glyph.
    @Test func realNamesDrawAndHandNamesWin() throws {
        let catalog = try SymbolCatalog.builtIn()
        for name in ["heart.text.square", "bolt.car", "lightbulb.max", "figure.walk.motion", "2h.circle"] {
            #expect(catalog.glyph(for: name) != nil, "\(name)")
            #expect(catalog.isEstimated(name), "\(name)")
        }
        let committed = try SymbolCatalogTests.committedCatalog()
        for name in committed.names {
            #expect(catalog.glyph(for: name) == committed.glyph(for: name), "\(name)")
            #expect(!catalog.isEstimated(name))
        }
        #expect(committed.glyph(for: "heart.text.square") == nil, "a table without estimates")
    }

    /// A name outside Apple's catalogue is still unknown, with the closest real names.
    static let typos: [(typo: String, suggested: String)] = [
        ("heart.txt.square", "heart.text.square"), ("cloud.rain.fil", "cloud.rain.fill"),
        ("lightbulb.maxx", "lightbulb.max"), ("bolt.carr", "bolt.car"),
    ]

    @Test(arguments: typos)
    func typosAreUnknownWithSuggestions(_ example: (typo: String, suggested: String)) throws {
        let catalog = try SymbolCatalog.builtIn()
        #expect(catalog.glyph(for: example.typo) == nil)
        #expect(!catalog.isEstimated(example.typo))
        #expect(catalog.nearest(example.typo).contains(example.suggested), "\(catalog.nearest(example.typo))")
    }

    @Test func estimatedNamesMirrorByTheSameRule() throws {
        let catalog = try SymbolCatalog.builtIn()
        #expect(catalog.isEstimated("airtag.radiowaves.forward"))
        #expect(catalog.mirrorsInRTL("airtag.radiowaves.forward"))
        #expect(!catalog.mirrorsInRTL("heart.text.square"))
    }

    static let malformed: [(text: String, mentions: String)] = [
        ("a.b", "entry 1"),
        ("a.b e87d", "entry 1"),
        ("# c\na.b zz icon", "not hexadecimal"),
        ("a.b e87d icon\nb.c e87d icon ltr", "entry 2"),
        ("a.b e87d icon\na.b e87d icon", "twice"),
        ("b.c e87d icon\na.b e87d icon", "out of order"),
        ("a.b d800 icon", "not a Unicode scalar"),
    ]

    @Test(arguments: malformed.indices)
    func malformedTablesGiveTypedErrors(_ index: Int) {
        let (text, mentions) = Self.malformed[index]
        do {
            _ = try EstimatedSymbols(text: Data(text.utf8))
            Issue.record("parsed malformed table #\(index)")
        } catch {
            #expect(error.message.contains(mentions), "\(error.message)")
        }
    }

    @Test func aCustomTableCanCarryEstimates() throws {
        let extra = try EstimatedSymbols(text: Data("# x\nb.fill e87e favorite\nc.forward e5c8 arrow_forward rtl\n".utf8))
        let catalog = try SymbolCatalog(jsonData: Data(#"{"font": "F", "symbols": {"a": {"codepoint": "e87d"}}}"#.utf8), estimated: extra)
        #expect(catalog.glyph(for: "b.fill") == "\u{e87e}")
        #expect(catalog.isEstimated("b.fill") && !catalog.isEstimated("a"))
        #expect(catalog.mirrorsInRTL("c.forward"))
        #expect(catalog.allNames == ["a", "b.fill", "c.forward"])
        #expect(catalog.names == ["a"])
        #expect(catalog.nearest("b.fil") == ["b.fill"])
    }
}
