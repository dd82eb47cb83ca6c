import Pixels

/// Compresses the PNG scanline stream (filter byte 0 + pixels per row) of a 32-bit-per-pixel
/// source with an image-specialised LZ77: at each pixel it prefers a copy of the pixels above
/// (distance = row bytes + 1, spanning the filter byte into the next rows), or a longer run of
/// the previous pixel (distance = bytes per pixel), or else literals. Equality is decided on
/// SOURCE words, so only literal pixels are ever converted.
///
/// The zlib Adler-32 of the (never materialised) stream is built from per-row sums; a row equal
/// to the previous one reuses that row's sums, so repeated rows cost one row compare.
enum ImageDeflater {
    struct Source {
        var base: UnsafeRawPointer
        var width: Int
        var height: Int
        var rowStride: Int
    }

    /// Straight RGBA bytes in, colour type 6 out (output bytes are the source bytes).
    @inline(never)
    static func rgbaToRGBA(_ s: Source, _ out: inout ByteBuffer) -> UInt32? {
        deflate(s, bytesPerPixel: 4, premultiplied: false, &out)
    }

    /// Straight RGBA bytes in, colour type 2 out; nil if a pixel is not opaque.
    @inline(never)
    static func rgbaToRGB(_ s: Source, _ out: inout ByteBuffer) -> UInt32? {
        deflate(s, bytesPerPixel: 3, premultiplied: false, &out)
    }

    /// Cairo ARGB32 in, colour type 6 out.
    @inline(never)
    static func premultipliedToRGBA(_ s: Source, _ out: inout ByteBuffer) -> UInt32? {
        deflate(s, bytesPerPixel: 4, premultiplied: true, &out)
    }

    /// Cairo ARGB32 in, colour type 2 out; nil if a pixel is not opaque.
    @inline(never)
    static func premultipliedToRGB(_ s: Source, _ out: inout ByteBuffer) -> UInt32? {
        deflate(s, bytesPerPixel: 3, premultiplied: true, &out)
    }

