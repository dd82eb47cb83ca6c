// Word-level shortcuts: equality scans and the grey background of unchanged pixels.

extension PixelMatch {
    /// Whether two byte arrays hold the same bytes, compared 32 bytes at a time.
    static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                guard let p1 = pa.baseAddress, let p2 = pb.baseAddress else { return true }
                var offset = skipEqualChunks(p1, p2, from: 0, count: pa.count)
                while offset < pa.count {
                    if p1.load(fromByteOffset: offset, as: UInt8.self) != p2.load(fromByteOffset: offset, as: UInt8.self) { return false }
                    offset += 1
                }
                return true
            }
        }
    }

    /// Skips 32-byte chunks that are equal in both buffers, starting at byte `start`; returns the
    /// offset of the first chunk that differs, or of the tail shorter than 32 bytes.
    @inline(__always)
    static func skipEqualChunks(_ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        var offset = start
        while offset &+ 32 <= count {
            let d0 = p1.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ p2.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let d1 = p1.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self) ^ p2.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
            let d2 = p1.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self) ^ p2.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self)
            let d3 = p1.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self) ^ p2.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self)
            if (d0 | d1 | d2 | d3) != 0 { return offset }
            offset &+= 32
        }
        return offset
    }

    /// A fully transparent image of the same size (pixelmatch leaves a zeroed output untouched in mask mode).
    static func blankImage(like image: RGBAImage) -> RGBAImage {
        RGBAImage(uncheckedWidth: image.width, height: image.height, rgba: [UInt8](repeating: 0, count: image.rgba.count))
    }

    /// Every pixel of `image` painted as pixelmatch's faded grey background.
    static func grayImage(of image: RGBAImage, alpha: Double) -> RGBAImage {
        var output = [UInt8](repeating: 255, count: image.rgba.count)
        image.rgba.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { target in
                guard let src = source.baseAddress, let dst = target.baseAddress else { return }
                var painter = GrayPainter(alpha: alpha)
                var offset = 0
                while offset < source.count {
                    painter.paint(src, dst, at: offset)
                    offset += 4
                }
            }
        }
        return RGBAImage(uncheckedWidth: image.width, height: image.height, rgba: output)
    }
}

/// Paints grey background pixels, remembering the last input pixel so that runs of one colour
/// (most of a UI screenshot) cost one comparison each.
struct GrayPainter {
    let alpha: Double
    private var lastWord: UInt32 = 0
    private var lastValue: UInt8
    
    init(alpha: Double) {
        self.alpha = alpha
        // Seed the cache with the value for transparent black (word 0).
        self.lastValue = javaScriptUInt8(255 + (0 - 255) * alpha * 0 / 255)
    }

    @inline(__always)
    mutating func paint(_ source: UnsafeRawPointer, _ output: UnsafeMutableRawPointer, at offset: Int) {
        let word = source.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        if word != lastWord {
            lastWord = word
            lastValue = grayValue(source + offset, alpha: alpha)
        }
        output.storeBytes(of: lastValue, toByteOffset: offset, as: UInt8.self)
        output.storeBytes(of: lastValue, toByteOffset: offset + 1, as: UInt8.self)
        output.storeBytes(of: lastValue, toByteOffset: offset + 2, as: UInt8.self)
        output.storeBytes(of: 255, toByteOffset: offset + 3, as: UInt8.self)
    }
}
