import Testing
import WidgetModel

/// Issue 25 item 8: 250 or more modifiers on one view passed `check`, then `layout`, `render` and
/// `lint` overflowed the stack (each modifier is one more level of recursion; fewer than 100 did
/// in a debug build). Views and modifiers on the way to any view are at most 64 levels, an error
/// of `check` at the view's `modifiers`.
struct ModifierLevelTests {
    static func modifiers(_ n: Int) -> String { Array(repeating: "{padding: 1}", count: n).joined(separator: ", ") }

    @Test(arguments: [(63, true), (64, false), (250, false), (10_000, false)])
    func modifiersOnOneView(_ n: Int, _ accepted: Bool) throws {
        let d = decodeErrors(widgetText(view: #"{Text: "a", modifiers: [\#(Self.modifiers(n))]}"#))
        if accepted {
            #expect(d.isEmpty, "\(d.prefix(2))")
        } else {
            let e = try #require(d.first)
            #expect(d.count == 1)
            #expect(e.message.hasPrefix("views and their modifiers are nested more than 64 levels deep here (this view has \(n) modifiers"), "\(e)")
            #expect(e.path?.description == "$.view.modifiers", "\(e)")
        }
    }

    /// Levels add up along the way: 21 stacks with 2 modifiers each are 63 levels, then a text with one modifier is 65.
    @Test func levelsAddUpThroughNesting() throws {
        var view = #"{Text: "a", modifiers: [{padding: 1}]}"#
        for _ in 0..<21 { view = #"{VStack: [\#(view)], modifiers: [{padding: 1}, {opacity: 0.5}]}"# }
        let d = decodeErrors(widgetText(view: view))
        let e = try #require(d.first)
        #expect(e.message.contains("this view has 1 modifier, the views around it and theirs 63 levels"), "\(e)")
        // One modifier fewer on the text: 64 levels, accepted.
        #expect(decodeErrors(widgetText(view: view.replacingOccurrences(of: #"{Text: "a", modifiers: [{padding: 1}]}"#, with: #"{Text: "a"}"#))).isEmpty)
    }
}
