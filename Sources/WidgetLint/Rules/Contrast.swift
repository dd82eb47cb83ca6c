import Foundation
import Pixels
import WidgetLayout
import WidgetModel

/// Text against the pixels behind it: WCAG 4.5:1, 3:1 for large text, in light and dark.
///
/// The pixels behind a text come from the variant drawn without its texts. The text's colour
/// (with its opacity) is composited over each of those pixels inside the text's frame; the ratio
/// reported is the 10th percentile of the ratios found, so that a few pixels of a busy background do
/// not decide it, and a text over a gradient is judged by its worse part.
public struct Contrast: LintRule {
    public init() {}
    public let id = "contrast"
    public let description = "Text has a contrast ratio of at least 4.5:1 against the pixels behind it (3:1 for large text, 18 pt or 14 pt bold, and for text in the system secondary colour), in light and dark."
    public let defaultSeverity = LintSeverity.error
    public let guideline = Guideline(source: "WCAG 2.2, success criterion 1.4.3 (Contrast, minimum); Design great widgets (WWDC20)",
                                     sentence: "The visual presentation of text and images of text has a contrast ratio of at least 4.5:1, except large-scale text, which has a contrast ratio of at least 3:1. (Fonts, margins, colors, placeholders, and light and dark modes all need to be processed according to system rules.)")
    public var pass: LintPass { .pixels }

    /// The WCAG relative luminance of an sRGB colour (components 0...1).
    public static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// The WCAG contrast ratio of two luminances (1...21).
    public static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// Large-scale text in WCAG's sense: 18 pt, or 14 pt bold.
    public static func isLarge(_ font: ResolvedFont) -> Bool { font.size >= 18 || (font.size >= 14 && font.weight.numeric >= 700) }

    public func check(variant: LintVariant) -> [LintIssue] {
        guard !variant.family.isAccessory, let image = variant.background, let scheme = variant.colorScheme else { return [] }
        var out: [LintIssue] = []
        LintTree.walk(variant.tree) { node, place in
            guard let t = node.text, let view = node.view, let s = view.content.textString,
                  !s.trimmingWhitespace.isEmpty, !view.environment.redacted else { return }
            let named = view.environment.foreground ?? SystemColors.all["primary"]!
            let fg = scheme == .light ? named.light : named.dark
            let alpha = fg.a * place.opacity
            guard alpha > 0 else { return }
            guard let measured = Self.measure(image, frame: node.frame, scale: variant.scale, fg: fg, alpha: alpha) else { return }
            let secondary = view.environment.foreground == SystemColors.all["secondary"]
            let needed = Self.isLarge(t.font) || secondary ? 3.0 : 4.5
            guard measured < needed - 0.005 else { return }
            let shown = (measured * 100).rounded() / 100
            let kind = Self.isLarge(t.font) ? "large text" : secondary ? "the system secondary colour" : "body text"
            out.append(LintIssue.at(view, "the text's contrast against its background is under \(needed == 3 ? "3" : "4.5"):1 (\(kind)): change its colour or the background's",
                                    node: node.path).measured("\(shown):1 in \(scheme.rawValue)", score: measured))
        }
        return out
    }

    /// WCAG's linearisation of one sRGB component (0...1).
    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    /// For each byte value v of a background channel: the linear value of v / 255, and of the text's
    /// red, green and blue composited over it with `alpha`.
    static func channelTables(fg: RGBA, alpha: Double) -> (background: [Double], red: [Double], green: [Double], blue: [Double]) {
        var background = [Double](repeating: 0, count: 256), red = background, green = background, blue = background
        for v in 0..<256 {
            let c = Double(v) / 255
            background[v] = linear(c)
            red[v] = linear(fg.r * alpha + c * (1 - alpha))
            green[v] = linear(fg.g * alpha + c * (1 - alpha))
            blue[v] = linear(fg.b * alpha + c * (1 - alpha))
        }
        return (background, red, green, blue)
    }

    /// The 10th-percentile ratio of the text colour composited over each opaque enough pixel in `frame`.
    static func measure(_ image: RGBAImage, frame: Rect, scale: Double, fg: RGBA, alpha: Double) -> Double? {
        let x0 = max(0, Int((frame.x * scale).rounded(.down))), y0 = max(0, Int((frame.y * scale).rounded(.down)))
        let x1 = min(image.width, Int((frame.maxX * scale).rounded(.up))), y1 = min(image.height, Int((frame.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        let step = max(1, Int(Double(max(x1 - x0, y1 - y0)) / 64))
        // Each channel's linear value, over the background and with the text composited over it, for
        // each of the 256 byte values: the same expressions as ``luminance(_:_:_:)`` and the loop
        // below would evaluate per pixel, so the ratios are the same numbers.
        let channels = Self.channelTables(fg: fg, alpha: alpha)
        var ratios: [Double] = []
        var y = y0
        while y < y1 {
            var x = x0
            while x < x1 {
                let i = 4 * (y * image.width + x)
                let a = Double(image.rgba[i + 3]) / 255
                if a > 0.5 {
                    let r = Int(image.rgba[i]), g = Int(image.rgba[i + 1]), b = Int(image.rgba[i + 2])
                    let behind = 0.2126 * channels.background[r] + 0.7152 * channels.background[g] + 0.0722 * channels.background[b]
                    let text = 0.2126 * channels.red[r] + 0.7152 * channels.green[g] + 0.0722 * channels.blue[b]
                    ratios.append(ratio(text, behind))
                }
                x += step
            }
            y += step
        }
        guard !ratios.isEmpty else { return nil }
        ratios.sort()
        return ratios[ratios.count / 10]
    }
}

extension String {
    var trimmingWhitespace: String { String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()) }
}
