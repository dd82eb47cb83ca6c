import Foundation

/// The Home Screen wallpaper widgetsnap draws behind widgets (made by the project, defined here as
/// a function of the position, so no image file is needed and every machine draws the same
/// pixels): a diagonal gradient of three colours with soft round patches of colour, so that the
/// clear mode's blur (C.4.5) has something to blur. The gallery's Home Screens paint it; the clear
/// mode's glass is this wallpaper at the widget's place on the Home Screen, blurred.
public struct Wallpaper: Sendable, Hashable {
    /// A soft patch: `color` mixed in with weight `strength·exp(−(d/radius)²)` at distance d from
    /// its centre. Centre and radius are fractions of the screen's width (x, radius) and height (y).
    public struct Patch: Sendable, Hashable {
        public var x: Double, y: Double, radius: Double, strength: Double
        public var color: ModeColor
        public init(x: Double, y: Double, radius: Double, strength: Double, color: ModeColor) {
            self.x = x; self.y = y; self.radius = radius; self.strength = strength; self.color = color
        }
    }

    /// Gradient stops, evenly spaced from the top-left corner (0) to the bottom-right one (1),
    /// interpolated in encoded sRGB as Cairo does.
    public var stops: [ModeColor]
    public var patches: [Patch]
    public init(stops: [ModeColor], patches: [Patch]) { self.stops = stops; self.patches = patches }

    /// The light Home Screen's wallpaper: sky blue, lilac, apricot.
    public static let light = Wallpaper(
        stops: [ModeColor(0.55, 0.75, 0.98), ModeColor(0.86, 0.74, 0.96), ModeColor(0.98, 0.82, 0.72)],
        patches: [Patch(x: 0.85, y: 0.12, radius: 0.45, strength: 0.75, color: ModeColor(0.99, 0.62, 0.58)),
                  Patch(x: 0.10, y: 0.42, radius: 0.50, strength: 0.70, color: ModeColor(0.36, 0.84, 0.80)),
                  Patch(x: 0.70, y: 0.72, radius: 0.55, strength: 0.55, color: ModeColor(0.48, 0.50, 0.96))])
    /// The dark Home Screen's wallpaper: night blue, violet, plum.
    public static let dark = Wallpaper(
        stops: [ModeColor(0.05, 0.07, 0.20), ModeColor(0.18, 0.10, 0.30), ModeColor(0.32, 0.12, 0.22)],
        patches: [Patch(x: 0.85, y: 0.12, radius: 0.45, strength: 0.70, color: ModeColor(0.62, 0.18, 0.38)),
                  Patch(x: 0.10, y: 0.42, radius: 0.50, strength: 0.70, color: ModeColor(0.05, 0.36, 0.42)),
                  Patch(x: 0.70, y: 0.72, radius: 0.55, strength: 0.55, color: ModeColor(0.22, 0.16, 0.55))])

    /// The wallpaper's colour at point (x, y) of a `width`×`height` screen (points).
    public func color(x: Double, y: Double, width: Double, height: Double) -> ModeColor {
        let t = min(max((x * width + y * height) / (width * width + height * height), 0), 1)
        let segments = Double(stops.count - 1)
        let k = min(Int(t * segments), stops.count - 2)
        var c = ModeColor.mix(stops[k], stops[k + 1], t * segments - Double(k))
        for p in patches {
            let dx = (x / width - p.x) / p.radius, dy = (y / height - p.y) * (height / width) / p.radius
            c = ModeColor.mix(c, p.color, p.strength * exp(-(dx * dx + dy * dy)))
        }
        return c
    }

    /// The wallpaper sampled on a grid: `columns`×`rows` pixels, pixel (i, j) showing the point
    /// (x + (i + ½)·step, y + (j + ½)·step) of the screen. Opaque.
    public func image(x: Double, y: Double, step: Double, columns: Int, rows: Int, width: Double, height: Double) throws(RGBAImageError) -> RGBAImage {
        var bytes = [UInt8](repeating: 255, count: max(0, columns * rows * 4))
        for j in 0..<rows {
            for i in 0..<columns {
                let c = color(x: x + (Double(i) + 0.5) * step, y: y + (Double(j) + 0.5) * step, width: width, height: height).bytes
                let o = 4 * (j * columns + i)
                bytes[o] = c.0; bytes[o + 1] = c.1; bytes[o + 2] = c.2
            }
        }
        return try RGBAImage(width: columns, height: rows, rgba: bytes)
    }

