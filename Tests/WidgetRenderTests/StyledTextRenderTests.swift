import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetRender

/// A styled text's runs draw with their own styles: dropping a run's colour, strikethrough,
/// italic or tabular digits changes the pixels, and a plain text under no text modifier draws
/// exactly as before (the same Pango path).
struct StyledTextRenderTests {
    let renderer: WidgetRenderer

    init() throws {
        let engine = try TextEngine.lease(library: try FontLibrary.shared())
        renderer = WidgetRenderer(engine: engine, assets: ImageAssets(root: "/nonexistent"), symbols: { _ in nil })
    }

    func render(_ view: String) throws -> (image: [UInt8], root: LayoutNode) {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemSmall"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: {n: 42}}]}, view: \(view)}
        """
        let d = try LayoutFile.decode(text: text, file: "t.json5").get()
        let w = try #require(Resolver(definition: d).resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)))
        #expect(w.issues.isEmpty, "\(w.issues)")
        let root = try #require(WidgetLayoutEngine(measurer: renderer.measurer).layout(w, graphic: false, device: DeviceCatalog.default))
        return (try renderer.render(root, family: .systemSmall, appearance: .light, scale: 3).rgba, root)
    }

    /// Pixels of a strong red (the system red on white).
    func redPixels(_ rgba: [UInt8]) -> Int {
        stride(from: 0, to: rgba.count, by: 4).filter { rgba[$0] > 200 && rgba[$0 + 1] < 90 && rgba[$0 + 2] < 90 }.count
    }

    @Test func aRunKeepsItsColour() throws {
        let styled = try render(#"{Text: ["black ", {text: "red", foregroundColor: "red"}], modifiers: [{font: {size: 30}}]}"#)
        let plain = try render(#"{Text: ["black ", {text: "red"}], modifiers: [{font: {size: 30}}]}"#)
        #expect(redPixels(styled.image) > 50)
        #expect(redPixels(plain.image) == 0)
        // The run before it stays in the text's colour: no red left of the second run.
        let t = try #require(styled.root.children.first?.text)
        #expect(t.styled?.runs.count == 2)
    }

    @Test func strikethroughAndUnderlineDraw() throws {
        let plain = try render(#"{Text: ["a ", {text: "struck"}], modifiers: [{font: {size: 30}}]}"#)
        let struck = try render(#"{Text: ["a ", {text: "struck", strikethrough: true}], modifiers: [{font: {size: 30}}]}"#)
        let redLine = try render(#"{Text: ["a ", {text: "struck", strikethrough: {color: "red"}}], modifiers: [{font: {size: 30}}]}"#)
        let under = try render(#"{Text: "struck", modifiers: [{font: {size: 30}}, {underline: true}]}"#)
        #expect((struck.image == plain.image) == false)
        #expect(redPixels(redLine.image) > 20)
        #expect(redPixels(struck.image) == 0)
        #expect((under.image == struck.image) == false && (under.image == plain.image) == false)
    }

    @Test func italicAndTabularDigitsChangeTheGlyphs() throws {
        let upright = try render(#"{Text: ["a ", {text: "slanted"}], modifiers: [{font: {size: 30}}]}"#)
        let italic = try render(#"{Text: ["a ", {text: "slanted", italic: true}], modifiers: [{font: {size: 30}}]}"#)
        #expect((italic.image == upright.image) == false)
        let proportional = try render(#"{Text: "1111", modifiers: [{font: {size: 30}}]}"#)
        let tabular = try render(#"{Text: "1111", modifiers: [{font: {size: 30}}, {monospacedDigit: true}]}"#)
        let w1 = try #require(proportional.root.children.first?.frame.width), w2 = try #require(tabular.root.children.first?.frame.width)
        #expect(w2 > w1 + 1, "tnum widens Inter's 1: \(w1) → \(w2)")
    }

    @Test func runTemplatesAndHeadTruncation() throws {
        let r = try render(#"{Text: ["n = ", {text: "{entry.n}", font: {weight: "bold"}}]}"#)
        #expect(r.root.children.first?.text?.lines.map(\.text) == ["n = 42"])
        let head = try render(#"{Text: "The quick brown fox jumps over the lazy dog", modifiers: [{lineLimit: 1}, {truncationMode: "head"}, {frame: {width: 120}}]}"#)
        let line = try #require(head.root.children.first?.children.first?.text?.lines.first?.text ?? head.root.children.first?.text?.lines.first?.text)
        #expect(line.hasPrefix("…") && line.hasSuffix("lazy dog"), "\(line)")
    }

    /// A plain text takes the plain path (no styled form), so it draws as it always has.
    @Test func plainTextStaysPlain() throws {
        let r = try render(#"{Text: "Hello", modifiers: [{font: "headline"}]}"#)
        #expect(r.root.children.first?.text?.styled == nil)
    }
}
