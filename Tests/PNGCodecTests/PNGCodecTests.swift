import Foundation
@testable import PNGCodec
import Pixels
import Testing

/// A small image with a gradient, flat areas and (optionally) varying alpha.
private func sampleImage(width: Int = 23, height: Int = 17, alpha: Bool) throws -> RGBAImage {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let flat = x < width / 2
            bytes += [
                flat ? 30 : UInt8((x * 11) % 256),
                flat ? 144 : UInt8((y * 15) % 256),
                UInt8((x * y) % 256),
                alpha ? UInt8((x * 7 + y * 3) % 256) : 255,
            ]
        }
    }
    return try RGBAImage(width: width, height: height, rgba: bytes)
}

/// The chunk types of a PNG file, in order.
private func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
        offset += 12 + length
    }
    return types
}

/// The files `FastPNGEncoder` writes, checked by decoding them with libpng.
@Suite("PNG encoding")
struct PNGEncodingTests {
    @Test("round trip through libpng", arguments: [false, true])
    func roundTrip(_ withAlpha: Bool) throws {
        let image = try sampleImage(alpha: withAlpha)
        let png = try FastPNGEncoder().encode(image)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try PNGDecoder(verifiesAdler32: true).decode(png) == image)
        // Opaque images are stored as RGB (colour type 2), others as RGBA (6).
        #expect(png[25] == (withAlpha ? 6 : 2))
    }

    @Test("deterministic: same pixels, same bytes, no ancillary chunks")
    func deterministic() throws {
        let image = try sampleImage(width: 64, height: 40, alpha: true)
        let first = try FastPNGEncoder().encode(image)
        let second = try FastPNGEncoder().encode(image)
        #expect(first == second)
        let copy = try RGBAImage(width: image.width, height: image.height, rgba: Array(image.rgba))
        #expect(try FastPNGEncoder().encode(copy) == first)
        #expect(chunkTypes(first) == ["IHDR", "IDAT", "IEND"])
    }

    @Test("one-pixel images")
    func onePixel() throws {
        for rgba: [UInt8] in [[9, 8, 7, 6], [9, 8, 7, 255], [0, 0, 0, 0]] {
            let image = try RGBAImage(width: 1, height: 1, rgba: rgba)
            #expect(try PNGDecoder(verifiesAdler32: true).decode(FastPNGEncoder().encode(image)) == image)
        }
    }

    @Test("invalid input is rejected with typed errors")
    func invalidInput() throws {
        #expect(throws: PNGError.self) { try FastPNGEncoder().encode(RGBAImage(width: 0, height: 3, rgba: [])) }
        #expect(throws: RGBAImageError.byteCountMismatch(width: 1, height: 1, expected: 4, actual: 3)) {
            try RGBAImage(width: 1, height: 1, rgba: [1, 2, 3])
        }
    }
}

@Suite("PNG decoding")
struct PNGDecoderTests {
    struct Expected: Decodable {
        var width: Int
        var height: Int
        var rgba: [UInt8]
    }

    static let fixtureNames = [
        "palette4_trns.png", "gray1.png", "gray2.png", "gray8_trns.png", "gray_alpha8.png",
        "gray16.png", "rgb16.png", "rgba16.png", "rgb8_trns.png", "rgb8_interlaced.png", "rgba8_interlaced.png",
    ]

    @Test("palette, grey, 16-bit and interlaced files decode to RGBA8", arguments: fixtureNames)
    func fixture(_ name: String) throws {
        let expectations = try JSONDecoder().decode([String: Expected].self, from: Data(Fixtures.data("png/expected.json")))
        let expected = try #require(expectations[name])
        let image = try PNGDecoder().decode(Fixtures.data("png/" + name))
        #expect(image.width == expected.width)
        #expect(image.height == expected.height)
        #expect(image.rgba == expected.rgba)
    }

    @Test("empty data")
    func empty() {
        #expect(throws: PNGError.empty) { try PNGDecoder().decode([]) }
    }

    @Test("not a PNG")
    func notPNG() {
        #expect(throws: PNGError.notPNG) { try PNGDecoder().decode(Array("hello, world".utf8)) }
        #expect(throws: PNGError.notPNG) { try PNGDecoder().decode([0xFF, 0xD8, 0xFF, 0xE0]) }
    }

    @Test("truncated data at every length is a typed error")
    func truncated() throws {
        let png = try FastPNGEncoder().encode(sampleImage(alpha: true))
        for length in 1..<png.count {
            #expect(throws: PNGError.truncated) { try PNGDecoder().decode(Array(png.prefix(length))) }
        }
    }

    @Test("corrupt data is a libpng error with a message")
    func corrupt() throws {
        var png = try FastPNGEncoder().encode(sampleImage(alpha: true))
        png[45] ^= 0xFF  // inside the IDAT data: CRC mismatch
        do {
            _ = try PNGDecoder().decode(png)
            Issue.record("corrupt data decoded")
        } catch {
            guard case let .libpng(message) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(!message.isEmpty)
        }

        var zeroWidth = try FastPNGEncoder().encode(sampleImage(alpha: true))
        zeroWidth.replaceSubrange(16..<20, with: [0, 0, 0, 0])
        #expect(throws: PNGError.self) { try PNGDecoder().decode(zeroWidth) }
    }

    @Test("checksum verification can be turned off")
    func checksums() throws {
        let image = try sampleImage(alpha: true)
        var png = try FastPNGEncoder().encode(image)
        #expect(chunkTypes(png) == ["IHDR", "IDAT", "IEND"])
        png[png.count - 13] ^= 0x5A  // last byte of the IDAT CRC
        #expect(throws: PNGError.self) { try PNGDecoder().decode(png) }
        #expect(try PNGDecoder(verifiesChecksums: false).decode(png) == image)
    }

    /// A wrong Adler-32 (with the IDAT CRC made to match, so only zlib's checksum is wrong) is
    /// ignored by default, where the chunk CRCs guard the data, and refused when asked for.
    @Test("zlib's Adler-32 is checked only on request")
    func adler32() throws {
        let image = try sampleImage(alpha: true)
        var png = try FastPNGEncoder().encode(image)
        #expect(chunkTypes(png) == ["IHDR", "IDAT", "IEND"])
        let idatLength = Int(png[33]) << 24 | Int(png[34]) << 16 | Int(png[35]) << 8 | Int(png[36])
        let dataEnd = 41 + idatLength  // after the IDAT's data: its CRC
        png[dataEnd - 1] ^= 0x01       // last byte of the zlib stream: the Adler-32
        let crc = png.withUnsafeBytes { ZlibCRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[37..<dataEnd])) }
        png.replaceSubrange(dataEnd..<(dataEnd + 4), with: [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)])
        #expect(try PNGDecoder().decode(png) == image)
        #expect(throws: PNGError.self) { try PNGDecoder(verifiesAdler32: true).decode(png) }
    }

    @Test("images above the pixel limit are refused")
    func limit() throws {
        let png = try FastPNGEncoder().encode(sampleImage(alpha: false))
        #expect(throws: PNGError.tooLarge(width: 23, height: 17)) {
            try PNGDecoder(maximumPixelCount: 100).decode(png)
        }
    }
}

@Suite("PNG files")
struct PNGFileTests {
    private func scratchFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pngfile-\(UInt64.random(in: 0...UInt64.max))").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("errors name the failing operation")
    func errors() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: PNGError.self) { try PNGFile.read(path: folder + "/missing.png") }
        do {
            _ = try PNGFile.read(path: folder + "/missing.png")
        } catch {
            guard case let .file(_, operation, code) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(operation == "open")
            #expect(code == ENOENT)
        }
    }
}