    /// The blurred wallpaper behind a widget (C.4.5's blur(W, radius)): the screen's region
    /// (x, y, w, h) in points, blurred with a Gaussian of standard deviation `radius` points, as
    /// `pixelWidth`×`pixelHeight` pixels covering the region. The blur is computed on a grid of
    /// `step` points with a margin of three standard deviations (so the edges see the wallpaper
    /// around the widget, as glass does) and sampled bilinearly: a blurred image has no detail
    /// finer than the grid.
    public func blurredRegion(x: Double, y: Double, w: Double, h: Double, screenWidth: Double, screenHeight: Double,
                              radius: Double, step: Double, pixelWidth: Int, pixelHeight: Int) throws(RGBAImageError) -> RGBAImage {
        let margin = (3 * radius / step).rounded(.up) * step
        let x0 = x - margin, y0 = y - margin
        let columns = Int(((w + 2 * margin) / step).rounded(.up)) + 1, rows = Int(((h + 2 * margin) / step).rounded(.up)) + 1
        let grid = try image(x: x0, y: y0, step: step, columns: columns, rows: rows, width: screenWidth, height: screenHeight)
        let blurred = GaussianBlur.blurred(grid, sigma: radius / step)
        var out = [UInt8](repeating: 255, count: pixelWidth * pixelHeight * 4)
        for py in 0..<pixelHeight {
            // The grid coordinate of the pixel's centre (pixel centres of the grid at i + ½).
            let gy = (y + (Double(py) + 0.5) / Double(pixelHeight) * h - y0) / step - 0.5
            let j0 = min(max(Int(gy.rounded(.down)), 0), rows - 2), fy = min(max(gy - Double(j0), 0), 1)
            for px in 0..<pixelWidth {
                let gx = (x + (Double(px) + 0.5) / Double(pixelWidth) * w - x0) / step - 0.5
                let i0 = min(max(Int(gx.rounded(.down)), 0), columns - 2), fx = min(max(gx - Double(i0), 0), 1)
                let o = 4 * (py * pixelWidth + px)
                for ch in 0..<3 {
                    func v(_ i: Int, _ j: Int) -> Double { Double(blurred[(j * columns + i) * 3 + ch]) }
                    let top = v(i0, j0) + (v(i0 + 1, j0) - v(i0, j0)) * fx
                    let bottom = v(i0, j0 + 1) + (v(i0 + 1, j0 + 1) - v(i0, j0 + 1)) * fx
                    out[o + ch] = UInt8(min(max((top + (bottom - top) * fy) * 255, 0), 255).rounded())
                }
            }
        }
        return try RGBAImage(width: pixelWidth, height: pixelHeight, rgba: out)
    }
}

/// A Gaussian blur approximated by three successive box blurs, the approximation SVG's
/// `feGaussianBlur` specifies (box size d = ⌊σ·3·√(2π)/4 + ½⌋; here always odd, 2·⌊d/2⌋ + 1,
/// centred), edges extended. Pure, deterministic.
public enum GaussianBlur {
    /// The opaque image's colour channels blurred with standard deviation `sigma` pixels, as
    /// `width·height·3` values in 0...1 (row-major, red, green, blue).
    public static func blurred(_ image: RGBAImage, sigma: Double) -> [Double] {
        let w = image.width, h = image.height
        var values = [Double](repeating: 0, count: w * h * 3)
        for i in 0..<(w * h) { for c in 0..<3 { values[i * 3 + c] = Double(image.rgba[i * 4 + c]) / 255 } }
        blur(&values, width: w, height: h, channels: 3, sigma: sigma, extendEdges: true)
        return values
    }

    /// The box size's half for `sigma` (0: no blur).
    public static func boxRadius(sigma: Double) -> Int {
        guard sigma > 0 else { return 0 }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        return d / 2
    }

    /// How far a blur of `sigma` reaches, in pixels (three boxes of ``boxRadius(sigma:)``).
    public static func reach(sigma: Double) -> Int { 3 * boxRadius(sigma: sigma) + 1 }

    /// Blurs `values` (`width·height·channels`, row-major, channels interleaved) in place with
    /// standard deviation `sigma` pixels. `extendEdges`: pixels beyond the edges repeat the edge
    /// pixel; otherwise they are 0 (transparent, for premultiplied colour and alpha).
    public static func blur(_ values: inout [Double], width w: Int, height h: Int, channels: Int, sigma: Double, extendEdges: Bool) {
        guard sigma > 0, w > 0, h > 0, channels > 0, values.count == w * h * channels else { return }
        let r = boxRadius(sigma: sigma)
        guard r > 0 else { return }
        var scratch = [Double](repeating: 0, count: max(w, h))
        for _ in 0..<3 {
            box(&values, count: w, lines: h, stride: 1, lineStride: w, r, channels, extendEdges, &scratch)
            box(&values, count: h, lines: w, stride: w, lineStride: 1, r, channels, extendEdges, &scratch)
        }
    }

    /// One box pass of radius r along lines of `count` pixels (a running sum per channel).
    private static func box(_ v: inout [Double], count n: Int, lines: Int, stride: Int, lineStride: Int, _ r: Int, _ channels: Int, _ extend: Bool,
                            _ scratch: inout [Double]) {
        let size = Double(2 * r + 1)
        v.withUnsafeMutableBufferPointer { v in
            for line in 0..<lines {
                let base = line * lineStride
                for c in 0..<channels {
                    func at(_ k: Int) -> Double {
                        if !extend && (k < 0 || k >= n) { return 0 }
                        return v[(base + min(max(k, 0), n - 1) * stride) * channels + c]
                    }
                    var sum = 0.0
                    for k in -r...r { sum += at(k) }
                    for k in 0..<n {
                        scratch[k] = sum / size
                        sum += at(k + r + 1) - at(k - r)
                    }
                    for k in 0..<n { v[(base + k * stride) * channels + c] = scratch[k] }
                }
            }
        }
    }
}
