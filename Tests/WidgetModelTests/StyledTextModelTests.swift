import Testing
@testable import WidgetModel

/// A styled text in the layout format: its runs resolve their bindings, are translated one by one,
/// and take the text modifiers of the views around them.
struct StyledTextModelTests {
    func resolve(_ view: String, extra: String = "", locale: String = "en") throws -> ResolvedView {
        let text = widgetText(view: view, extra: extra)
        guard case .success(let d) = decode(text) else { throw DecodeFailure(diagnostics: decodeErrors(text)) }
        var s = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
        s.locale = locale
        let r = try #require(Resolver(definition: d).resolve(s))
        #expect(r.issues.isEmpty, "\(r.issues)")
        return r.root
    }
    struct DecodeFailure: Error { var diagnostics: [Diagnostic] }

    @Test func runsResolveAndTranslateOneByOne() throws {
        let view = #"{Text: ["Hello ", {text: "{entry.name}", font: {weight: "bold"}, foregroundColor: "accent", underline: {color: "red"}}]}"#
        let root = try resolve(view, extra: #"\#n  strings: {ja: {"Hello ": "こんにちは "}},"#, locale: "ja")
        guard case .styledText(let runs) = root.content else { Issue.record("not a styled text: \(root.content)"); return }
        #expect(runs.map(\.text) == ["こんにちは ", "Ada"])
        #expect(runs[1].font?.weight == .bold && runs[1].foreground?.light == RGBA(hex: "#0A84FF"))
        #expect(runs[1].attributes.underline == TextDecoration(isActive: true, color: SystemColors.all["red"]))
        #expect(runs[0].font == nil && runs[0].foreground == nil && runs[0].attributes.isEmpty)
    }

    @Test func textModifiersAreInheritedAndInnerOnesWin() throws {
        let root = try resolve(#"{VStack: [{Text: "istanbul", modifiers: [{italic: false}]}], modifiers: [{italic: true}, {kerning: 2}, {textCase: "uppercase"}, {truncationMode: "middle"}]}"#,
                               locale: "tr")
        let text = try #require(root.children.first)
        #expect(text.content.textString == "İSTANBUL", "Turkish casing: dotted capital I")
        #expect(text.environment.textAttributes == TextAttributes(italic: false, kerning: 2))
        #expect(text.environment.truncationMode == .middle)
        let styled = try #require(StyledText.make(runs: nil, text: "x", environment: text.environment))
        #expect(styled.runs.count == 1 && styled.truncationMode == .middle)
        // A plain text under no text modifier has no styled form.
        #expect(StyledText.make(runs: nil, text: "x", environment: ResolvedEnvironment()) == nil)
    }
}
