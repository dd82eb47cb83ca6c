import Testing
import WidgetModel

/// The checker is the parser of bindings: the decoded definition carries what it parsed, and the
/// privacy state evaluates exactly what the real one does (so `check` resolves it once).
struct ParsedBindingsTests {
    @Test func theDefinitionCarriesEveryDistinctBindingParsedOnce() throws {
        // Three templates ("{entry.name}" twice), one expression, one colour name (also a template).
        let view = #"{VStack: [{Text: "{entry.name}"}, {Text: "{entry.name}"}, {Text: "n = {entry.n}"}, {If: "entry.rain", then: {Color: "accent"}}]}"#
        let d = try decode(widgetText(view: view)).get()
        #expect(d.bindings.count == 4, "\(d.bindings.count)")
    }

    @Test func aFileWithoutBindingsParsesNothingButPlainTexts() throws {
        let d = try decode(widgetText(view: #"{Text: "plain"}"#)).get()
        #expect(d.bindings.count == 1)
    }

    @Test func privacyEvaluatesWhatRealDoes() throws {
        // Runtime failures: a condition that is not a boolean and an unknown colour; the placeholder's
        // values make the condition a boolean there.
        let extra = #" placeholder: {name: true, n: 3},"#
        let view = #"{VStack: [{If: "entry.name", then: {Text: "x"}}, {Image: "{entry.name}"}, {Text: "secret", modifiers: [{privacySensitive: true}, {foregroundColor: "c{entry.n}"}]}]}"#
        let d = try decode(widgetText(view: view, extra: extra)).get()
        let resolver = Resolver(definition: d)
        func resolved(_ state: WidgetState) throws -> ResolvedWidget {
            try #require(resolver.resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: state)))
        }
        let real = try resolved(.real), privacy = try resolved(.privacy), placeholder = try resolved(.placeholder)
        #expect(!real.issues.isEmpty)
        #expect(privacy.issues == real.issues)
        #expect(placeholder.issues != real.issues)
        #expect(WidgetState.evaluated == [.real, .placeholder])
        #expect(Set(WidgetState.allCases).subtracting(WidgetState.evaluated) == [.privacy])
    }
}
