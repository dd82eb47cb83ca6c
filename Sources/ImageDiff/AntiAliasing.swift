// Anti-aliasing detection after V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope
// Detector", Elektronika ir Elektrotechnika, 2009, as adapted by pixelmatch 7.1: a pixel is
// anti-aliasing when its 3×3 neighbourhood holds both a darker and a brighter pixel, has at
// most two neighbours equal to it, and the darkest or the brightest neighbour sits inside a flat
// area (3+ identical neighbours) in both images.

/// The geometry shared by the detector's helpers.
struct PixelGrid {
    let width: Int
    let height: Int

    /// The word (4 bytes, RGBA) at pixel index `index`.
    @inline(__always)
    func word(_ image: UnsafeRawPointer, _ index: Int) -> UInt32 {
        image.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
    }

    /// Whether the pixel at `(x, y)` in `image` is likely anti-aliasing, judged with `other`, the
    /// second image, for the flat-area test. The neighbour order (columns outer, rows inner) and
    /// strict comparisons pick the same darkest and brightest neighbours as the reference.
    func isAntiAliased(_ image: UnsafeRawPointer, x x1: Int, y y1: Int, other: UnsafeRawPointer) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let center = (y1 * width + x1) * 4
        let centerWord = image.loadUnaligned(fromByteOffset: center, as: UInt32.self)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0
        var brightest = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let neighbour = (y * width + x) * 4
                // Equal words need no arithmetic: their delta is 0.
                let delta = image.loadUnaligned(fromByteOffset: neighbour, as: UInt32.self) == centerWord
                    ? 0 : brightnessDelta(image + center, image + neighbour, backgroundOffset: center)
                if delta == 0 {
                    zeroes += 1
                    // More than two equal siblings: definitely not anti-aliasing.
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    minX = x
                    minY = y
                } else if delta > brightest {
                    brightest = delta
                    maxX = x
                    maxY = y
                }
            }
        }

        // Anti-aliasing needs both a darker and a brighter neighbour.
        if darkest == 0 || brightest == 0 { return false }

        return (hasManySiblings(image, x: minX, y: minY) && hasManySiblings(other, x: minX, y: minY))
            || (hasManySiblings(image, x: maxX, y: maxY) && hasManySiblings(other, x: maxX, y: maxY))
    }

    /// Whether the pixel at `(x, y)` has 3 or more identical neighbours (image edges count as one).
    func hasManySiblings(_ image: UnsafeRawPointer, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let value = word(image, y1 * width + x1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0

        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if word(image, y * width + x) == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
