import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore
import WidgetSnapUI

/// One case: a layout file's view and data, and the same view written in SwiftUI.
struct AgreementCase: CustomStringConvertible, Sendable {
    var name: String
    var families: [WidgetFamily]
    /// The `values` of the layout's one entry, as JSON5.
    var values: String
    /// The layout's `view`, as JSON5.
    var view: String
    var swiftUI: @MainActor @Sendable () -> AnyView
    var description: String { name }
}

struct Item: Identifiable, Sendable { var id: String; var price: String }
let items = [Item(id: "Coffee", price: "$4.50"), Item(id: "Bagel", price: "$3.25"), Item(id: "Juice", price: "$5.00")]

struct PlatterView: View {
    var street: String, walk: String
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(street).font(.subheadline.weight(.semibold)).lineLimit(1)
            Text("\(walk) walk").font(.caption).foregroundColor(.secondary)
        }
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(ContainerRelativeShape().fill(Color(red: 1, green: 1, blue: 1, opacity: 235 / 255)))
    }
}

struct PinView: View {
    var body: some View {
        ZStack {
            Circle().fill(Color.white)
            Circle().fill(Color.blue).padding(4)
            Image(systemName: "car.fill").font(.system(size: 15, weight: .semibold)).foregroundColor(.white)
        }
        .frame(width: 42, height: 42)
    }
}

/// Reads the family from the environment, like real widget views.
struct ReceiptView: View {
    @Environment(\.widgetFamily) var family
    var showTotal: Bool
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: "cart.fill").foregroundStyle(.orange)
                Text("Recent").font(.headline)
                Spacer()
            }
            ForEach(family == .systemSmall ? Array(items.prefix(2)) : items) { item in
                HStack {
                    Text(item.id).lineLimit(1)
                    Spacer(minLength: 4)
                    Text(item.price).foregroundStyle(.secondary)
                }
                .font(.caption)
            }
            if showTotal {
                Divider()
            } else {
                EmptyView()
            }
            if showTotal {
                Text("Total ") + Text("$12.75")
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 1, green: 230 / 255, blue: 204 / 255), .white], startPoint: .top, endPoint: .bottom)
        }
    }
}

struct ShapesView: View {
    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            RoundedRectangle(cornerRadius: 8, style: .circular).fill(Color.green).frame(width: 40, height: 40)
            Capsule().stroke(Color.red, lineWidth: 3).frame(width: 50, height: 24)
            Rectangle().fill(Color.indigo).opacity(0.5).cornerRadius(6).frame(width: 30, height: 30)
            Text("Hi").padding(.horizontal, 6).padding(.top, 2).overlay(Circle().fill(Color.yellow).frame(width: 8, height: 8), alignment: .topTrailing)
        }
        .widgetURL(URL(string: "shapes://open"))
    }
}

struct Gauges: View {
    var level: Double
    var body: some View {
        VStack(spacing: 6) {
            Label("Battery", systemImage: "battery.75")
            ProgressView(value: level, total: 100).font(.caption2)
            Text("\(Int(level))%").font(.system(.title, design: .rounded).bold()).minimumScaleFactor(0.5).multilineTextAlignment(.center)
        }
    }
}

struct StyledTexts: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("a").bold() + Text("b").foregroundColor(.red)
            (Text("Total ").font(.caption) + Text("$12").fontWeight(.heavy).underline(color: .blue) + Text(" was $15").strikethrough().italic())
                .foregroundColor(.secondary)
            Text("spaced").kerning(2).baselineOffset(3).monospacedDigit()
        }
        .textCase(.uppercase)
        .truncationMode(.middle)
        .tracking(0.5)
    }
}

