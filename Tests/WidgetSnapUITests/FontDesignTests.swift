import Testing
import WidgetModel
@testable import WidgetSnapUI

/// `.fontDesign`, `.fontWeight` and `.bold()` around a view reach the fonts set inside it that do not
/// state their own design or weight, as in SwiftUI; a font's own design or weight wins.
@MainActor
private let fontCases: [(String, FontDesign?, FontWeight?, TextStyle?, () -> AnyView)] = [
    ("design around a font", .rounded, nil, .title, { AnyView(VStack { Text("9:41").font(.title) }.fontDesign(.rounded)) }),
    ("design after the text's font", .rounded, nil, .title, { AnyView(Text("9:41").font(.title).fontDesign(.rounded)) }),
    ("design before the text's font", .rounded, nil, .title, { AnyView(Text("9:41").fontDesign(.rounded).font(.title)) }),
    ("design in the font", .rounded, .semibold, nil, { AnyView(Text("18").font(.system(size: 30, weight: .semibold, design: .rounded))) }),
    ("the font's own design wins", .monospaced, nil, .body, { AnyView(VStack { Text("a").font(.system(.body, design: .monospaced)) }.fontDesign(.rounded)) }),
    ("weight around a font", nil, .heavy, .headline, { AnyView(VStack { Text("a").font(.headline) }.fontWeight(.heavy)) }),
    ("bold around a view's font", .rounded, .bold, .caption, { AnyView(VStack { Text("a") }.font(.caption).fontDesign(.rounded).bold()) }),
    ("a font set outside does not keep its design", nil, nil, .title, { AnyView(VStack { Text("a").font(.title) }.font(.system(.body, design: .rounded))) }),
]

@MainActor @Test(arguments: 0..<8) func fontDesignAndWeightReachTheFontsInside(_ index: Int) {
    #expect(fontCases.count == 8)
    let (name, design, weight, style, make) = fontCases[index]
    var tree = ViewResolution.resolve(make(), family: .systemSmall)
    while tree.content.name != "Text", let first = tree.children.first { tree = first }
    #expect(tree.content.name == "Text", "\(name)")
    #expect(tree.environment.font.design == design, "\(name)")
    #expect(tree.environment.font.weight == weight, "\(name)")
    #expect(tree.environment.font.style == style, "\(name)")
}

/// `Font.italic()` and `Font.monospacedDigit()` reach the text as the attributes `Text.italic()` and
/// `.monospacedDigit()` set, through `.font` on the text and on a view around it.
@MainActor @Test func fontItalicAndDigitsAreDrawnLikeTheModifiers() {
    func textEnvironment(_ view: some View) -> ResolvedEnvironment {
        var tree = ViewResolution.resolve(view, family: .systemSmall)
        while tree.content.name != "Text", let first = tree.children.first { tree = first }
        return tree.environment
    }
    let onText = textEnvironment(Text("9:41").font(.title.italic()))
    #expect(onText.textAttributes.italic == true && onText.textAttributes.monospacedDigit == nil)
    let around = textEnvironment(VStack { Text("9:41") }.font(.body.monospacedDigit()))
    #expect(around.textAttributes.monospacedDigit == true && around.textAttributes.italic == nil)
    #expect(textEnvironment(Text("9:41").font(.title)).textAttributes.italic == nil)
    // The same as the modifier, attribute for attribute.
    #expect(textEnvironment(Text("9:41").italic().font(.title)).textAttributes.italic == onText.textAttributes.italic)
}
