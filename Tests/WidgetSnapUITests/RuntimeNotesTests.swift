// Compiled like user code: `import SwiftUI` and `import WidgetKit`, so the overloads these tests
// call (modifiers with `fileID:line:` defaults, numbers' `formatted()`) are chosen as in an app.
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetModel

private func texts(_ v: ResolvedView) -> [String] {
    var out: [String] = []
    if case .text(let s) = v.content { out.append(s) }
    for c in v.children { out += texts(c) }
    return out
}

private func kinds(_ v: ResolvedView) -> [ResolvedModifierKind] {
    v.modifiers.map(\.kind) + v.children.flatMap(kinds)
}

/// Every API here compiles as in SwiftUI; the ones with a visible effect that widgetsnap does not
/// draw are noted at this line, the others (accessibility, `id`, `contentTransition`) are not.
private struct Noted: View {
    static let line = #line + 3
    static let file = "RuntimeNotesTests.swift"
    var body: some View {
        VStack { Text("a").allowsTightening(true).font(.body); Color.red.luminanceToAlpha().compositingGroup(); Image(systemName: "star").symbolRenderingMode(.multicolor) }.accessibilityLabel(Text("x")).id(3).invalidatableContent().contentTransition(.opacity)
    }
}

/// No API here is noted: each is drawn, or has no effect on a still image, or is switched off.
private struct Quiet: View {
    var body: some View {
        VStack {
            Text("b").bold(false).underline(false).italic(false)
            Image(systemName: "star").symbolRenderingMode(.monochrome).imageScale(.medium).accessibilityHidden(true)
            Text("c").textCase(nil).disabled(false)
            Button(action: {}) { Text("Go") }
            // A gradient is a View and a ShapeStyle: this must compile (the View form is disfavoured).
            Text("d").background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        }
        .drawingGroup()
        .ignoresSafeArea()
    }
}

/// The modifiers with `fileID:line:` defaults in the positions user code writes them (on `Text`,
/// on views, with trailing closures), to show that no call is ambiguous.
private struct Overloads: View {
    var body: some View {
        VStack {
            Text("t").italic().underline().strikethrough(true, color: .red).kerning(1).tracking(1).baselineOffset(2).monospacedDigit()
            Text("u").font(.caption).italic(true).foregroundColor(.blue)
            Label("l", systemImage: "star").italic().monospacedDigit().truncationMode(.middle).textCase(.uppercase)
            Image(systemName: "star").interpolation(.none).antialiased(false).symbolRenderingMode(.hierarchical).imageScale(.small)
            Gauge(value: 0.5) { Text("g") }.widgetLabel { Text("label") }
            Text("w").widgetLabel("label").widgetLabel(Text("label"))
            Toggle("on", isOn: .constant(true)).toggleStyle(.switch).labelsHidden().disabled(true).buttonStyle(.plain)
            Color.blue.shadow(color: .black, radius: 2, x: 1, y: 1).saturation(0.5).grayscale(1).brightness(0.1).luminanceToAlpha().compositingGroup()
            Text("k").allowsTightening(true).kerning(0.5)
            Text(timerInterval: Date.distantPast...Date.distantFuture, showsHours: false).foregroundStyle(.red, .blue)
            Text(timerInterval: Date.distantPast...Date.distantFuture, countsDown: false)
        }
    }
}

private struct Widgety: Widget {
    struct Entry: WidgetKit.TimelineEntry { var date: Date }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .distantPast)) }
        func getTimeline(in context: Context, completion: @escaping (WidgetKit.Timeline<Entry>) -> Void) {
            completion(WidgetKit.Timeline(entries: [Entry(date: .distantPast)], policy: .never))
        }
    }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "widgety", provider: Provider()) { _ in Noted() }.supportedFamilies([.systemSmall])
    }
}

/// Numbers' `formatted()` in a view: the environment's locale, never the process's.
private struct Counts: View {
    var body: some View {
        VStack {
            Text(12345.formatted())
            Text(3.5.formatted())
            Text(Int64(1_234_567).formatted())
            Text(CGFloat(0.25).formatted())
        }
    }
}