struct SymbolScales: View {
    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 2) {
                Image(systemName: "arrow.clockwise").font(.system(size: 9, weight: .semibold))
                Text("8:00 AM").font(.system(size: 11))
            }
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Image(systemName: "arrow.up")
                Text("12,2")
            }
            .font(.system(size: 22, weight: .bold, design: .rounded))
            HStack {
                Image(systemName: "calendar").imageScale(.small)
                Image(systemName: "star")
                Image(systemName: "star").imageScale(.large)
            }
            .font(.system(size: 17))
            Label("Battery", systemImage: "battery.75").imageScale(.large).font(.headline)
        }
    }
}

struct Rings: View {
    var steps: Double
    var body: some View {
        HStack {
            Gauge(value: steps, in: 0...10_000) { Text("Steps") } currentValueLabel: { Text("\(Int(steps))") }
                .gaugeStyle(.accessoryCircular)
            // No label: an image label is drawn above the bar, which a layout file's text template cannot say.
            Gauge(value: steps, in: 0...10_000) { EmptyView() }
                .gaugeStyle(.accessoryLinearCapacity)
        }
    }
}

let cases: [AgreementCase] = [
    AgreementCase(name: "platter", families: [.systemSmall, .systemMedium], values: "{street: 'Hayes St', walk: '4 min'}", view: """
        {VStack: [
          {Text: "{entry.street}", modifiers: [{font: {style: "subheadline", weight: "semibold"}}, {lineLimit: 1}]},
          {Text: "{entry.walk} walk", modifiers: [{font: "caption"}, {foregroundColor: "secondary"}]},
        ], alignment: "leading", spacing: 1,
        modifiers: [{padding: 10}, {frame: {maxWidth: Infinity, alignment: "leading"}}, {background: {ContainerRelativeShape: {fill: "#FFFFFFEB"}}}]}
        """, swiftUI: { AnyView(PlatterView(street: "Hayes St", walk: "4 min")) }),
    AgreementCase(name: "pin", families: [.systemSmall], values: "{}", view: """
        {ZStack: [
          {Circle: {fill: "white"}},
          {Circle: {fill: "blue"}, modifiers: [{padding: 4}]},
          {Symbol: "car.fill", modifiers: [{font: {size: 15, weight: "semibold"}}, {foregroundColor: "white"}]},
        ], modifiers: [{frame: {width: 42, height: 42}}]}
        """, swiftUI: { AnyView(PinView()) }),
    AgreementCase(name: "receipt", families: [.systemSmall, .systemMedium], values: "{items: [{id: 'Coffee', price: '$4.50'}, {id: 'Bagel', price: '$3.25'}, {id: 'Juice', price: '$5.00'}], showTotal: true}", view: """
        {VStack: [
          {HStack: [
            {Symbol: "cart.fill", modifiers: [{foregroundColor: "orange"}]},
            {Text: "Recent", modifiers: [{font: "headline"}]},
            {Spacer: {}},
          ]},
          {ForEach: 'family == "systemSmall" ? entry.items.prefix(2) : entry.items', as: "item", content: {HStack: [
            {Text: "{item.id}", modifiers: [{lineLimit: 1}]},
            {Spacer: {minLength: 4}},
            {Text: "{item.price}", modifiers: [{foregroundStyle: "secondary"}]},
          ], modifiers: [{font: "caption"}]}},
          {If: "entry.showTotal", then: {Divider: {}}},
          {If: "entry.showTotal", then: {Text: "Total $12.75"}},
        ], alignment: "leading", spacing: 4,
        modifiers: [{containerBackground: {LinearGradient: {colors: ["#FFE6CC", "white"], startPoint: "top", endPoint: "bottom"}}}]}
        """, swiftUI: { AnyView(ReceiptView(showTotal: true)) }),
    AgreementCase(name: "shapes", families: [.systemMedium], values: "{}", view: """
        {HStack: [
          {RoundedRectangle: {cornerRadius: 8, style: "circular", fill: "green"}, modifiers: [{frame: {width: 40, height: 40}}]},
          {Capsule: {stroke: "red", lineWidth: 3}, modifiers: [{frame: {width: 50, height: 24}}]},
          {Rectangle: {fill: "indigo"}, modifiers: [{opacity: 0.5}, {cornerRadius: 6}, {frame: {width: 30, height: 30}}]},
          {Text: "Hi", modifiers: [{padding: {leading: 6, trailing: 6}}, {padding: {top: 2}}, {overlay: {content: {Circle: {fill: "yellow"}, modifiers: [{frame: {width: 8, height: 8}}]}, alignment: "topTrailing"}}]},
        ], alignment: "top", spacing: 8, modifiers: [{widgetURL: "shapes://open"}]}
        """, swiftUI: { AnyView(ShapesView()) }),
    AgreementCase(name: "gauges", families: [.systemSmall], values: "{level: 75}", view: """
        {VStack: [
          {HStack: [{Symbol: "battery.75"}, {Text: "Battery"}]},
          {ProgressView: "entry.level", total: 100, modifiers: [{font: "caption2"}]},
          {Text: "{entry.level}%", modifiers: [{font: {style: "title", design: "rounded", weight: "bold"}}, {minimumScaleFactor: 0.5}, {multilineTextAlignment: "center"}]},
        ], spacing: 6}
        """, swiftUI: { AnyView(Gauges(level: 75)) }),
    AgreementCase(name: "rings", families: [.systemSmall], values: "{steps: 6400}", view: """
        {HStack: [
          {Gauge: "entry.steps", min: 0, max: 10000, style: "circular", label: "Steps", currentValueLabel: "{entry.steps}"},
          {Gauge: "entry.steps", min: 0, max: 10000, style: "linearCapacity"},
        ]}
        """, swiftUI: { AnyView(Rings(steps: 6400)) }),
    AgreementCase(name: "styled-text", families: [.systemSmall], values: "{}", view: """
        {VStack: [
          {Text: [{text: "a", bold: true}, {text: "b", foregroundColor: "red"}]},
          {Text: [{text: "Total ", font: "caption"}, {text: "$12", fontWeight: "heavy", underline: {color: "blue"}},
                  {text: " was $15", strikethrough: true, italic: true}], modifiers: [{foregroundColor: "secondary"}]},
          {Text: "spaced", modifiers: [{kerning: 2}, {baselineOffset: 3}, {monospacedDigit: true}]},
        ], alignment: "leading", spacing: 4, modifiers: [{textCase: "uppercase"}, {truncationMode: "middle"}, {tracking: 0.5}]}
        """, swiftUI: { AnyView(StyledTexts()) }),
    AgreementCase(name: "symbol scales", families: [.systemSmall], values: "{}", view: """
        {VStack: [
          {HStack: [{Symbol: "arrow.clockwise", modifiers: [{font: {size: 9, weight: "semibold"}}]}, {Text: "8:00 AM", modifiers: [{font: {size: 11}}]}], spacing: 2},
          {HStack: [{Symbol: "arrow.up"}, {Text: "12,2"}], alignment: "firstTextBaseline", spacing: 2, modifiers: [{font: {size: 22, weight: "bold", design: "rounded"}}]},
          {HStack: [{Symbol: "calendar", modifiers: [{imageScale: "small"}]}, {Symbol: "star"}, {Symbol: "star", modifiers: [{imageScale: "large"}]}], modifiers: [{font: {size: 17}}]},
          {HStack: [{Symbol: "battery.75"}, {Text: "Battery"}], modifiers: [{imageScale: "large"}, {font: "headline"}]},
        ], spacing: 4}
        """, swiftUI: { AnyView(SymbolScales()) }),
]

