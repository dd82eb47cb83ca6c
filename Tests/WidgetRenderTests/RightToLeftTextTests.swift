import Foundation
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetRender
import CPangoCairo

/// Arabic and Hebrew through Pango: the fonts are there, wrapped right-to-left lines measure their
/// visible text (not the trailing space, which lies at their left), and alignment follows the
/// layout direction.
struct RightToLeftTextTests {
    static let font = FontSpec(style: .body).resolved()

    @Test(arguments: ["en", "he", "ar"])
    func wrappedLinesMeasureTheirOwnText(_ language: String) throws {
        let engine = try TextEngine.lease(library: try FontLibrary.shared(), language: language)
        defer { TextEngine.release(engine) }
        let m = PangoTextMeasurer(engine: engine)
        for text in ["יציאה מתחנת יצחק נבון הכניסה הצפונית", "المغادرة من محطة الملك عبدالله المالية"] {
            let whole = m.layout(text, font: Self.font, maxWidth: nil, maxLines: nil)
            let wrapped = m.layout(text, font: Self.font, maxWidth: whole.size.width * 0.6, maxLines: nil)
            #expect(wrapped.lines.count >= 2, "\(wrapped.lines)")
            for line in wrapped.lines {
                let alone = m.layout(line.text, font: Self.font, maxWidth: nil, maxLines: nil)
                #expect(abs(line.width - alone.size.width) < 0.05, "\(language) '\(line.text)': \(line.width) vs \(alone.size.width)")
            }
        }
    }

    @Test func arabicAndHebrewHaveGlyphs() throws {
        let engine = try TextEngine.lease(library: try FontLibrary.shared(), language: "ar")
        defer { TextEngine.release(engine) }
        for text in ["الرحلة", "הנסיעה"] {
            let layout = try #require(engine.makeLayout(text, font: Self.font, width: nil, maxLines: nil))
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            #expect(pango_layout_get_unknown_glyphs_count(layout) == 0, "\(text) has missing glyphs")
        }
    }

    @Test func leadingIsTheRightEdgeInRightToLeft() {
        #expect(HorizontalAlignment.leading.lineFraction(in: .leftToRight) == 0)
        #expect(HorizontalAlignment.leading.lineFraction(in: .rightToLeft) == 1)
        #expect(HorizontalAlignment.trailing.lineFraction(in: .rightToLeft) == 0)
        #expect(HorizontalAlignment.center.lineFraction(in: .rightToLeft) == 0.5)
    }

    /// Pango swaps left and right for a paragraph written against the context's direction; the
    /// engine undoes that, so a Hebrew paragraph aligned left in a left-to-right engine sits left.
    @Test(arguments: [("en", 0.0), ("en", 1.0), ("he", 0.0), ("he", 1.0)])
    func alignmentIsPhysical(_ language: String, _ fraction: Double) throws {
        let engine = try TextEngine.lease(library: try FontLibrary.shared(), language: language)
        defer { TextEngine.release(engine) }
        for text in ["שלום", "Hello"] {
            let layout = try #require(engine.makeLayout(text, font: Self.font, width: 300, maxLines: nil))
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            engine.align(layout, fraction: fraction)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_line_readonly(layout, 0).map { _ in pango_layout_get_pixel_extents(layout, &ink, &logical) }
            let x = Double(logical.x)
            #expect(fraction == 0 ? x < 1 : x > 200, "\(language) '\(text)' fraction \(fraction): x \(x)")
        }
    }
}
