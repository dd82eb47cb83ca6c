import Pixels
import Testing
import WidgetLayout
@testable import WidgetLint
import WidgetModel

/// The contrast rule reads each channel's linear value from tables built per text; the ratio it
/// measures must be the one the WCAG formulas give pixel by pixel.
@Suite struct ContrastMeasureTests {
    /// The 10th-percentile ratio computed the direct way: composite, then `luminance` of both.
    static func direct(_ image: RGBAImage, fg: RGBA, alpha: Double) -> Double? {
        var ratios: [Double] = []
        for i in stride(from: 0, to: image.rgba.count, by: 4) where Double(image.rgba[i + 3]) / 255 > 0.5 {
            let br = Double(image.rgba[i]) / 255, bg = Double(image.rgba[i + 1]) / 255, bb = Double(image.rgba[i + 2]) / 255
            let t = Contrast.luminance(fg.r * alpha + br * (1 - alpha), fg.g * alpha + bg * (1 - alpha), fg.b * alpha + bb * (1 - alpha))
            ratios.append(Contrast.ratio(t, Contrast.luminance(br, bg, bb)))
        }
        guard !ratios.isEmpty else { return nil }
        ratios.sort()
        return ratios[ratios.count / 10]
    }

    @Test(arguments: [1.0, 0.6, 0.25])
    func tablesGiveTheDirectRatio(alpha: Double) {
        // A 40×30 image of pseudo-random pixels (a fixed linear congruential sequence), some transparent.
        var state: UInt32 = 12345
        var bytes: [UInt8] = []
        for _ in 0..<(40 * 30 * 4) { state = state &* 1_103_515_245 &+ 12345; bytes.append(UInt8(truncatingIfNeeded: state >> 16)) }
        let image = try! RGBAImage(width: 40, height: 30, rgba: bytes)
        let fg = RGBA(0.9, 0.35, 0.1)
        let measured = Contrast.measure(image, frame: Rect(x: 0, y: 0, width: 40, height: 30), scale: 1, fg: fg, alpha: alpha)
        #expect(measured != nil)
        #expect(measured == Self.direct(image, fg: fg, alpha: alpha))
    }
}
