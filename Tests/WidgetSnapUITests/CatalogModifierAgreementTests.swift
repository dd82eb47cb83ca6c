import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI

/// The modifiers added through the catalog (`border`, `symbolVariant`) build the same tree and
/// lay out the same in both front ends.
let catalogModifierCases: [AgreementCase] = [
    AgreementCase(name: "border", families: [.systemSmall], values: "{}", view: """
        {VStack: [
          {Text: "Boxed", modifiers: [{padding: 6}, {border: "red"}]},
          {Color: "blue", modifiers: [{frame: {width: 40, height: 30}}, {border: {color: "orange", width: 3}}]},
        ]}
        """, swiftUI: { AnyView(VStack {
            Text("Boxed").padding(6).border(Color.red)
            Color.blue.frame(width: 40, height: 30).border(Color.orange, width: 3)
        }) }),
    AgreementCase(name: "symbolVariant", families: [.systemSmall], values: "{}", view: """
        {VStack: [
          {HStack: [
            {Symbol: "heart"},
            {Symbol: "bell", modifiers: [{symbolVariant: "slash"}]},
            {Symbol: "heart", modifiers: [{symbolVariant: "none"}]},
          ], modifiers: [{symbolVariant: "fill"}]},
          {Symbol: "star", modifiers: [{symbolVariant: "circle.fill"}]},
        ]}
        """, swiftUI: { AnyView(VStack {
            HStack {
                Image(systemName: "heart")
                Image(systemName: "bell").symbolVariant(.slash)
                Image(systemName: "heart").symbolVariant(.none)
            }.symbolVariant(.fill)
            Image(systemName: "star").symbolVariant(.circle.fill)
        }) }),
    // Names of Apple's catalogue outside the hand-made table (estimated stand-ins) and a variant
    // that only the catalogue has (lightbulb.circle): the same names and frames in both front ends.
    AgreementCase(name: "estimated symbols", families: [.systemSmall], values: "{}", view: """
        {VStack: [
          {Symbol: "heart.text.square"},
          {HStack: [{Symbol: "bolt.car"}, {Text: "Charging"}]},
          {Symbol: "lightbulb", modifiers: [{symbolVariant: "circle"}]},
        ]}
        """, swiftUI: { AnyView(VStack {
            Image(systemName: "heart.text.square")
            HStack { Image(systemName: "bolt.car"); Text("Charging") }
            Image(systemName: "lightbulb").symbolVariant(.circle)
        }) }),
]

@MainActor
@Suite struct CatalogModifierAgreementTests {
    @Test(arguments: catalogModifierCases)
    func bothFrontEndsAgree(_ c: AgreementCase) throws {
        let definition = try Fixtures.layout(c)
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Fixtures.assets, device: device, scale: device.scale)
        for family in c.families {
            let selection = VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real)
            let json = try #require(Resolver(definition: definition).resolve(selection))
            #expect(json.issues.isEmpty, "\(json.issues)")
            let swift = ViewResolution.widget(c.swiftUI(), selection: selection)
            #expect(canonical(json.root) == canonical(swift.root), "\(c.name): the trees differ\n\(firstDifference(canonical(json.root), canonical(swift.root)))")
            let a = try #require(worker.layoutEngine.layout(json, graphic: false, device: device))
            let b = try #require(worker.layoutEngine.layout(swift, graphic: false, device: device))
            let (x, y) = (LayoutDump.json(a), LayoutDump.json(b))
            #expect(x == y, "\(c.name) \(family.rawValue): the layouts differ\n\(firstDifference(x, y))")
        }
    }

    /// The variant resolves against the table: `heart` under `fill` is `heart.fill`; an inner
    /// variant replaces the outer one (`bell` with `slash` is `bell.slash`), `none` turns it off.
    @Test func symbolVariantsResolveToTheTablesNames() throws {
        let c = catalogModifierCases[1]
        let selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
        let json = try #require(Resolver(definition: try Fixtures.layout(c)).resolve(selection))
        var names: [String] = []
        func visit(_ v: ResolvedView) {
            if case .symbol(let name, _) = v.content { names.append(name) }
            v.children.forEach(visit)
        }
        visit(json.root)
        #expect(names == ["heart.fill", "bell.slash", "heart", "star.circle.fill"])
    }

    /// Real names outside the hand-made table resolve without an issue against the built-in
    /// catalogue, and a variant the catalogue has is taken (`lightbulb` + `circle`).
    @Test func estimatedSymbolsResolveWithoutIssues() throws {
        let c = catalogModifierCases[2]
        let selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
        let json = try #require(Resolver(definition: try Fixtures.layout(c), symbols: try SymbolCatalog.builtIn()).resolve(selection))
        #expect(json.issues.isEmpty, "\(json.issues)")
        var names: [String] = []
        func visit(_ v: ResolvedView) {
            if case .symbol(let name, _) = v.content { names.append(name) }
            v.children.forEach(visit)
        }
        visit(json.root)
        #expect(names == ["heart.text.square", "bolt.car", "lightbulb.circle"])
    }
}
