import Testing
import WidgetModel

/// Every view and every modifier decodes into the right model value.
struct ViewDecodingTests {
    static let views: [(String, String)] = [
        (#"{VStack: [{Text: "a"}], alignment: "leading", spacing: 4}"#, "VStack"),
        (#"{HStack: [{Text: "a"}], alignment: "firstTextBaseline"}"#, "HStack"),
        (#"{ZStack: [{Color: "red"}], alignment: "topTrailing"}"#, "ZStack"),
        (#"{Text: "Hello {entry.name}"}"#, "Text"),
        (#"{Image: "photo", resizable: true, contentMode: "fill"}"#, "Image"),
        (#"{Symbol: "cloud.rain.fill"}"#, "Symbol"),
        (#"{Spacer: {minLength: 4}}"#, "Spacer"),
        (#"{Divider: {}}"#, "Divider"),
        (##"{Color: "#FF0000"}"##, "Color"),
        (#"{LinearGradient: {colors: ["blue", "accent"], startPoint: "top", endPoint: "bottom"}}"#, "LinearGradient"),
        (#"{Rectangle: {fill: "red"}}"#, "Rectangle"),
        (#"{RoundedRectangle: {cornerRadius: 12, style: "circular"}}"#, "RoundedRectangle"),
        (#"{Circle: {stroke: "accent", lineWidth: 2}}"#, "Circle"),
        (#"{Capsule: {}}"#, "Capsule"),
        (#"{Ellipse: {}}"#, "Ellipse"),
        (#"{ContainerRelativeShape: {fill: "accent"}}"#, "ContainerRelativeShape"),
        (#"{ForEach: "entry.items", as: "it2", limit: 2, content: {Text: "{it2.a}"}}"#, "ForEach"),
        (#"{If: "entry.rain", then: {Text: "Rain"}, else: {Text: "Dry"}}"#, "If"),
        (#"{Switch: "family", cases: {systemSmall: {Text: "S"}}, default: {Text: "M"}}"#, "Switch"),
        (#"{Gauge: "entry.n", min: 0, max: 10, style: "circularCapacity", currentValueLabel: "{entry.n}"}"#, "Gauge"),
        (#"{ProgressView: "entry.n", total: 10, style: "circular"}"#, "ProgressView"),
    ]

    @Test(arguments: views)
    func decodesView(_ source: String, _ name: String) throws {
        let result = decode(widgetText(view: source))
        let definition = try result.get()
        #expect(definition.views.shared?.kind.name == name)
    }

    static let modifiers: [(String, String)] = [
        ("{padding: 16}", "padding"), ("{padding: {}}", "padding"), (#"{padding: {edges: ["horizontal"], length: 8}}"#, "padding"),
        ("{padding: {top: 4, leading: 8}}", "padding"), (#"{frame: {width: 100, height: 40, alignment: "leading"}}"#, "frame"),
        ("{frame: {minWidth: 0, maxWidth: Infinity}}", "frame"), ("{layoutPriority: 1}", "layoutPriority"),
        ("{fixedSize: true}", "fixedSize"), ("{fixedSize: {horizontal: true}}", "fixedSize"),
        (#"{aspectRatio: {ratio: 1.5, contentMode: "fill"}}"#, "aspectRatio"), ("{aspectRatio: 2}", "aspectRatio"),
        ("{scaledToFit: true}", "aspectRatio"), ("{scaledToFill: true}", "aspectRatio"),
        (#"{background: "accent"}"#, "background"), (#"{background: {Circle: {}}}"#, "background"),
        (#"{overlay: {content: {Color: "red"}, alignment: "bottom"}}"#, "overlay"),
        (#"{foregroundColor: "secondary"}"#, "foregroundColor"), (#"{foregroundStyle: "red"}"#, "foregroundColor"),
        ("{opacity: 0.5}", "opacity"), ("{clipShape: {Circle: {}}}", "clipShape"), ("{cornerRadius: 12}", "cornerRadius"),
        (#"{font: "headline"}"#, "font"), (#"{font: {size: 40, weight: "bold", design: "rounded"}}"#, "font"),
        ("{lineLimit: 2}", "lineLimit"), ("{lineLimit: null}", "lineLimit"), ("{minimumScaleFactor: 0.5}", "minimumScaleFactor"),
        (#"{multilineTextAlignment: "center"}"#, "multilineTextAlignment"), (#"{widgetURL: "app://x/{entry.n}"}"#, "widgetURL"),
        (#"{link: "app://y"}"#, "link"), ("{unredacted: true}", "unredacted"), ("{privacySensitive: true}", "privacySensitive"),
        ("{widgetAccentable: true}", "widgetAccentable"), ("{contentMarginsDisabled: true}", "contentMarginsDisabled"),
        (#"{containerBackground: "widgetBackground"}"#, "containerBackground"),
        ("{containerShape: {RoundedRectangle: {cornerRadius: 20}}}", "containerShape"),
    ]

    @Test(arguments: modifiers)
    func decodesModifier(_ source: String, _ name: String) throws {
        let definition = try decode(widgetText(view: #"{Text: "a", modifiers: [\#(source)]}"#)).get()
        #expect(definition.views.shared?.modifiers.map(\.name) == [name])
    }

    @Test func modifierValuesAreRead() throws {
        let d = try decode(widgetText(view: #"{Text: "a", modifiers: [{padding: {edges: ["horizontal", "top"], length: 8}}, {frame: {maxWidth: Infinity, alignment: "topLeading"}}, {font: {style: "caption", weight: "bold"}}]}"#)).get()
        let mods = try #require(d.views.shared?.modifiers)
        guard case .layer(.padding(let e)) = mods[0], case .layer(.frame(let f)) = mods[1], case .environment(.font(let font)) = mods[2] else {
            Issue.record("unexpected modifiers \(mods)"); return
        }
        #expect(e == EdgeInsets(top: 8, leading: 8, bottom: 0, trailing: 8))
        #expect(f.maxWidth == .infinity && f.alignment == Alignment(.leading, .top))
        #expect(font.resolved().size == 12 && font.resolved().weight == .bold)
    }

    @Test func perFamilyViewsAndDefault() throws {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall", "systemMedium", "systemLarge"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]},
         views: {systemSmall: {Text: "small"}, default: {Text: "other"}}}
        """
        let d = try decode(text).get()
        guard case .content(.text(let s))? = d.view(for: .systemSmall)?.kind, case .content(.text(let o))? = d.view(for: .systemLarge)?.kind else {
            Issue.record("expected texts"); return
        }
        #expect(s == "small" && o == "other")
    }
}
