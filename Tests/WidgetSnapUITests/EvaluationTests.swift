import Foundation
import Testing
import WidgetModel
import WidgetSnapUI

private struct AccentKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    var isAccented: Bool {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// An app-defined modifier, as pocket-casts' `widgetBackground` wrappers.
private struct CardStyle: ViewModifier {
    @Environment(\.isAccented) var accented
    func body(content: Content) -> some View {
        content.padding(4).background(accented ? Color.orange : Color.gray)
    }
}

private struct Reader: View {
    @Environment(\.isAccented) var accented
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var scheme
    @Environment(\.redactionReasons) var reasons
    var body: some View { Text("\(accented ? "accented" : "plain") \(family.rawValue) \(scheme.rawValue) \(reasons.contains(.placeholder) ? "placeholder" : "real")") }
}

private struct Row: Identifiable { var id: Int; var name: String }

/// The strings of a tree, depth first, with their paths.
private func texts(_ v: ResolvedView) -> [String] {
    var out: [String] = []
    if case .text(let s) = v.content { out.append("\(v.path) \(s)") }
    for m in v.modifiers {
        if case .background(let s, _) = m.kind { out += texts(s) }
        if case .overlay(let s, _) = m.kind { out += texts(s) }
    }
    return out + v.children.flatMap(texts)
}

private func paths(_ v: ResolvedView) -> [String] { [v.path] + v.children.flatMap(paths) }

@MainActor
@Suite struct EvaluationTests {
    @Test func environmentIsReadAtEachPosition() {
        let view = VStack {
            Reader()
            Reader().environment(\.isAccented, true)
            Group { Reader() }.environment(\.widgetFamily, .systemLarge)
        }
        let tree = ViewResolution.resolve(view, family: .systemMedium, colorScheme: .dark, state: .placeholder)
        #expect(texts(tree) == ["root/0/0 plain systemMedium dark placeholder", "root/0/1 accented systemMedium dark placeholder",
                                "root/0/2 plain systemLarge dark placeholder"])
        #expect(tree.children.allSatisfy { $0.environment.redacted })
    }

    @Test func pathsFollowTheLayoutFilesConvention() {
        let rows = [Row(id: 1, name: "a"), Row(id: 2, name: "b")]
        let view = HStack {
            ForEach(rows) { Text($0.name) }
            ForEach(0..<2) { i in Text("\(i)"); Divider() }
            ForEach(["x"], id: \.self) { Text($0) }
            AnyView(Text("any"))
            Group { Text("g0"); Text("g1") }
            if #available(iOS 17, *) { Text("new") } else { Text("old") }
        }
        let tree = ViewResolution.resolve(view, family: .systemSmall)
        #expect(paths(tree) == ["root/0", "root/0/0[0]", "root/0/0[1]", "root/0/1[0][0]", "root/0/1[0][1]", "root/0/1[1][0]", "root/0/1[1][1]",
                                "root/0/2[0]", "root/0/3", "root/0/4[0]", "root/0/4[1]", "root/0/5"])
        #expect(texts(tree).last == "root/0/5 new")
    }

    @Test func modifiersKeepTheirIndexAndSecondaryPaths() {
        let view = Text("a").font(.caption).padding(2).background(Color.red).overlay(Text("o")).modifier(CardStyle()).environment(\.isAccented, true)
        let tree = ViewResolution.resolve(view, family: .systemSmall)
        #expect(tree.modifiers.map(\.index) == [1, 2, 3, 4, 5])
        #expect(tree.modifiers.map(\.kind.name) == ["padding", "background", "overlay", "padding", "background"])
        #expect(texts(tree) == ["root/0 a", "root/0#3 o"])
        guard case .background(let card, _) = tree.modifiers[4].kind, case .color(let c) = card.content else {
            Issue.record("no card background"); return
        }
        #expect(card.path == "root/0#5")
        #expect(c == SystemColors.all["orange"], "the app-defined modifier read the environment set outside it")
        #expect(tree.environment.font.style == .caption)
    }

    @Test func textConcatenationAndStyles() {
        let same = ViewResolution.resolve(Text("a").bold() + Text("b").bold(), family: .systemSmall)
        #expect(same.content.name == "Text" && same.environment.font.weight == .bold)
        // Parts of different styles keep them: a styled text of runs.
        let mixed = ViewResolution.resolve(Text("a").bold() + Text(verbatim: "%b"), family: .systemSmall)
        guard case .styledText(let runs) = mixed.content else { Issue.record("not a styled text"); return }
        #expect(runs.map(\.text) == ["a", "%b"] && runs.map(\.weight) == [.bold, nil] && mixed.environment.font.weight == nil)
        let inner = ViewResolution.resolve(Text("x").font(.caption).foregroundColor(.red).font(.title), family: .systemSmall)
        #expect(inner.environment.font.style == .caption, "the innermost font wins")
        #expect(inner.environment.foreground == SystemColors.all["red"])
    }

    @Test func redactionAndPrivacy() {
        let view = VStack { Text("public"); Text("secret").privacySensitive(); Text("shown").unredacted() }
        let privacy = ViewResolution.resolve(view, family: .systemSmall, state: .privacy)
        #expect(privacy.children.map(\.environment.redacted) == [false, true, false])
        let placeholder = ViewResolution.resolve(view, family: .systemSmall, state: .placeholder)
        #expect(placeholder.children.map(\.environment.redacted) == [true, true, false])
        let asked = ViewResolution.resolve(Text("r").redacted(reason: .placeholder), family: .systemSmall)
        #expect(asked.environment.redacted)
    }

    @Test func severalTopLevelViewsAreStacked() {
        let tree = ViewResolution.resolve(Group { Text("1"); Text("2") }, family: .systemSmall)
        #expect(tree.content.name == "VStack" && paths(tree) == ["root/0", "root/0/0", "root/0/1"])
        let empty = ViewResolution.resolve(EmptyView(), family: .systemSmall)
        #expect(empty.content.name == "ZStack" && empty.children.isEmpty)
    }
}

@MainActor
@Test func datesAreFormattedFromTheEnvironmentsClock() {
    let now = ISO8601DateFormatter().date(from: "2026-06-01T09:41:00Z")!
    let view = VStack {
        Text(now.addingTimeInterval(3_600 + 125), style: .timer)
        Text(now, style: .time)
        Text(now, style: .date)
        Text("Updated \(now.addingTimeInterval(-300), style: .relative) ago")
    }
    let pinned = ViewResolution.resolve(view, family: .systemSmall)
    #expect(pinned.children.compactMap { if case .text(let s) = $0.content { s } else { nil } }
            == ["1:02:05", "9:41\u{202F}AM", "June 1, 2026", "Updated 5 min ago"])
    let later = ViewResolution.resolve(view, family: .systemSmall) { $0.now = now.addingTimeInterval(3_600) }
    guard case .text(let timer) = later.children[0].content else { Issue.record("not text"); return }
    #expect(timer == "2:05")
}
