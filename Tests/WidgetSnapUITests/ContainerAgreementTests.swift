import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI

/// ViewThatFits, GeometryReader and the grids: each SwiftUI container lays out exactly like its
/// layout-file twin (the `layout --json` dumps are equal), and the trees agree where they hold no
/// layout-time closure (a GeometryReader's content is built only when it is laid out).
let containerCases: [AgreementCase] = [
    AgreementCase(name: "viewThatFitsPicksTheShortLabel", families: [.systemSmall], values: "{}", view: """
        {ViewThatFits: [{Text: "Air quality is good in Lisbon today, come outside"}, {Text: "AQI 21"}], in: "horizontal"}
        """, swiftUI: { AnyView(ViewThatFits(in: .horizontal) { Text("Air quality is good in Lisbon today, come outside"); Text("AQI 21") }) }),
    AgreementCase(name: "geometryReaderAtTheTop", families: [.systemMedium], values: "{}", view: """
        {GeometryReader: [{Text: "{geometry.width}x{geometry.height}"}]}
        """, swiftUI: { AnyView(GeometryReader { p in Text(verbatim: "\(Int(p.size.width))x\(Int(p.size.height))") }) }),
    AgreementCase(name: "geometryReaderNestedGetsItsOwnSize", families: [.systemMedium], values: "{}", view: """
        {VStack: [{Color: "red", modifiers: [{frame: {height: 38}}]},
                  {GeometryReader: [{HStack: [{Text: "{geometry.width}"}, {GeometryReader: [{Text: "{geometry.height}"}]}], spacing: 0}]}], spacing: 0}
        """, swiftUI: { AnyView(VStack(spacing: 0) {
            Color.red.frame(height: 38)
            GeometryReader { outer in
                HStack(spacing: 0) {
                    Text(verbatim: "\(Int(outer.size.width))")
                    GeometryReader { inner in Text(verbatim: "\(Int(inner.size.height))") }
                }
            }
        }) }),
    AgreementCase(name: "gridWithSpansAndColumnAlignment", families: [.systemSmall], values: "{}", view: """
        {Grid: [
          {GridRow: [{Text: "A"}, {Text: "Bbbb", modifiers: [{gridColumnAlignment: "trailing"}]}]},
          {Divider: {}, modifiers: [{gridCellUnsizedAxes: "horizontal"}]},
          {GridRow: [{Text: "Cc"}, {Text: "D"}], alignment: "bottom"},
          {GridRow: [{Text: "Wide cell", modifiers: [{gridCellColumns: 2}]}]},
        ], alignment: "leading", horizontalSpacing: 4, verticalSpacing: 2}
        """, swiftUI: { AnyView(Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow { Text("A"); Text("Bbbb").gridColumnAlignment(.trailing) }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow(alignment: .bottom) { Text("Cc"); Text("D") }
            GridRow { Text("Wide cell").gridCellColumns(2) }
        }) }),
    AgreementCase(name: "lazyVGridItems", families: [.systemMedium], values: "{}", view: """
        {LazyVGrid: [{Color: "red", modifiers: [{frame: {height: 12}}]}, {Text: "b"}, {Text: "c"}, {Text: "d"},
                     {Color: "blue", modifiers: [{frame: {height: 12}}]}, {Text: "f"}],
         columns: [{fixed: 40}, {flexible: {minimum: 20}, spacing: 4, alignment: "leading"}, {adaptive: {minimum: 60, maximum: 80}}],
         alignment: "leading", spacing: 6}
        """, swiftUI: { AnyView(LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible(minimum: 20), spacing: 4, alignment: .leading),
                                                     GridItem(.adaptive(minimum: 60, maximum: 80))], alignment: .leading, spacing: 6) {
            Color.red.frame(height: 12); Text("b"); Text("c"); Text("d"); Color.blue.frame(height: 12); Text("f")
        }) }),
    AgreementCase(name: "lazyHGridRows", families: [.systemSmall], values: "{}", view: """
        {LazyHGrid: [{Text: "1"}, {Text: "2"}, {Text: "3"}], rows: [{fixed: 30}, {flexible: {}}], alignment: "top"}
        """, swiftUI: { AnyView(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.flexible())], alignment: .top) { Text("1"); Text("2"); Text("3") }) }),
]

@MainActor
@Suite struct ContainerAgreementTests {
    @Test(arguments: containerCases)
    func laysOutLikeTheLayoutFile(_ c: AgreementCase) throws {
        let definition = try Fixtures.layout(c)
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Fixtures.assets, device: device, scale: device.scale)
        for family in c.families {
            let selection = VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real)
            let json = try #require(Resolver(definition: definition).resolve(selection))
            #expect(json.issues.isEmpty, "\(json.issues)")
            let swift = ViewResolution.widget(c.swiftUI(), selection: selection)
            let a = try #require(worker.layoutEngine.layout(json, graphic: false, device: device))
            let b = try #require(worker.layoutEngine.layout(swift, graphic: false, device: device))
            let (x, y) = (LayoutDump.json(a), LayoutDump.json(b))
            #expect(x == y, "\(c.name) \(family.rawValue): the layouts differ\n\(firstDifference(x, y))")
            if !c.name.hasPrefix("geometry") {
                #expect(canonical(json.root) == canonical(swift.root), "\(c.name): the trees differ\n\(firstDifference(canonical(json.root), canonical(swift.root)))")
            }
        }
    }

    /// The containers change what is drawn: the short label is chosen, readers see their own sizes.
    @Test func layoutsShowTheChosenAndBuiltViews() throws {
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Fixtures.assets, device: device, scale: device.scale)
        func texts(_ c: AgreementCase, _ family: WidgetFamily) throws -> [String] {
            let selection = VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real)
            let root = try #require(worker.layoutEngine.layout(ViewResolution.widget(c.swiftUI(), selection: selection), graphic: false, device: device))
            var out: [String] = []
            func visit(_ n: LayoutNode) { if let t = n.text { out.append(t.lines.map(\.text).joined(separator: " ")) }; n.children.forEach(visit) }
            visit(root)
            return out
        }
        #expect(try texts(containerCases[0], .systemSmall) == ["AQI 21"])
        #expect(try texts(containerCases[1], .systemMedium) == ["332x138"])
        // The outer reader is 332 wide; the inner one, beside the width's text, is 100 tall.
        #expect(try texts(containerCases[2], .systemMedium) == ["332", "100"])
    }
}
