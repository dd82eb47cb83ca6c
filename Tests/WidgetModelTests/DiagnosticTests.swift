import Testing
import TestSupport
import WidgetModel

/// Every kind of error is reported at the offending value as file:line:column, with a hint.
struct DiagnosticTests {
    struct Case: CustomStringConvertible, Sendable {
        var view: String
        var extra: String = ""
        /// Text the error points at: in the view snippet (line 6) or, with `onLine: 4`, in `extra`.
        var marker: String
        var onLine: Int = 6
        var message: String
        var hint: String?
        var description: String { message }
    }

    static let cases: [Case] = [
        Case(view: #"{VStak: []}"#, marker: "VStak", message: "unknown view 'VStak'", hint: "did you mean 'VStack'?"),
        Case(view: #"{Text: "a", modifiers: [{paddng: 4}]}"#, marker: "paddng", message: "unknown modifier 'paddng'", hint: "did you mean 'padding'?"),
        Case(view: #"{Text: "a", modifiers: [{wobble: 4}]}"#, marker: "wobble", message: "unknown modifier 'wobble'", hint: "modifiers: padding, frame"),
        Case(view: #"{Text: "a", modifiers: [{trim: {to: 0.5}}]}"#, marker: "trim", message: "trim applies only to a shape view", hint: "shapes: Rectangle"),
        Case(view: #"{Circle: {}, modifiers: [{stroke: {lineCap: "rund"}}]}"#, marker: "\"rund\"", message: "unknown line cap 'rund'", hint: "did you mean 'round'?"),
        Case(view: #"{Circle: {}, modifiers: [{trim: {from: 0, to: 1.5}}]}"#, marker: "1.5", message: "expected a fraction from 0 to 1, found 1.5"),
        Case(view: #"{Circle: {}, modifiers: [{rotationEffect: {anchor: "top"}}]}"#, marker: "{anchor", message: "rotationEffect is missing the required key 'degrees'"),
        Case(view: #"{Text: "a", modifiers: [{scaleEffect: {scale: 2, anchor: "middle"}}]}"#, marker: "\"middle\"", message: "unknown anchor 'middle'", hint: "expected one of: top"),
        Case(view: #"{Text: "a", modifiers: [{offset: {x: 1, z: 2}}]}"#, marker: "z", message: "unknown key 'z' in offset"),
        Case(view: #"{Text: "a", modifiers: [{renderingMode: "template"}]}"#, marker: "renderingMode", message: "renderingMode applies only to an Image"),
        Case(view: #"{Image: "x", modifiers: [{renderingMode: "tinted"}]}"#, marker: "\"tinted\"", message: "unknown rendering mode 'tinted'"),
        Case(view: #"{Text: "a", modifiers: [{font: {family: "Inter, Noto", size: 12}}]}"#, marker: "\"Inter, Noto\"", message: "a font family is 1 to 64 characters"),
        Case(view: #"{Text: "a", colour: "red"}"#, marker: "colour", message: "unknown key 'colour' in Text"),
        Case(view: #"{VStack: [], spacing: "wide"}"#, marker: "\"wide\"", message: "expected a spacing, found the string \"wide\""),
        Case(view: #"{Text: 42}"#, marker: "42", message: "expected the text (a string, may contain {bindings}) or an array of runs, found the number 42"),
        Case(view: #"{Text: ["a", {txt: "b"}]}"#, marker: "txt", message: "unknown key 'txt' in the text run", hint: "did you mean 'text'?"),
        Case(view: #"{Text: ["a", {text: "b", underline: "red"}]}"#, marker: "\"red\"", message: "expected true, false or {color: \"red\"}, found the string \"red\""),
        Case(view: #"{Text: "a", modifiers: [{textCase: "upper"}]}"#, marker: "\"upper\"", message: "unknown text case 'upper'", hint: "did you mean 'uppercase'?"),
        Case(view: #"{Text: [{text: "{entry.nmae}", italic: true}]}"#, marker: "entry.nmae", message: "unknown binding path 'entry.nmae'", hint: "did you mean 'entry.name'?"),
        Case(view: #"{Text: "Hi {entry.nmae}"}"#, marker: "entry.nmae", message: "unknown binding path 'entry.nmae'", hint: "did you mean 'entry.name'?"),
        Case(view: #"{Text: "{confg.x}"}"#, marker: "confg", message: "unknown name 'confg'", hint: "did you mean 'config'?"),
        Case(view: #"{Color: "acent"}"#, marker: "\"acent\"", message: "unknown colour 'acent'", hint: "did you mean 'accent'?"),
        Case(view: #"{Text: "a", modifiers: [{opacity: 2}]}"#, marker: "2}", message: "expected an opacity from 0 to 1, found 2"),
        Case(view: #"{Text: "a", modifiers: [{font: "headlin"}]}"#, marker: "\"headlin\"", message: "unknown text style 'headlin'", hint: "did you mean 'headline'?"),
        Case(view: #"{ZStack: [], alignment: "middle"}"#, marker: "\"middle\"", message: "unknown alignment 'middle'"),
        Case(view: #"{Text: "a", modifiers: [{frame: {width: 10, maxWidth: 20}}]}"#, marker: "{width", message: "a frame has either width/height or min/ideal/max sizes"),
        Case(view: #"{Text: "a"}"#,
             extra: #" intent: {title: "x", parameters: [{name: "category", type: "enum", cases: ["all", "food"], default: "everything"}]},"#,
             marker: "\"everything\"", onLine: 4, message: "the default \"everything\" is not a valid enum value for 'category'",
             hint: "expected one of: \"all\", \"food\""),
        Case(view: #"{Text: "a"}"#,
             extra: #" intent: {title: "x", parameters: [{name: "mirror", type: "bool"}, {name: "calendar", type: "string", showWhen: {parameter: "mirorr", equals: false}}]},"#,
             marker: "\"mirorr\"", onLine: 4, message: "showWhen depends on a parameter 'mirorr' that does not exist", hint: "did you mean 'mirror'?"),
        Case(view: #"{Text: "a"}"#,
             extra: #" intent: {title: "x", parameters: [{name: "card", type: "entity", entity: "cardz"}]},"#,
             marker: "\"cardz\"", onLine: 4, message: "the entity collection 'cardz' is not in data"),
        Case(view: #"{Text: "a"}"#,
             extra: #" intent: {title: "x", parameters: [{name: "n", type: "integer", default: 2}]}, instances: [{name: "a", values: {m: 1}}],"#,
             marker: "m: 1", onLine: 4, message: "no parameter named 'm'", hint: "did you mean 'n'?"),
        Case(view: #"{Text: "a"}"#, extra: #" graphic: "yes","#, marker: "\"yes\"", onLine: 4, message: "expected true or false"),
        Case(view: #"{ForEach: "entry.items", as: "x", content: {Text: "{y.a}"}}"#, marker: "y.a", message: "unknown name 'y'"),
        Case(view: #"{ViewThatFits: [{Text: "a"}], in: "diagonal"}"#, marker: "\"diagonal\"", message: "unknown axes 'diagonal'", hint: "horizontal, vertical or both"),
        Case(view: #"{LazyVGrid: [{Text: "a"}]}"#, marker: "{LazyVGrid", message: "LazyVGrid is missing the required key 'columns'"),
        Case(view: #"{LazyHGrid: [], rows: [{fixed: 10, flexible: {}}]}"#, marker: "{fixed", message: "a grid item has exactly one size"),
        Case(view: #"{LazyVGrid: [], columns: [{adaptive: {maximum: 40}}]}"#, marker: "{maximum", message: "an adaptive item needs a minimum"),
        Case(view: #"{Grid: [{GridRow: [{Text: "a", modifiers: [{gridCellColumns: 0}]}]}]}"#, marker: "0}", message: "expected a whole number from 1 to 1000"),
        Case(view: #"{Text: "{geometry.width}"}"#, marker: "geometry", message: "unknown name 'geometry'"),
    ]

    @Test(arguments: cases)
    func reportsAtPosition(_ c: Case) throws {
        let text = widgetText(view: c.view, extra: c.extra)
        let diagnostics = decodeErrors(text)
        let d = try #require(diagnostics.first { $0.message.contains(c.message) }, "got: \(diagnostics.map(\.description))")
        let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[c.onLine - 1]
        let column = try #require(lineText.range(of: c.marker).map { lineText.distance(from: lineText.startIndex, to: $0.lowerBound) + 1 })
        #expect(d.location?.line == c.onLine, "\(d)")
        #expect(d.location?.column == column, "\(d)")
        if let hint = c.hint { #expect(d.hint?.contains(hint) == true, "\(d)") }
        #expect(d.description.hasPrefix("t.json5:\(c.onLine):\(column): error: "))
    }

    @Test func syntaxErrorPointsAtTheNextKey() {
        let text = "{\n  kind: \"T\"\n  displayName: \"x\",\n}\n"
        let d = decodeErrors(text)
        #expect(d.count == 1)
        #expect(d.first?.location?.line == 3 && d.first?.location?.column == 3, "\(d)")
        #expect(d.first?.message.contains("expected") == true)
    }

    @Test func allErrorsInOneRunInFileOrder() {
        let d = decodeErrors(widgetText(view: #"{VStack: [{Txt: "a"}, {Text: "b", modifiers: [{opacity: 2}]}], spacing: -20000}"#))
        #expect(d.count == 3, "\(d)")
        #expect(d.map { $0.location?.column ?? 0 } == d.map { $0.location?.column ?? 0 }.sorted())
        #expect(d.allSatisfy { $0.location?.line == 6 })
    }

    @Test func errorsInsideAnUnknownViewAreStillReported() {
        let d = decodeErrors(widgetText(view: #"{VStak: [{Text: "{entry.nmae}", modifiers: [{paddng: 4}]}]}"#))
        let m = d.map(\.message)
        #expect(m.contains("unknown view 'VStak'") && m.contains("unknown binding path 'entry.nmae'") && m.contains("unknown modifier 'paddng'"), "\(m)")
        #expect(!m.contains { $0.contains("no view for") }, "a view that failed to decode is not also reported missing")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 200
        let view = String(repeating: "{VStack: [", count: depth) + String(repeating: "]}", count: depth)
        let d = decodeErrors(widgetText(view: view))
        #expect(d.contains { $0.message.contains("nested more than 64") }, "\(d.prefix(3))")
    }

    @Test func missingRequiredKeys() {
        let d = decodeErrors("{kind: \"T\"}")
        let messages = d.map(\.message)
        for key in ["displayName", "description", "families", "timeline"] {
            #expect(messages.contains { $0.contains("'\(key)'") }, "\(messages)")
        }
        #expect(messages.contains { $0.contains("no view") })
    }

    @Test func missingFamilyView() {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall", "systemLarge"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]}, views: {systemSmall: {Text: "s"}}}
        """
        #expect(decodeErrors(text).contains { $0.message == "no view for the family systemLarge" })
    }

    @Test func timelineErrors() {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall"], view: {Text: "a"},
         timeline: {policy: "sometimes", entries: [{date: "2026-06-02T09:00:00Z"}, {date: "2026-06-01T09:00:00Z", relevance: {score: 1, duration: -5}}, {date: "June 3"}]}}
        """
        let m = decodeErrors(text).map(\.message)
        #expect(m.contains { $0.contains("unknown reload policy 'sometimes'") })
        #expect(m.contains { $0.contains("entries must be in date order") })
        #expect(m.contains { $0.contains("expected a duration in seconds from 0 to 1000000000, found -5") })
        #expect(m.contains { $0.contains("'June 3' is not an ISO 8601 date") })
    }

    @Test func topLevelNonObjectsAreErrors() {
        for text in ["/* c */ .5", "[]", "\"x\"", "null", "42"] {
            let d = decodeErrors(text)
            #expect(d.count == 1 && d[0].message.contains("expected an object"), "\(text): \(d)")
        }
    }

    @Test func garbageNeverCrashes() {
        var generator = SplitMix(seed: 7)
        let alphabet = Array("{}[]:,\"' \n\tabcVStackText0123456789.-+/*eE\\")
        for _ in 0..<300 {
            let n = Int(generator.next() % 120)
            let s = String((0..<n).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            _ = LayoutFile.decode(text: s, file: "g.json5")
        }
    }
}
