import Foundation
import PNGCodec

/// Writes the same pixels as other PNG files: stored (uncompressed) deflate blocks, a chosen
/// filter for every row, the image data split into several chunks, an extra text chunk. A PNG
/// written this way differs byte for byte from the encoder's but decodes to the same image, which
/// is what the regression corpus's invisible edits of goldens need.
enum CIFitPNGRewriter {
    enum Filter: UInt8 { case none = 0, sub = 1, up = 2 }

    /// The PNG bytes of `image` (straight RGBA, 8 bits per channel).
    static func encode(_ image: RGBAImage, filter: Filter, idatChunkSize: Int = 1 << 30, text: String? = nil) -> [UInt8] {
        let stride = image.width * 4
        var raw: [UInt8] = []
        raw.reserveCapacity((stride + 1) * image.height)
        for y in 0..<image.height {
            raw.append(filter.rawValue)
            let row = y * stride
            for i in 0..<stride {
                let value = image.rgba[row + i]
                switch filter {
                case .none: raw.append(value)
                case .sub: raw.append(value &- (i >= 4 ? image.rgba[row + i - 4] : 0))
                case .up: raw.append(value &- (y > 0 ? image.rgba[row - stride + i] : 0))
                }
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]
        png += chunk("IHDR", header)
        if let text { png += chunk("tEXt", Array("Comment".utf8) + [0] + Array(text.utf8)) }
        let stream = zlibStored(raw)
        var offset = 0
        while offset < stream.count {
            let end = min(stream.count, offset + idatChunkSize)
            png += chunk("IDAT", Array(stream[offset..<end]))
            offset = end
        }
        return png + chunk("IEND", [])
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65_535, data.count - offset)
            let last: UInt8 = offset + n == data.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[offset..<offset + n]
            offset += n
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + bigEndian(b << 16 | a)
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
}
