import Foundation
@testable import PNGCodec
import Pixels
import Testing

/// PNG files edited by hand: a header that lies about the size, extra chunks.
private enum Forged {
    static func chunk(_ type: String, _ data: [UInt8], length: UInt32? = nil) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBytes { ZlibCRC32.checksum($0) }
        return be32(length ?? UInt32(data.count)) + body + be32(crc)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// The chunks of a real 2×2 PNG: signature, IHDR, the rest.
    static func parts() throws -> (signature: [UInt8], ihdr: [UInt8], rest: [UInt8]) {
        let png = try FastPNGEncoder().encode(try RGBAImage(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16)))
        return (Array(png[0..<8]), Array(png[16..<29]), Array(png[33...]))
    }

    /// The 2×2 PNG with its header claiming `width` × `height` (and a correct CRC).
    static func claiming(_ width: UInt32, _ height: UInt32) throws -> [UInt8] {
        let p = try parts()
        let ihdr = be32(width) + be32(height) + Array(p.ihdr[8...])
        return p.signature + chunk("IHDR", ihdr) + p.rest
    }

    /// The 2×2 PNG with `extra` inserted after its header.
    static func inserting(_ extra: [UInt8]) throws -> [UInt8] {
        let p = try parts()
        return p.signature + chunk("IHDR", p.ihdr) + extra + p.rest
    }
}

@Suite("PNG limits")
struct PNGLimitTests {
    @Test("a header claiming more pixels than the limit is refused before decoding",
          arguments: [(16_384, 16_384), (20_000, 20_000), (20_000, 1), (4097, 4097)])
    func lyingHeader(_ size: (Int, Int)) throws {
        let png = try Forged.claiming(UInt32(size.0), UInt32(size.1))
        #expect(throws: PNGError.tooLarge(width: size.0, height: size.1)) { try PNGDecoder().decode(png) }
    }

    @Test("a header claiming more pixel data than the file's bytes can inflate to is truncated")
    func inflationBound() throws {
        // 4000 × 4000 fits the pixel limit, but 64 MB of rows cannot come out of ~90 bytes.
        let png = try Forged.claiming(4000, 4000)
        #expect(png.count < 200)
        #expect(throws: PNGError.truncated) { try PNGDecoder().decode(png) }
    }

    @Test("text chunks are skipped: a zTXt claiming 2 GB is never read into memory")
    func ancillaryChunksSkipped() throws {
        let image = try RGBAImage(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16))
        // A well-formed tEXt, iTXt and a corrupt zTXt: the pixels decode as if they were absent.
        let text = Forged.chunk("tEXt", Array("Comment\u{0}hello".utf8))
        let broken = Forged.chunk("zTXt", Array("Comment\u{0}\u{0}".utf8) + [0x78, 0x9C, 0xFF, 0xFF, 0xFF])
        #expect(try PNGDecoder().decode(try Forged.inserting(text + broken)) == image)
        // A zTXt whose length field claims 2 GB: skipping it runs into the end of the data.
        let claim = Forged.be32(0x7FFF_FFF0) + Array("zTXt".utf8) + [UInt8](repeating: 0, count: 40)
        let p = try Forged.parts()
        let png = p.signature + Forged.chunk("IHDR", p.ihdr) + claim
        #expect(png.count < 120)
        #expect(throws: PNGError.truncated) { try PNGDecoder().decode(png) }
    }

    @Test("the pixel limit is 2²⁴ and sides 16,384")
    func documentedLimits() {
        #expect(PNGLimits.maximumPixelCount == 16_777_216)
        #expect(PNGLimits.maximumSide == 16_384)
        #expect(PNGLimits.maximumFileBytes == 64 << 20)
        #expect(PNGDecoder().maximumPixelCount == PNGLimits.maximumPixelCount)
    }
}

@Suite("PNG files: special files and sizes")
struct PNGFileLimitTests {
    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pnglimits-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("devices are refused without reading them")
    func devices() {
        #expect(throws: PNGError.notRegularFile(path: "/dev/zero")) { try PNGFile.readBytes(path: "/dev/zero") }
        #expect(throws: PNGError.notRegularFile(path: "/dev/null")) { try PNGFile.readBytes(path: "/dev/null") }
    }

    @Test("a FIFO is refused at once, with no writer")
    func fifo() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/pipe.png"
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: PNGError.notRegularFile(path: path)) { try PNGFile.readBytes(path: path) }
        #expect(throws: PNGError.notRegularFile(path: folder)) { try PNGFile.readBytes(path: folder) }
    }

    @Test("files above the size limit are refused; a prefix reads only the start")
    func sizeLimit() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big.bin"
        try Data(repeating: 7, count: 1000).write(to: URL(fileURLWithPath: path))
        #expect(throws: PNGError.fileTooLarge(path: path, limit: 999)) { try PNGFile.readBytes(path: path, maximumSize: 999) }
        #expect(try PNGFile.readBytes(path: path, maximumSize: 1000).count == 1000)
        #expect(try PNGFile.readBytes(path: path, prefix: 24) == [UInt8](repeating: 7, count: 24))
    }
}
