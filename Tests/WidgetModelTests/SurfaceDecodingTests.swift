import Testing
import WidgetModel

/// Layout files that declare a Live Activity or a control (docs/format.md, "Live Activities and
/// controls"): decoded, and every mistake reported at its JSON path with a hint.
struct SurfaceDecodingTests {
    static let activity = """
        {kind: "Match", displayName: "Match", description: "Scores.",
         colors: {brand: "#FF731A"},
         timeline: {entries: [{date: "2026-06-01T09:41:00Z", values: {home: 2, away: 1}}, {date: "2026-06-01T09:42:00Z", values: {home: 3, away: 1}}]},
         activity: {
           attributes: {team: "ARS"},
           lockScreen: {Text: "{attributes.team} {state.home}"},
           activityBackgroundTint: "brand",
           dynamicIsland: {
             expanded: {leading: {Text: "{attributes.team}"}, bottom: {view: {Text: "{state.away}"}, priority: 2}},
             compactLeading: {Text: "{state.home}"}, compactTrailing: {Text: "{state.away}"}, minimal: {Symbol: "soccerball"},
             keylineTint: "green", contentMargins: [{mode: "minimal", edges: ["horizontal"], length: 4}],
           },
         }}
        """

    @Test func activityDecodes() throws {
        let d = try LayoutFile.decode(text: Self.activity, file: "a.json5").get()
        let a = try #require(d.activity)
        #expect(d.families.isEmpty && d.control == nil)
        #expect(d.timeline.entries.count == 2)
        #expect(a.attributes["team"] == .string("ARS"))
        #expect(a.backgroundTint == "brand" && a.keylineTint == "green")
        #expect(a.expanded.map(\.position) == [.leading, .bottom])
        #expect(a.expanded.map(\.priority) == [0, 2])
        #expect(a.contentMargins.count == 1 && a.contentMargins[0].edges == [.leading, .trailing] && a.contentMargins[0].length == 4)
    }

    @Test func controlDecodes() throws {
        let d = try LayoutFile.decode(text: """
            {kind: "Garage", displayName: "Garage door", description: "Opens it.",
             control: {template: "toggle", title: "Garage", off: {symbol: "lock.fill", value: "Closed"}, on: {symbol: "lock.open.fill"}, tint: "orange"}}
            """, file: "c.json5").get()
        let c = try #require(d.control)
        #expect(d.activity == nil && d.families.isEmpty)
        #expect(c.values == [false, true])
        #expect(c.label(false).symbol == "lock.fill" && c.label(false).valueText == "Closed")
        #expect(c.label(true).symbol == "lock.open.fill" && c.label(true).valueText == "On")
        let button = ControlDefinition(template: .button, title: "Tea", symbol: "timer", off: nil, on: nil, tint: nil, actionHint: nil)
        #expect(button.values == [nil] && button.label(nil).symbol == "timer" && button.label(nil).valueText == nil)
    }

    struct Case: CustomStringConvertible, Sendable {
        var replace: String
        var with: String
        var path: String
        var message: String
        var hint: String? = nil
        var description: String { message }
    }