/// The resolved tree without layout-file source positions, as deterministic text.
func canonical(_ view: ResolvedView) -> String {
    func strip(_ v: ResolvedView) -> ResolvedView {
        var v = v
        v.sourcePath = nil
        v.children = v.children.map(strip)
        v.modifiers = v.modifiers.map { m in
            switch m.kind {
            case .background(let s, let a): ResolvedModifier(index: m.index, kind: .background(strip(s), a))
            case .overlay(let s, let a): ResolvedModifier(index: m.index, kind: .overlay(strip(s), a))
            case .containerBackground(let s): ResolvedModifier(index: m.index, kind: .containerBackground(strip(s)))
            default: m
            }
        }
        return v
    }
    var out = ""
    dump(strip(view), to: &out)
    return out
}

/// The first differing line of two dumps, with the lines before it.
func firstDifference(_ a: String, _ b: String) -> String {
    let x = a.split(separator: "\n", omittingEmptySubsequences: false), y = b.split(separator: "\n", omittingEmptySubsequences: false)
    let i = (0..<min(x.count, y.count)).first { x[$0] != y[$0] } ?? min(x.count, y.count)
    let context = x[max(0, i - 12)..<i].joined(separator: "\n")
    return context + "\n--- JSON5:   " + (i < x.count ? String(x[i]) : "(end)") + "\n--- SwiftUI: " + (i < y.count ? String(y[i]) : "(end)")
}