@MainActor
@Suite struct RuntimeNotesTests {
    @Test func notDrawnAPIsAreNotedWithTheCallersPlace() {
        let e = ViewResolution.evaluation(Noted(), family: .systemSmall)
        let at = "at \(Noted.file):\(Noted.line)"
        #expect(e.notDrawn.map(\.description) == ["allowsTightening \(at)", "compositingGroup \(at)", "luminanceToAlpha \(at)", "symbolRenderingMode(.multicolor) \(at)"])
        #expect(e.notDrawn.allSatisfy { $0.fileID.hasSuffix("/RuntimeNotesTests.swift") })
        // The tree is the one `resolve` gives: notes change nothing drawn.
        #expect(String(reflecting: e.root) == String(reflecting: ViewResolution.resolve(Noted(), family: .systemSmall)))
        #expect(ViewResolution.evaluation(Quiet(), family: .systemSmall).notDrawn.isEmpty)
        // Drawn since (no note): the text styles, imageScale, shadow, the colour filters, button and toggle styles.
        #expect(ViewResolution.evaluation(Overloads(), family: .systemSmall).notDrawn.map(\.api) == [
            "interpolation(.none)", "antialiased(false)", "symbolRenderingMode(.hierarchical)", "widgetLabel", "widgetLabel",
            "disabled", "labelsHidden", "compositingGroup", "luminanceToAlpha", "allowsTightening",
            "foregroundStyle's secondary style", "Text(timerInterval:showsHours: false)",
        ])
    }

    @Test func notesAreCollectedAcrossEvaluationsOnceEach() {
        let (_, notes) = NotDrawnNotes.collecting {
            _ = ViewResolution.resolve(Noted(), family: .systemSmall)
            _ = ViewResolution.resolve(Noted(), family: .systemMedium, colorScheme: .dark)
            _ = WidgetHost(Widgety()).resolve(family: .systemSmall)
        }
        #expect(notes.map(\.api) == ["allowsTightening", "compositingGroup", "luminanceToAlpha", "symbolRenderingMode(.multicolor)"])
        // Outside a collection nothing is kept.
        #expect(NotDrawnNotes.collecting { 0 }.notes.isEmpty)
    }

    @Test func textConcatenationKeepsBothHalvesNotes() {
        let r = Date.distantPast...Date.distantFuture
        let line = #line + 1
        let t = Text(timerInterval: r, showsHours: false).kerning(1)
            + Text(timerInterval: r, countsDown: false, showsHours: false).underline()
        let notes = ViewResolution.evaluation(t, family: .systemSmall).notDrawn
        #expect(notes == [NotDrawnNote(api: "Text(timerInterval:showsHours: false)", fileID: notes.first?.fileID ?? "", line: line),
                          NotDrawnNote(api: "Text(timerInterval:showsHours: false)", fileID: notes.first?.fileID ?? "", line: line + 1)])
    }

    @Test func widgetAccentedRenderingModeIsKeptForTheRenderer() {
        let tree = ViewResolution.resolve(VStack {
            Image("Art").widgetAccentedRenderingMode(.fullColor)
            Image("Art").resizable().frame(width: 20, height: 20).widgetAccentedRenderingMode(.desaturated)
            Image("Art").widgetAccentedRenderingMode(nil)
        }, family: .systemSmall)
        let modes = kinds(tree).compactMap { k -> WidgetModel.WidgetAccentedRenderingMode? in
            if case .widgetAccentedRenderingMode(let m) = k { m } else { nil }
        }
        #expect(modes == [.fullColor, .desaturated])
        // Each takes its modifier index, as in a layout file.
        #expect(tree.children[0].modifiers.map(\.index) == [0])
        #expect(tree.children[1].modifiers.last?.index == 1)
    }

    @Test func numbersFormattedWithTheEnvironmentsLocale() {
        #expect(texts(ViewResolution.resolve(Counts(), family: .systemSmall)) == ["12,345", "3.5", "1,234,567", "0.25"])
        let german = ViewResolution.resolve(Counts(), family: .systemSmall) { $0.locale = Locale(identifier: "de_DE") }
        #expect(texts(german) == ["12.345", "3,5", "1.234.567", "0,25"])
        // Outside an evaluation: the pinned default (en_US), not the process's locale.
        #expect(98765.formatted() == "98,765")
        // Dates keep Foundation's (the same signature on `Date` would be ambiguous; docs/swiftui.md).
        #expect(!Date(timeIntervalSince1970: 0).formatted().isEmpty)
    }
}
