import Pixels
import Testing

@Suite struct RGBAImageTests {
    @Test func validatesTheByteCount() throws {
        let image = try RGBAImage(width: 2, height: 1, rgba: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(image.width == 2 && image.height == 1 && image.pixelCount == 2)
        #expect(throws: RGBAImageError.byteCountMismatch(width: 2, height: 2, expected: 16, actual: 3)) {
            try RGBAImage(width: 2, height: 2, rgba: [1, 2, 3])
        }
        #expect(throws: RGBAImageError.byteCountMismatch(width: 1, height: 1, expected: 4, actual: 8)) {
            try RGBAImage(width: 1, height: 1, rgba: [1, 2, 3, 4, 5, 6, 7, 8])
        }
        #expect(throws: RGBAImageError.negativeDimensions(width: -1, height: 2)) {
            try RGBAImage(width: -1, height: 2, rgba: [])
        }
        #expect(throws: RGBAImageError.sizeOverflow(width: Int.max, height: 2)) {
            try RGBAImage(width: Int.max, height: 2, rgba: [])
        }
        #expect(throws: RGBAImageError.sizeOverflow(width: 1 << 31, height: 1 << 31)) {
            try RGBAImage(width: 1 << 31, height: 1 << 31, rgba: [])
        }
        // An empty image is valid.
        #expect(try RGBAImage(width: 0, height: 5, rgba: []).pixelCount == 0)
    }

    @Test func errorsDescribeTheProblem() {
        #expect(RGBAImageError.byteCountMismatch(width: 1, height: 1, expected: 4, actual: 3).description
            == "3 bytes do not make a 1×1 RGBA image (4 bytes)")
        #expect(RGBAImageError.negativeDimensions(width: -1, height: 2).description.contains("-1×2"))
    }

    @Test func fillsWithOneColour() throws {
        let image = try RGBAImage(width: 3, height: 2, red: 10, green: 20, blue: 30, alpha: 40)
        #expect(image.rgba == Array([[UInt8]](repeating: [10, 20, 30, 40], count: 6).joined()))
        #expect(throws: RGBAImageError.negativeDimensions(width: 3, height: -2)) {
            try RGBAImage(width: 3, height: -2, red: 0, green: 0, blue: 0, alpha: 0)
        }
        #expect(try RGBAImage(width: 0, height: 0, red: 1, green: 1, blue: 1, alpha: 1).rgba.isEmpty)
    }

    @Test func readsPixelsInsideOnly() throws {
        let image = try RGBAImage(width: 2, height: 2, rgba: Array(0..<16))
        #expect(image.pixel(x: 1, y: 0)! == (4, 5, 6, 7))
        #expect(image.pixel(x: 0, y: 1)! == (8, 9, 10, 11))
        #expect(image.pixel(x: 2, y: 0) == nil)
        #expect(image.pixel(x: 0, y: -1) == nil)
    }

    @Test func equalPixelsAreEqualImages() throws {
        let a = try RGBAImage(width: 2, height: 1, rgba: [1, 2, 3, 4, 5, 6, 7, 8])
        let b = try RGBAImage(width: 1, height: 2, rgba: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(a == (try RGBAImage(width: 2, height: 1, rgba: [1, 2, 3, 4, 5, 6, 7, 8])))
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }
}