    /// Appends raw deflate data to `out` and returns the Adler-32 of the uncompressed stream,
    /// or nil (leaving `out` in an unspecified state) when `bytesPerPixel == 3` and a literal
    /// pixel is not opaque. Every pixel is either a literal or equal to an earlier pixel, so
    /// checking literals checks the whole image.
    @inline(__always)
    static func deflate(_ s: Source, bytesPerPixel bpp: Int, premultiplied: Bool, _ out: inout ByteBuffer) -> UInt32? {
        let width = s.width
        let rowBytes = width * bpp
        let upDistance = rowBytes + 1
        let allowUp = upDistance <= 32768
        let upSymbol = allowUp ? DeflateTables.distanceSymbol(upDistance) : 0
        let runSymbol = DeflateTables.distanceSymbol(bpp)
        // Diagonal copies (up-right, up-left) catch 45° gradients and slanted edges.
        let allowDiagonal = upDistance + bpp <= 32768
        let upRightSymbol = allowDiagonal ? DeflateTables.distanceSymbol(upDistance - bpp) : 0
        let upLeftSymbol = allowDiagonal ? DeflateTables.distanceSymbol(upDistance + bpp) : 0
        // Output bytes equal source bytes: nothing to materialise for the checksum.
        let direct = !premultiplied && bpp == 4
        var previousRow = UnsafeMutableRawPointer.allocate(byteCount: rowBytes + 8, alignment: 16)
        var currentRow = UnsafeMutableRawPointer.allocate(byteCount: rowBytes + 8, alignment: 16)
        let reciprocals = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
        Unpremultiply.reciprocals.withUnsafeBufferPointer { table in for i in 0..<256 { (reciprocals + i).initialize(to: table[i]) } }
        var writer = DeflateWriter(output: out)
        defer {
            previousRow.deallocate()
            currentRow.deallocate()
            reciprocals.deallocate()
            writer.deallocate()
        }

        var adler = Adler32()
        var rowSums = Adler32(a: 0, b: 0)
        var upRun = 0  // pending bytes of the copy from above

        @inline(__always)
        func flushUp(_ writer: inout DeflateWriter) {
            if upRun >= 3 {
                writer.match(length: upRun, distance: upDistance, distanceSymbol: upSymbol)
            } else if upRun > 0 {
                writer.literal(0)  // only a filter byte can be pending alone
            }
            upRun = 0
        }

        for y in 0..<s.height {
            let src = s.base + y * s.rowStride
            let above = src - s.rowStride
            let useUp = allowUp && y > 0
            var firstEqual = 0
            if useUp {
                upRun += 1
                firstEqual = PixelScan.countEqual(src, above, from: 0, end: width)
                if firstEqual == width {  // the whole row repeats the previous one
                    // (Re-coding its long runs at distance bpp instead would save ~7 % but makes
                    // zlib's inflate ~25 % slower: short-distance copies stall on store forwarding.)
                    upRun += rowBytes
                    adler.appendZeros(1)
                    adler.append(sums: rowSums, count: rowBytes)
                    continue
                }
            } else {
                flushUp(&writer)
                writer.literal(0)
            }
            var x = 0
            while x < width {
                var run = 0
                let equal = useUp ? (x == 0 ? firstEqual : PixelScan.countEqual(src, above, from: x, end: width)) : 0
                if equal > 0 {
                    if x > 0 && x + equal < width { run = PixelScan.countRun(src, from: x, end: width) }
                    if run <= equal {
                        upRun += equal * bpp
                        if !direct {
                            (currentRow + x * bpp).copyMemory(from: previousRow + x * bpp, byteCount: equal * bpp)
                        }
                        x += equal
                        continue
                    }
                } else if x > 0 {
                    run = PixelScan.countRun(src, from: x, end: width)
                }
                flushUp(&writer)
                if run > 0 {
                    writer.match(length: run * bpp, distance: bpp, distanceSymbol: runSymbol)
                    if !direct {
                        let q = currentRow.loadUnaligned(fromByteOffset: (x - 1) * bpp, as: UInt32.self)
                        var o = x * bpp
                        for _ in 0..<run {
                            currentRow.storeBytes(of: q, toByteOffset: o, as: UInt32.self)
                            o += bpp
                        }
                    }
                    x += run
                    continue
                }
                if useUp && allowDiagonal {
                    let right = PixelScan.countEqual(src, above + 4, from: x, end: width - 1)
                    let left = x > 0 ? PixelScan.countEqual(src, above - 4, from: x, end: width) : 0
                    if right > 0 || left > 0 {
                        let n = max(right, left)
                        let shift = right >= left ? bpp : -bpp
                        writer.match(length: n * bpp, distance: upDistance - shift,
                                     distanceSymbol: right >= left ? upRightSymbol : upLeftSymbol)
                        if !direct {
                            (currentRow + x * bpp).copyMemory(from: previousRow + x * bpp + shift, byteCount: n * bpp)
                        }
                        x += n
                        continue
                    }
                }
                let p = src.loadUnaligned(fromByteOffset: x << 2, as: UInt32.self)
                let q = premultiplied ? Unpremultiply.straight(p, reciprocals: reciprocals) : UInt32(littleEndian: p)
                if bpp == 3 && q >> 24 != 255 {
                    out = writer.bits.bytes
                    return nil
                }
                if !direct { currentRow.storeBytes(of: q.littleEndian, toByteOffset: x * bpp, as: UInt32.self) }
                writer.literalPixel(q, bytes: bpp)
                x += 1
            }
            rowSums = Adler32.sums(direct ? src : UnsafeRawPointer(currentRow), rowBytes)
            adler.appendZeros(1)
            adler.append(sums: rowSums, count: rowBytes)
            swap(&previousRow, &currentRow)
        }
        flushUp(&writer)
        writer.writeBlock(final: true)
        writer.bits.alignToByte()
        out = writer.bits.bytes
        return adler.value
    }
}
