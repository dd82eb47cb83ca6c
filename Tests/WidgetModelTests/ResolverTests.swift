import Testing
import WidgetModel

/// Binding evaluation, loops, conditions, configuration and the environment.
struct ResolverTests {
    func resolve(_ view: String, extra: String = "", instance: String = "default", state: WidgetState = .real) throws -> ResolvedWidget {
        let d = try decode(widgetText(view: view, extra: extra)).get()
        return try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemSmall, instance: instance, entryIndex: 0, state: state)))
    }

    func text(_ v: ResolvedView) -> String? { if case .text(let s) = v.content { s } else { nil } }

    @Test func switchMatchesBooleansNumbersAndStrings() throws {
        let w = try resolve(#"{VStack: [{Switch: "entry.rain", cases: {"true": {Text: "wet"}}, default: {Text: "dry"}}, {Switch: "entry.n", cases: {"3": {Text: "three"}}}, {Switch: "family", cases: {systemSmall: {Text: "S"}}}]}"#)
        #expect(w.root.children.map(text) == ["wet", "three", "S"])
    }

    @Test func forEachExpandsWithLimitAndItemPaths() throws {
        let w = try resolve(#"{VStack: [{ForEach: "entry.items", as: "x", limit: 1, content: {Text: "{x.a} {x.cat}"}}, {ForEach: "entry.items", content: {Text: "{item.a}"}}]}"#)
        #expect(w.root.children.map(text) == ["1 food", "1", "2"])
        #expect(w.root.children.map(\.path) == ["root/0/0[0]", "root/0/1[0]", "root/0/1[1]"])
    }

    @Test func ifWithoutElseProducesNothing() throws {
        let w = try resolve(#"{VStack: [{If: "entry.n > 5", then: {Text: "big"}}, {If: "!entry.rain", then: {Text: "a"}, else: {Text: "b"}}]}"#)
        #expect(w.root.children.map(text) == ["b"])
        #expect(w.root.children.map(\.path) == ["root/0/1"])
    }

    @Test func environmentIsInheritedAndInnerWins() throws {
        let w = try resolve(#"{VStack: [{Text: "a"}, {Text: "b", modifiers: [{font: "caption"}]}], modifiers: [{font: "title"}, {foregroundColor: "accent"}]}"#)
        #expect(w.root.children[0].environment.font.style == .title)
        #expect(w.root.children[1].environment.font.style == .caption)
        #expect(w.root.children[1].environment.foreground?.light == RGBA(hex: "#0A84FF"))
    }

    @Test func configurationUsesDefaultsInstancesAndEntities() throws {
        let extra = #" data: {cards: [{id: "acme", name: "Acme"}, {id: "go", name: "Go Card"}]}, intent: {title: "x", parameters: [{name: "card", type: "entity", entity: "cards", default: "acme"}, {name: "cat", type: "enum", cases: ["all", "food"], default: "all"}]}, instances: [{name: "default"}, {name: "go", values: {card: "go", cat: "food"}}],"#
        let view = #"{Text: "{config.card.name}/{config.cat}"}"#
        #expect(text(try resolve(view, extra: extra).root) == "Acme/all")
        #expect(text(try resolve(view, extra: extra, instance: "go").root) == "Go Card/food")
    }

    @Test func placeholderUsesPlaceholderValuesAndRedacts() throws {
        let w = try resolve(#"{VStack: [{Text: "{entry.name}"}, {Text: "x", modifiers: [{unredacted: true}]}]}"#, extra: #" placeholder: {name: "Someone"},"#, state: .placeholder)
        #expect(text(w.root.children[0]) == "Someone")
        #expect(w.root.children[0].environment.redacted)
        #expect(!w.root.children[1].environment.redacted)
    }

    @Test func runtimeErrorsAreCollected() throws {
        let w = try resolve(#"{If: "entry.name", then: {Text: "x"}}"#)
        #expect(w.issues.first?.message.contains("expected true or false") == true, "\(w.issues)")
    }

    @Test func modifiersResolveTheirBindingsAndSecondaryViews() throws {
        let w = try resolve(#"{Text: "a", modifiers: [{font: "caption"}, {padding: 4}, {background: {Text: "{entry.name}"}}, {widgetURL: "app://{entry.n}"}, {foregroundColor: "red"}]}"#)
        let mods = w.root.modifiers
        #expect(mods.map(\.index) == [1, 2, 3])
        #expect(mods.map(\.kind.name) == ["padding", "background", "widgetURL"])
        guard case .background(let bg, _) = mods[1].kind, case .widgetURL(let url) = mods[2].kind else {
            Issue.record("unexpected modifiers"); return
        }
        #expect(bg.path == "root/0#2" && text(bg) == "Ada")
        // A secondary view sees the environment outside its modifier: the foregroundColor, not the font.
        #expect(bg.environment.foreground != nil && bg.environment.font.style == nil)
        #expect(url == "app://3")
    }

    @Test func gaugeValuesBecomeFractions() throws {
        let w = try resolve(#"{VStack: [{Gauge: "entry.n", min: 1, max: 5, label: "{entry.n} of 5"}, {ProgressView: "entry.name"}]}"#)
        guard case .gauge(let v, let lo, let hi, _, let label, _, _) = w.root.children[0].content,
              case .gauge(let bad, _, _, _, _, _, let isProgress) = w.root.children[1].content else {
            Issue.record("expected gauges"); return
        }
        #expect(v == 3 && ResolvedContent.fraction(v, min: lo, max: hi) == 0.5 && label == "3 of 5")
        #expect(bad == nil && isProgress && ResolvedContent.fraction(bad, min: 0, max: 1) == 0)
        #expect(w.issues.contains { $0.message.contains("expected a number") })
    }
}
