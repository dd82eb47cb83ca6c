import Foundation
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
        // Inter draws the glyphs, the line box is SF Pro's: ascender 1950 and descender 494 of
        // 2048 units → 20.29 pt at 17 pt (UIFont's body line height), not Inter's 20.57.
        #expect(abs(m.lineHeight - 20.287) < 0.01, "\(m)")
        #expect(abs(m.ascent - 16.187) < 0.01, "\(m)")
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

extension TextMeasurementTests {
    /// SF Pro Rounded has SF Pro's advance widths: the rounded stand-in is chosen by measured widths.
    /// SwiftUI's box for "18" at 30 pt semibold rounded (the calendar's date badge) is about 34.0 pt.
    @Test func roundedStandInMatchesSFProRoundedWidths() {
        let semibold = measurer.layout("18", font: FontSpec(size: 30, weight: .semibold, design: .rounded).resolved(), maxWidth: nil, maxLines: nil)
        #expect(abs(semibold.size.width - 34.0) < 0.5, "\(semibold.size)")
        // Semibold is drawn as semibold, not as the next weight the font happens to have.
        let bold = measurer.layout("18", font: FontSpec(size: 30, weight: .bold, design: .rounded).resolved(), maxWidth: nil, maxLines: nil)
        #expect(bold.size.width > semibold.size.width + 0.2, "\(bold.size) vs \(semibold.size)")
    }

    /// iOS writes U+202F before AM/PM: "8:00 AM" at 11 pt is narrower than with a plain space.
    @Test func narrowNoBreakSpaceIsNarrower() {
        let font = FontSpec(size: 11).resolved()
        let narrow = measurer.layout("8:00\u{202F}AM", font: font, maxWidth: nil, maxLines: nil).size.width
        let plain = measurer.layout("8:00 AM", font: font, maxWidth: nil, maxLines: nil).size.width
        #expect(narrow < plain - 0.8 && narrow > plain - 3, "\(narrow) vs \(plain)")
    }
}

/// WIDGETSNAP_FONTS_DIR: the user's own fonts folder, and whether it holds Apple's SF fonts.
struct UserFontsFolderTests {
    @Test func folderIsUsedWhenItHoldsFonts() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let sf = root.appendingPathComponent("sf"), icons = root.appendingPathComponent("icons"), empty = root.appendingPathComponent("empty")
        for d in [sf, icons, empty] { try fm.createDirectory(at: d, withIntermediateDirectories: true) }
        try Data([0]).write(to: sf.appendingPathComponent("SF-Pro-Text-Regular.otf"))
        try Data([0]).write(to: icons.appendingPathComponent("MaterialDesignIcons.ttf"))
        try Data([0]).write(to: empty.appendingPathComponent("notes.txt"))
        #expect(FontLibrary.userFonts(in: sf.path)?.hasSF == true)
        #expect(FontLibrary.userFonts(in: icons.path).map { !$0.hasSF } == true)
        #expect(FontLibrary.userFonts(in: empty.path) == nil)
        #expect(FontLibrary.userFonts(in: root.appendingPathComponent("missing").path) == nil)
        #expect(FontLibrary.userFonts(in: nil) == nil)
    }
}

extension TextMeasurementTests {
    /// Line boxes follow SF Pro's metrics per text style: a 12 pt + 1 + 11 pt row (the calendar's
    /// event row) is 28.45 pt, not Inter's 28.84; two lines are two SF line heights; the drawn
    /// baseline sits at SF Pro's ascent.
    @Test func lineBoxesFollowSFPro() {
        let caption = measurer.layout("Calendar event 1", font: FontSpec(style: .caption, weight: .semibold).resolved(), maxWidth: nil, maxLines: nil)
        let caption2 = measurer.layout("All-day", font: FontSpec(style: .caption2).resolved(), maxWidth: nil, maxLines: nil)
        #expect(abs(caption.size.height + 1 + caption2.size.height - 28.45) < 0.01, "\(caption.size) \(caption2.size)")
        let two = measurer.layout("Recent Purchases", font: FontSpec(style: .body).resolved(), maxWidth: 100, maxLines: nil)
        #expect(two.lines.count == 2 && abs(two.size.height - 2 * 20.287) < 0.01, "\(two.size)")
        // The monospaced design keeps its own font's metrics.
        let mono = measurer.metrics(for: FontSpec(style: .body, design: .monospaced).resolved())
        #expect(abs(mono.lineHeight - 20.287) > 0.2, "\(mono)")
    }
}
