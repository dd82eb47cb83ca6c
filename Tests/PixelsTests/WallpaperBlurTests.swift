import Testing
@testable import Pixels

/// The clear mode's blur and the Home Screen wallpaper it blurs.
@Suite struct WallpaperBlurTests {
    func image(_ w: Int, _ h: Int, _ f: (Int, Int) -> UInt8) throws -> RGBAImage {
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h { for x in 0..<w { let v = f(x, y); let o = 4 * (y * w + x); bytes[o] = v; bytes[o + 1] = v; bytes[o + 2] = v } }
        return try RGBAImage(width: w, height: h, rgba: bytes)
    }

    @Test func aFlatImageIsItsOwnBlur() throws {
        let flat = try image(30, 20) { _, _ in 128 }
        #expect(GaussianBlur.blurred(flat, sigma: 5).allSatisfy { abs($0 - 128.0 / 255) < 1e-9 })
    }

    @Test func aPointSpreadsSymmetricallyAndKeepsItsEnergy() throws {
        let dot = try image(41, 41) { x, y in x == 20 && y == 20 ? 255 : 0 }
        let b = GaussianBlur.blurred(dot, sigma: 3)
        func at(_ x: Int, _ y: Int) -> Double { b[(y * 41 + x) * 3] }
        let total = stride(from: 0, to: b.count, by: 3).map { b[$0] }.reduce(0, +)
        #expect(abs(total - 1) < 1e-9, "the blur keeps the sum")
        #expect(at(20, 20) < 0.05 && at(20, 20) > at(23, 20) && at(23, 20) > at(26, 20), "falls off from the centre")
        #expect(abs(at(17, 20) - at(23, 20)) < 1e-12 && abs(at(20, 17) - at(20, 23)) < 1e-12, "symmetric")
        // The three boxes (size 7 for σ = 3) reach 9 pixels from the centre, not 10.
        #expect(at(29, 20) > 1e-6 && abs(at(30, 20)) < 1e-12)
    }

    @Test func theWallpaperVariesAndTheBlurredRegionFollowsIt() throws {
        let w = 430.0, h = 932.0
        let a = Wallpaper.light.color(x: 10, y: 10, width: w, height: h), b = Wallpaper.light.color(x: 420, y: 900, width: w, height: h)
        #expect(abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 0.2)
        let region = try Wallpaper.dark.blurredRegion(x: 33, y: 70, w: 170, h: 170, screenWidth: w, screenHeight: h,
                                                      radius: 20, step: 2, pixelWidth: 170, pixelHeight: 170)
        #expect(region.width == 170 && region.height == 170)
        // Blurred, the region stays close to the wallpaper it blurs (a smooth wallpaper) and is deterministic.
        let centre = Wallpaper.dark.color(x: 33 + 85, y: 70 + 85, width: w, height: h)
        let i = 4 * (85 * 170 + 85)
        #expect(abs(Double(region.rgba[i]) / 255 - centre.r) < 0.05)
        #expect(region == (try Wallpaper.dark.blurredRegion(x: 33, y: 70, w: 170, h: 170, screenWidth: w, screenHeight: h,
                                                             radius: 20, step: 2, pixelWidth: 170, pixelHeight: 170)))
    }
}