    static let cases: [Case] = [
        Case(replace: "lockScreen: {Text: \"{attributes.team} {state.home}\"},", with: "", path: "$.activity",
             message: "the activity is missing the required key 'lockScreen'"),
        Case(replace: "minimal: {Symbol: \"soccerball\"},", with: "", path: "$.activity.dynamicIsland",
             message: "the Dynamic Island is missing the required key 'minimal'"),
        Case(replace: "expanded: {leading:", with: "expanded: {leadng:", path: "$.activity.dynamicIsland.expanded.leadng",
             message: "unknown key 'leadng' in the expanded regions", hint: "did you mean 'leading'?"),
        Case(replace: "keylineTint: \"green\"", with: "keylineTint: \"gren\"", path: "$.activity.dynamicIsland.keylineTint",
             message: "unknown colour 'gren'", hint: "did you mean 'green'?"),
        Case(replace: "mode: \"minimal\"", with: "mode: \"minimum\"", path: "$.activity.dynamicIsland.contentMargins[0].mode",
             message: "unknown island mode 'minimum'", hint: "did you mean 'minimal'?"),
        Case(replace: "edges: [\"horizontal\"]", with: "edges: [\"sideways\"]", path: "$.activity.dynamicIsland.contentMargins[0].edges[0]",
             message: "unknown edge 'sideways'"),
        Case(replace: "priority: 2", with: "priority: \"high\"", path: "$.activity.dynamicIsland.expanded.bottom.priority",
             message: "expected a priority, found the string \"high\""),
        Case(replace: "view: {Text: \"{state.away}\"}", with: "view: {Text: \"{stat.away}\"}", path: "$.activity.dynamicIsland.expanded.bottom.view.Text",
             message: "unknown name 'stat'", hint: "did you mean 'state'?"),
        Case(replace: "compactTrailing: {Text: \"{state.away}\"}", with: "compactTrailing: {Text: \"{state.awya}\"}",
             path: "$.activity.dynamicIsland.compactTrailing.Text", message: "unknown binding path 'state.awya'", hint: "did you mean 'state.away'? state has: away, home"),
        Case(replace: "lockScreen: {Text: \"{attributes.team} {state.home}\"}", with: "lockScreen: {Text: \"{attributes.teem} {state.home}\"}",
             path: "$.activity.lockScreen.Text", message: "unknown binding path 'attributes.teem'", hint: "did you mean 'attributes.team'?"),
        Case(replace: "colors: {brand", with: "families: [\"systemSmall\"], colors: {brand", path: "$.families",
             message: "unknown key 'families' in a Live Activity file"),
        Case(replace: "attributes: {team: \"ARS\"}", with: "attributes: [\"ARS\"]", path: "$.activity.attributes",
             message: "expected an object, found an array"),
    ]

    @Test(arguments: cases)
    func activityErrors(_ c: Case) throws {
        #expect(Self.activity.contains(c.replace), "the case's text is not in the file")
        let text = Self.activity.replacingOccurrences(of: c.replace, with: c.with)
        guard case .failure(let e) = LayoutFile.decode(text: text, file: "a.json5") else {
            Issue.record("\(c.message): decoded")
            return
        }
        let d = try #require(e.diagnostics.first { $0.message.hasPrefix(c.message) }, "\(e.diagnostics.map(\.message))")
        #expect(d.path?.description == c.path)
        #expect(d.location != nil, "a file:line:column position")
        if let hint = c.hint { #expect(d.hint?.contains(hint) == true, "\(d.hint ?? "no hint")") }
    }

    @Test func controlErrors() throws {
        func errors(_ control: String) -> [Diagnostic] {
            let text = "{kind: \"C\", displayName: \"C\", description: \"c\", control: \(control)}"
            guard case .failure(let e) = LayoutFile.decode(text: text, file: "c.json5") else { return [] }
            return e.diagnostics
        }
        let missing = errors("{title: \"x\"}")
        #expect(missing.map(\.message) == ["the control is missing the required key 'template'"])
        let wrong = errors("{template: \"switch\", title: \"x\"}")
        #expect(wrong.first?.message == "unknown control template 'switch'" && wrong.first?.path?.description == "$.control.template")
        let buttonState = errors("{template: \"button\", title: \"x\", on: {symbol: \"a\"}}")
        #expect(buttonState.first?.message == "a button has no 'on' state" && buttonState.first?.path?.description == "$.control.on")
        let tint = errors("{template: \"button\", title: \"x\", tint: \"#12\"}")
        #expect(tint.first?.message == "'#12' is not a colour")
        let key = errors("{template: \"button\", title: \"x\", titel: \"y\"}")
        #expect(key.first?.message == "unknown key 'titel' in a control" && key.first?.hint?.contains("did you mean 'title'?") == true)
    }
}
