import Testing
import WidgetModel

/// The rendering modes in the layout format: `widgetAccentedRenderingMode`, `AccessoryWidgetBackground`,
/// the `env` values, and appearance names.
@Suite struct ModeFormatTests {
    func widget(_ view: String) -> String {
        """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall", "accessoryCircular"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]},
         view: \(view)}
        """
    }

    @Test(arguments: WidgetAccentedRenderingMode.allCases)
    func imagesTakeEveryAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode) throws {
        let d = try LayoutFile.decode(text: widget(#"{Image: "x", modifiers: [{widgetAccentedRenderingMode: "\#(mode.rawValue)"}]}"#), file: "t.json5").get()
        guard case .layer(.widgetAccentedRenderingMode(let m))? = d.views.shared?.modifiers.first else { Issue.record("not decoded"); return }
        #expect(m == mode)
    }

    @Test func theModifierIsForImagesAndItsValuesAreChecked() {
        guard case .failure(let onText) = LayoutFile.decode(text: widget(#"{Text: "a", modifiers: [{widgetAccentedRenderingMode: "accented"}]}"#), file: "t.json5") else {
            Issue.record("a Text took widgetAccentedRenderingMode"); return
        }
        #expect(onText.diagnostics.contains { $0.message == "widgetAccentedRenderingMode applies only to an Image" && $0.location?.line == 3 })
        guard case .failure(let bad) = LayoutFile.decode(text: widget(#"{Image: "x", modifiers: [{widgetAccentedRenderingMode: "desaturate"}]}"#), file: "t.json5") else {
            Issue.record("an unknown mode was taken"); return
        }
        #expect(bad.diagnostics.contains { $0.message.contains("'desaturate'") && ($0.hint ?? "").contains("desaturated") })
    }

    @Test func accessoryWidgetBackgroundIsAView() throws {
        let d = try LayoutFile.decode(text: widget(#"{ZStack: [{AccessoryWidgetBackground: {}}, {Text: "a"}]}"#), file: "t.json5").get()
        let resolved = try #require(Resolver(definition: d).resolve(VariantSelection(family: .accessoryCircular, instance: "default", entryIndex: 0, state: .real)))
        guard case .color(let c) = resolved.root.children.first?.content else { Issue.record("not a colour view"); return }
        #expect(c == NamedColor(RGBA(0.18, 0.18, 0.18)))
        #expect(throws: (any Error).self) { try LayoutFile.decode(text: widget(#"{AccessoryWidgetBackground: {a: 1}}"#), file: "t.json5").get() }
    }

    @Test func envValuesFollowTheAppearance() throws {
        let d = try LayoutFile.decode(text: widget(#"{Text: "{env.widgetRenderingMode} {env.showsWidgetContainerBackground} {env.isLuminanceReduced} {env.colorScheme}"}"#), file: "t.json5").get()
        func text(_ a: Appearance) throws -> String? {
            var s = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
            s.appearance = a
            guard case .text(let t) = try #require(Resolver(definition: d).resolve(s)).root.content else { return nil }
            return t
        }
        #expect(try text(.light) == "fullColor true false light")
        #expect(try text(Appearance(colorScheme: .dark, context: .tinted(nil))) == "accented false false dark")
        #expect(try text(Appearance(colorScheme: .light, context: .clear)) == "accented false false light")
        #expect(try text(Appearance(colorScheme: .light, context: .lockScreen(nil))) == "vibrant false false dark")
        #expect(try text(Appearance(colorScheme: .dark, context: .alwaysOn)) == "vibrant false true dark")
        #expect(try text(Appearance(colorScheme: .light, context: .standBy)) == "fullColor false false dark")
        // An unknown key is an error with the keys in the hint.
        guard case .failure(let e) = LayoutFile.decode(text: widget(#"{Text: "{env.renderingMode}"}"#), file: "t.json5") else { Issue.record("taken"); return }
        #expect(e.diagnostics.contains { $0.message == "unknown binding path 'env.renderingMode'" && ($0.hint ?? "").contains("widgetRenderingMode") })
    }

    @Test(arguments: ["light", "dark", "light-tinted", "dark-tinted", "dark-tinted-ff8800", "light-clear", "dark-clear",
                      "vibrant", "vibrant-80b4ff", "standby", "standby-night", "always-on"])
    func appearanceNamesRoundTrip(_ name: String) throws {
        let a = try #require(Appearance(name: name))
        #expect(a.description == name)
    }

    @Test func badAppearanceNames() {
        for name in ["light-accented", "dark-vibrant", "vibrant-red", "dark-tinted-ff88", "tinted", "light-clear-ff8800", "standby-day"] {
            #expect(Appearance(name: name) == nil, "\(name)")
        }
        #expect(Appearance(name: "light-fullColor") == .light)
    }
}
