import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetRender

/// Pango measurement through the private font configuration.
struct TextMeasurementTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = PangoTextMeasurer(engine: try TextEngine.lease(library: try FontLibrary.shared()))
    }

    @Test func interBodyMetrics() {
        let m = measurer.metrics(for: FontSpec(style: .body).resolved())
        // Inter: ascender 0.96875 em, descender 0.2421875 em → 20.57 pt at 17 pt.
        #expect(abs(m.lineHeight - 20.57) < 0.1, "\(m)")
        #expect(abs(m.ascent - 16.47) < 0.1, "\(m)")
    }

    @Test func wrapsAtWordsAndTruncates() {
        let font = FontSpec(style: .body).resolved()
        let one = measurer.layout("Recent Purchases", font: font, maxWidth: nil, maxLines: nil)
        #expect(one.lines.count == 1 && one.size.width > 100 && one.size.width < 170, "\(one)")
        let two = measurer.layout("Recent Purchases", font: font, maxWidth: 100, maxLines: nil)
        #expect(two.lines.map(\.text) == ["Recent", "Purchases"], "\(two.lines)")
        let cut = measurer.layout("Recent Purchases on the Acme Card", font: font, maxWidth: 100, maxLines: 1)
        #expect(cut.truncated && cut.lines.count == 1 && cut.lines[0].text.hasSuffix("…"), "\(cut.lines)")
        #expect(cut.size.width <= 100.01)
    }
}

extension TextMeasurementTests {
    /// A text proposed exactly its own measured width keeps its lines (no wrap, no ellipsis),
    /// whatever the letter spacing: layout re-proposes sizes when placing.
    @Test(arguments: [FontDesign.default, .rounded, .monospaced])
    func ownWidthIsStable(_ design: FontDesign) {
        for spec in [FontSpec(size: 11, weight: .semibold, design: design), FontSpec(style: .body, design: design), FontSpec(size: 34, design: design)] {
            let font = spec.resolved()
            for text in ["4821", "Recent Purchases", "$114.65", "H:77° L:55°"] {
                let ideal = measurer.layout(text, font: font, maxWidth: nil, maxLines: nil)
                let again = measurer.layout(text, font: font, maxWidth: ideal.size.width, maxLines: 1)
                #expect(!again.truncated && again.lines.map(\.text) == [text], "\(text) \(spec): \(again.lines)")
            }
        }
    }
}
