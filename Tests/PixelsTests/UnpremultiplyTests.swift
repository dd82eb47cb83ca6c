import Pixels
import Testing

/// The definition both old loops (the renderer's and FastPNG's) implemented, with a plain
/// division: `min((c * 255 + a / 2) / a, 255)`, 0 for a = 0, the colour itself for a = 255.
private func reference(_ c: UInt32, _ a: UInt32) -> UInt32 {
    a == 0 ? 0 : min((c * 255 + a / 2) / a, 255)
}

@Suite struct UnpremultiplyTests {
    @Test func everyAlphaAndChannelValueMatchesTheDivision() {
        Unpremultiply.reciprocals.withUnsafeBufferPointer { table in
            guard let recip = table.baseAddress else {
                Issue.record("no reciprocal table")
                return
            }
            var mismatches = 0
            for a in UInt32(0)...255 {
                for c in UInt32(0)...255 {
                    // c in red, 255 - c in green, c / 2 in blue: each channel position sees every value.
                    let p = a << 24 | c << 16 | (255 - c) << 8 | (c / 2)
                    let q = Unpremultiply.straight(p, reciprocals: recip)
                    let expected = a == 0 ? 0 : reference(c, a) | reference(255 - c, a) << 8 | reference(c / 2, a) << 16 | a << 24
                    if q != expected { mismatches += 1 }
                }
            }
            #expect(mismatches == 0)
            #expect(Unpremultiply.straight(0x00FF_FFFF, reciprocals: recip) == 0)
            #expect(Unpremultiply.straight(0xFF11_2233, reciprocals: recip) == 0xFF33_2211)
            // Half-transparent white: 128 · 255 + 64 over 128 is 255.5 → 255.
            #expect(Unpremultiply.straight(0x8080_8080, reciprocals: recip) == 0x80FF_FFFF)
        }
    }

    @Test func convertsRowsWithAStride() throws {
        // 3×2 pixels, rows 16 bytes apart (4 bytes of padding that must be ignored).
        let words: [UInt32] = [0xFF10_2030, 0x0000_0000, 0x8040_2010, 0xDEAD_BEEF,
                               0x0102_0304, 0x4040_4040, 0xFF00_00FF, 0xDEAD_BEEF]
        let image = try words.withUnsafeBytes { raw in
            try Unpremultiply.image(fromARGB32: raw.baseAddress!, width: 3, height: 2, rowStride: 16)
        }
        #expect(image.width == 3 && image.height == 2)
        #expect(image.rgba == [0x10, 0x20, 0x30, 0xFF, 0, 0, 0, 0,
                               UInt8(reference(0x40, 0x80)), UInt8(reference(0x20, 0x80)), UInt8(reference(0x10, 0x80)), 0x80,
                               255, 255, 255, 1,  // colour above alpha clamps to 255
                               255, 255, 255, 0x40,
                               0, 0, 0xFF, 0xFF])
    }

    @Test func refusesUnusableSizes() {
        let words: [UInt32] = [0, 0]
        words.withUnsafeBytes { raw in
            #expect(throws: RGBAImageError.rowStrideTooShort(width: 2, rowStride: 4)) {
                try Unpremultiply.image(fromARGB32: raw.baseAddress!, width: 2, height: 1, rowStride: 4)
            }
            #expect(throws: RGBAImageError.negativeDimensions(width: -1, height: 1)) {
                try Unpremultiply.image(fromARGB32: raw.baseAddress!, width: -1, height: 1, rowStride: 8)
            }
        }
    }
}