enum Fixtures {
    /// The repository's `Assets` folder (read only).
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets").path

    static func layout(_ c: AgreementCase) throws -> WidgetDefinition {
        let families = c.families.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let text = """
            {kind: "Agreement", displayName: "Agreement", description: "Both front ends.", families: [\(families)],
             timeline: {entries: [{date: "2026-06-01T09:41:00Z", values: \(c.values)}]},
             view: \(c.view)}
            """
        switch LayoutFile.decode(text: text, file: "\(c.name).json5") {
        case .success(let d): return d
        case .failure(let e): throw e
        }
    }
}

@MainActor
@Suite struct FrontEndAgreementTests {
    @Test(arguments: cases)
    func sameTree(_ c: AgreementCase) throws {
        let definition = try Fixtures.layout(c)
        for family in c.families {
            for state in [WidgetState.real, .placeholder] {
                let selection = VariantSelection(family: family, instance: "default", entryIndex: 0, state: state)
                let json = try #require(Resolver(definition: definition).resolve(selection))
                #expect(json.issues.isEmpty, "\(json.issues)")
                let swift = ViewResolution.resolve(c.swiftUI(), family: family, state: state)
                let (a, b) = (canonical(json.root), canonical(swift))
                #expect(a == b, "\(c.name) \(family.rawValue) \(state.rawValue): the trees differ\n\(firstDifference(a, b))")
            }
        }
    }

    @Test(arguments: cases)
    func samePixels(_ c: AgreementCase) throws {
        let definition = try Fixtures.layout(c)
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Fixtures.assets, device: device, scale: device.scale)
        for family in c.families {
            for appearance in [Appearance.light, .dark] {
                let selection = VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real)
                let json = try #require(Resolver(definition: definition).resolve(selection))
                let swift = ViewResolution.widget(c.swiftUI(), selection: selection, colorScheme: appearance.colorScheme)
                let l1 = try #require(worker.layoutEngine.layout(json, graphic: false, device: device))
                let l2 = try #require(worker.layoutEngine.layout(swift, graphic: false, device: device))
                #expect(LayoutDump.json(l1) == LayoutDump.json(l2), "\(c.name) \(family.rawValue): the layouts differ")
                let p1 = try worker.renderer.render(l1, family: family, appearance: appearance, scale: device.scale)
                let p2 = try worker.renderer.render(l2, family: family, appearance: appearance, scale: device.scale)
                #expect(p1.width == p2.width && p1.height == p2.height)
                #expect(p1.rgba == p2.rgba, "\(c.name) \(family.rawValue) \(appearance): the pixels differ")
                // Not blank: the view drew something besides the background.
                #expect(Set(p1.rgba).count > 2)
            }
        }
    }
}
