import Foundation
import Testing
import WidgetModel

/// Layout direction in the model: the locale function, the `environment` modifier (decoding and
/// its errors at line:column), `env.layoutDirection` in bindings, and the symbols that mirror.
struct RightToLeftModelTests {
    @Test(arguments: [("ar", LayoutDirection.rightToLeft), ("he", .rightToLeft), ("he-IL", .rightToLeft), ("fa_IR", .rightToLeft),
                      ("ur", .rightToLeft), ("AR", .rightToLeft), ("en", .leftToRight), ("ja", .leftToRight),
                      ("zh-Hans", .leftToRight), ("", .leftToRight), ("arn", .leftToRight)])
    func directionOfALanguage(_ tag: String, _ expected: LayoutDirection) {
        #expect(LayoutDirection(language: tag) == expected, "\(tag)")
    }

    private func resolve(_ view: String, direction: LayoutDirection = .leftToRight) throws -> ResolvedWidget {
        guard case .success(let d) = decode(widgetText(view: view)) else { Issue.record("decoding failed"); throw CancellationError() }
        var selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
        selection.layoutDirection = direction
        return try #require(Resolver(definition: d).resolve(selection))
    }

    private func text(_ v: ResolvedView) -> String? {
        if case .text(let s) = v.content { return s }
        return nil
    }

    @Test func theSelectionSetsTheEnvironmentAndEnv() throws {
        let w = try resolve(#"{Text: "{env.layoutDirection}"}"#, direction: .rightToLeft)
        #expect(w.issues.isEmpty, "\(w.issues)")
        #expect(w.root.environment.layoutDirection == .rightToLeft)
        #expect(text(w.root) == "rightToLeft")
        let ltr = try resolve(#"{Text: "{env.layoutDirection == 'rightToLeft' ? 'RTL' : 'LTR'}"}"#)
        #expect(text(ltr.root) == "LTR")
    }

    @Test func theEnvironmentModifierSetsASubtree() throws {
        let w = try resolve(#"{VStack: [{Text: "a"}, {Text: "b", modifiers: [{environment: {layoutDirection: "leftToRight"}}]}], modifiers: [{environment: {layoutDirection: "rightToLeft"}}]}"#)
        #expect(w.root.environment.layoutDirection == .rightToLeft)
        #expect(w.root.children.map(\.environment.layoutDirection) == [.rightToLeft, .leftToRight])
    }

    @Test func aModifierOutsideTheEnvironmentKeepsTheParentsDirection() throws {
        let w = try resolve(#"{Text: "a", modifiers: [{padding: 1}, {environment: {layoutDirection: "rightToLeft"}}, {padding: 2}]}"#)
        #expect(w.root.environment.layoutDirection == .rightToLeft)
        // padding 1 is inside the environment modifier (the view's own direction); padding 2 is outside.
        #expect(w.root.modifiers.map(\.layoutDirection) == [nil, .leftToRight])
    }

    @Test func envIsAKnownRoot() {
        #expect(decodeErrors(widgetText(view: #"{Text: "{env.layoutDirection}"}"#)).isEmpty)
        let d = decodeErrors(widgetText(view: #"{Text: "{env.layoutDirecton}"}"#))
        #expect(d.first?.message == "unknown binding path 'env.layoutDirecton'", "\(d)")
        #expect(d.first?.hint?.contains("did you mean 'env.layoutDirection'?") == true, "\(d)")
    }

    struct BadCase: Sendable, CustomStringConvertible {
        var view: String, marker: String, message: String, hint: String
        var description: String { message }
    }

    static let bad: [BadCase] = [
        BadCase(view: #"{Text: "a", modifiers: [{environment: {layoutDirection: "rtl"}}]}"#, marker: "\"rtl\"",
                message: "unknown layout direction 'rtl'", hint: "expected one of: leftToRight, rightToLeft"),
        BadCase(view: #"{Text: "a", modifiers: [{environment: {layoutDirections: "rightToLeft"}}]}"#, marker: "layoutDirections",
                message: "unknown key 'layoutDirections' in environment", hint: "did you mean 'layoutDirection'?"),
        BadCase(view: #"{Text: "a", modifiers: [{environment: {}}]}"#, marker: "{}",
                message: "environment needs a value", hint: "{environment: {layoutDirection: \"rightToLeft\"}}"),
        BadCase(view: #"{Text: "a", modifiers: [{environment: "rightToLeft"}]}"#, marker: "\"rightToLeft\"",
                message: "expected an object of environment values, found the string", hint: "{environment: {layoutDirection: \"rightToLeft\"}}"),
        BadCase(view: #"{Text: "a", modifiers: [{enviroment: {layoutDirection: "rightToLeft"}}]}"#, marker: "enviroment",
                message: "unknown modifier 'enviroment'", hint: "did you mean 'environment'?"),
    ]

    @Test(arguments: bad)
    func badEnvironmentIsReportedAtItsPosition(_ c: BadCase) throws {
        let text = widgetText(view: c.view)
        let d = try #require(decodeErrors(text).first { $0.message.contains(c.message) }, "\(decodeErrors(text))")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[5]
        let column = try #require(line.range(of: c.marker).map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 })
        #expect(d.location?.line == 6 && d.location?.column == column, "\(d)")
        #expect(d.hint?.contains(c.hint) == true, "\(d)")
    }

    @Test func directionalSymbolsMirrorAndExplicitOnesDoNot() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/Symbols/sf-symbols.json")
        let table = try SymbolCatalog(jsonData: Data(contentsOf: url))
        for name in ["chevron.forward", "chevron.backward", "arrow.forward", "arrow.backward", "arrow.uturn.backward", "list.bullet"] {
            #expect(table.mirrorsInRTL(name), "\(name)")
        }
        for name in ["chevron.right", "chevron.left", "arrow.right", "arrow.left", "forward.fill", "goforward.10", "sun.max", "clock"] {
            #expect(!table.mirrorsInRTL(name), "\(name)")
        }
        #expect(!table.mirrorsInRTL("no.such.symbol"))
    }

    @Test func mirrorsInRTLMustBeABool() {
        let json = #"{"font": "F", "symbols": {"a": {"codepoint": "e000", "mirrorsInRTL": "yes"}}}"#
        #expect(throws: SymbolCatalogError.badSymbol("a", problem: "'mirrorsInRTL' must be true or false")) {
            try SymbolCatalog(jsonData: Data(json.utf8))
        }
    }
}
