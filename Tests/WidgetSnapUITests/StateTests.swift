import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI
import Combine

private final class Basket: ObservableObject {
    @Published var items = ["apples", "pears"]
    @Published var total = 3
}

private struct Counter: View {
    @State private var count = 2
    @State private var note: String?
    @StateObject private var basket = Basket()
    @Binding var flag: Bool
    var body: some View {
        VStack {
            Text("\(count) \(note ?? "none") \(basket.items.count) \(flag ? "on" : "off")")
            Child(total: $basket.total)
            Toggle("Flag", isOn: $flag)
        }
    }
}

private struct Child: View {
    @Binding var total: Int
    @EnvironmentObject var settings: Settings
    var body: some View {
        total += 1 // a write through the binding, seen by what is evaluated after it
        return Text("total \(total) \(settings.unit)")
    }
}

private final class Settings: ObservableObject { @Published var unit = "kg" }

private struct Observing: View {
    @ObservedObject var basket: Basket
    var body: some View { Text(basket.items.joined(separator: "+")) }
}

private func texts(_ v: ResolvedView) -> [String] {
    var out: [String] = []
    if case .text(let s) = v.content { out.append(s) }
    return out + v.children.flatMap(texts)
}

private func allViews(_ v: ResolvedView) -> [ResolvedView] { [v] + v.children.flatMap(allViews) }

@MainActor
@Suite struct StateTests {
    @Test func wrappersHoldTheirInitialValuesAndBindingsWriteThrough() {
        var flag = true
        let binding = Binding(get: { flag }, set: { flag = $0 })
        let view = Counter(flag: binding).environmentObject(Settings())
        let tree = ViewResolution.resolve(view, family: .systemSmall)
        #expect(texts(tree) == ["2 none 2 on", "total 4 kg", "Flag"])
        binding.wrappedValue = false
        #expect(flag == false)
        #expect(texts(ViewResolution.resolve(Observing(basket: Basket()), family: .systemSmall)) == ["apples+pears"])
    }

    @Test func bindingsToMembersWriteTheWhole() {
        struct Point { var x = 1, y = 2 }
        var p = Point()
        let whole = Binding(get: { p }, set: { p = $0 })
        let x = whole.x
        x.wrappedValue = 9
        #expect(p.x == 9 && p.y == 2)
        let state = State(initialValue: 4)
        state.projectedValue.wrappedValue = 5
        #expect(state.wrappedValue == 5)
        #expect(Binding.constant(3).wrappedValue == 3)
    }

    /// Bug 2 of issue 26: a weight applies on top of a font whatever their order.
    @Test func boldSurvivesAFontSetInside() {
        func weights<V: View>(_ v: V) -> [FontWeight?] {
            allViews(ViewResolution.resolve(v, family: .systemSmall)).compactMap { if case .text = $0.content { $0.environment.font.weight } else { nil } }
        }
        #expect(weights(Text("a").font(.subheadline).bold()) == [.bold])
        #expect(weights(Text("a").bold().font(.subheadline)) == [.bold])
        #expect(weights(VStack { Text("a").font(.caption) }.fontWeight(.heavy)) == [.heavy])
        #expect(weights(VStack { Text("a") }.bold().font(.title)) == [.bold])
        #expect(weights(Text("a").font(.subheadline)) == [nil])
        // A font set through the environment is drawn, under the weight set outside.
        #expect(weights(VStack { Text("a") }.environment(\.font, .caption).bold()) == [.bold])
        let styles = allViews(ViewResolution.resolve(VStack { Text("a") }.environment(\.font, .caption), family: .systemSmall))
            .compactMap { if case .text = $0.content { $0.environment.font.style } else { nil } }
        #expect(styles == [.caption])
    }

    /// Bug 3 of issue 26: a resizable symbol takes its frame.
    @Test func resizableSymbolFillsItsFrame() throws {
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Fixtures.assets, device: device, scale: device.scale)
        func symbolFrame<V: View>(_ v: V) throws -> Rect {
            let selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
            let root = try #require(worker.layoutEngine.layout(ViewResolution.widget(v, selection: selection), graphic: false, device: device))
            func find(_ n: LayoutNode) -> Rect? { n.kind == "Symbol" ? n.frame : n.children.lazy.compactMap(find).first }
            return try #require(find(root))
        }
        let fitted = try symbolFrame(Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 80, height: 80))
        #expect(abs(fitted.width - 80) < 0.5 && abs(fitted.height - 80) < 3, "\(fitted)")
        let natural = try symbolFrame(Image(systemName: "star.fill").frame(width: 80, height: 80))
        #expect(natural.width < 30, "not resizable: its font's size (\(natural))")
        let stretched = try symbolFrame(Image(systemName: "star.fill").resizable().frame(width: 80, height: 40))
        #expect(stretched.width == 80 && stretched.height == 40)
    }

    @Test func symbolVariantsPickTheVariantsSymbol() {
        func names<V: View>(_ v: V) -> [String] {
            allViews(ViewResolution.resolve(v, family: .systemSmall)).compactMap { if case .symbol(let n, _) = $0.content { n } else { nil } }
        }
        #expect(names(Image(systemName: "bell").symbolVariant(.fill)) == ["bell.fill"])
        #expect(names(Image(systemName: "bell").symbolVariant(.slash)) == ["bell.slash"])
        #expect(names(Image(systemName: "heart").symbolVariant(.circle.fill)) == ["heart.circle.fill"])
        // A variant the symbol lacks is dropped.
        #expect(names(Image(systemName: "calendar").symbolVariant(.slash)) == ["calendar"])
    }

    @Test func animationsAreAcceptedWithoutNotes() {
        struct Animated: View {
            @State var value = 3.0
            var body: some View {
                Text("\(Int(value))")
                    .contentTransition(.numericText(value: value))
                    .animation(.spring(duration: 0.3), value: value)
                    .transition(.opacity.combined(with: .scale))
                    .invalidatableContent()
                    .accessibility(hidden: true)
                    .onAppear { value = 9 }
                    .onChange(of: value) { _ in }
                    .onReceive(Just(1)) { _ in }
                    .task { }
            }
        }
        let e = ViewResolution.evaluation(Animated(), family: .systemSmall)
        #expect(e.notDrawn.isEmpty)
        #expect(texts(e.root) == ["3"])
        #expect(withAnimation(.easeInOut) { 7 } == 7)
        let partial = ViewResolution.evaluation(Image(systemName: "wifi", variableValue: 0.4), family: .systemSmall)
        #expect(partial.notDrawn.map(\.api) == ["Image(systemName:variableValue:)"])
        let scheme = ViewResolution.evaluation(Text("a").colorScheme(.dark), family: .systemSmall)
        #expect(scheme.notDrawn.map(\.api) == ["colorScheme(_:)"])
    }
}
