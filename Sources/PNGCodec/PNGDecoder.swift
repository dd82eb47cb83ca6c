import CPNG
#if os(Linux) && canImport(Glibc)
import Glibc
#endif

/// Decodes PNG data of any colour type, bit depth and interlacing to 8-bit RGBA with straight alpha.
///
/// Palette images expand through their palette (and `tRNS` alpha), grey images become RGB,
/// images without alpha get an opaque alpha channel, 16-bit samples are scaled to 8 bits with
/// rounding, and no gamma or colour-space conversion is applied (like pngjs, which pixelmatch uses).
public struct PNGDecoder: Sendable {
    /// Whether the chunk CRCs are verified. Default true; turning it off saves a little time on
    /// trusted input but lets corrupt data through silently.
    public var verifiesChecksums: Bool
    /// Whether zlib's Adler-32 checksum of the decompressed image data is verified too. Default
    /// false: the chunk CRCs already cover every byte of the compressed data, so a damaged file is
    /// still refused, and Adler-32 over every pixel byte was 12 % of a `widgetsnap diff` of two
    /// 510×510 PNGs. (It would only add a check on the encoder that wrote the file.)
    public var verifiesAdler32: Bool
    /// The largest image, in pixels, the decoder accepts. Default ``PNGLimits/maximumPixelCount``
    /// (2²⁴, a 64 MiB RGBA buffer). Sides are limited to ``PNGLimits/maximumSide`` in any case.
    public var maximumPixelCount: Int

    /// Creates a decoder.
    public init(verifiesChecksums: Bool = true, verifiesAdler32: Bool = false, maximumPixelCount: Int = PNGLimits.maximumPixelCount) {
        self.verifiesChecksums = verifiesChecksums
        self.verifiesAdler32 = verifiesAdler32
        self.maximumPixelCount = maximumPixelCount
    }

    /// Decodes a complete PNG file held in memory.
    ///
    /// - Throws: `PNGError.empty`, `.notPNG`, `.truncated`, `.tooLarge`, `.libpng` or `.outOfMemory`.
    public func decode(_ data: [UInt8]) throws(PNGError) -> RGBAImage {
        let result: Result<RGBAImage, PNGError> = data.withUnsafeBytes { bytes in
            Result { () throws(PNGError) in try decode(bytes) }
        }
        return try result.get()
    }

    /// Decodes a complete PNG file held in memory.
    public func decode(_ bytes: UnsafeRawBufferPointer) throws(PNGError) -> RGBAImage {
        var pixels: [UInt8] = []
        let (width, height) = try decode(bytes) { (byteCount: Int, read: (UnsafeMutablePointer<UInt8>) -> Int32) -> Int32 in
            var status = Int32(WSNAP_PNG_OK)
            pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
                guard let target = buffer.baseAddress else {
                    initialized = 0
                    return
                }
                prepareFreshBuffer(target, byteCount)
                status = read(target)
                // On failure the contents are discarded; UInt8 needs no deinitialisation.
                initialized = byteCount
            }
            return status
        }
        return RGBAImage(uncheckedWidth: width, height: height, rgba: pixels)
    }

    /// Decodes a complete PNG file into memory the caller owns: `into` receives the size of the
    /// straight RGBA8 pixels (width × height × 4 bytes, within the limits) and a function that
    /// fills a buffer of that size, returning its status. Returns the image's width and height.
    ///
    /// This lets a caller decode straight into its own buffer (and convert it in place), with no
    /// second copy of the pixels.
    public func decode(_ bytes: UnsafeRawBufferPointer,
                       into: (Int, (UnsafeMutablePointer<UInt8>) -> Int32) -> Int32) throws(PNGError) -> (width: Int, height: Int) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { throw .empty }
        let signature = base.assumingMemoryBound(to: UInt8.self)
        let checked = min(bytes.count, 8)
        guard png_sig_cmp(signature, 0, checked) == 0 else { throw .notPNG }
        guard bytes.count >= 8 else { throw .truncated }

        let reader = UnsafeMutablePointer<wsnap_png_reader>.allocate(capacity: 1)
        reader.initialize(to: wsnap_png_reader())
        defer {
            wsnap_png_reader_destroy(reader)
            reader.deinitialize(count: 1)
            reader.deallocate()
        }

        // libpng's own bound on the sides is far above ours, so that the check below reports .tooLarge.
        try check(wsnap_png_reader_create(reader, signature, bytes.count, verifiesChecksums ? 1 : 0, verifiesChecksums && verifiesAdler32 ? 1 : 0,
                                          png_uint_32(PNGLimits.maximumSide * 64), PNGLimits.maximumChunkBytes), reader)
        try check(wsnap_png_read_header(reader), reader)

        let width = Int(reader.pointee.width)
        let height = Int(reader.pointee.height)
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixelCount <= maximumPixelCount, width <= PNGLimits.maximumSide, height <= PNGLimits.maximumSide else {
            throw .tooLarge(width: width, height: height)
        }
        // The filtered rows the header promises must fit what the compressed bytes can inflate to.
        let bitsPerPixel = reader.pointee.bit_depth * Self.channels(colorType: reader.pointee.color_type)
        let rowBytes = 1 + (width * Int(bitsPerPixel) + 7) / 8
        guard rowBytes * height <= bytes.count * PNGLimits.maximumInflationRatio else { throw .truncated }
        let status = into(width * height * 4) { target in wsnap_png_read_image(reader, target) }
        try check(status, reader)
        return (width, height)
    }

    /// Samples per pixel of a PNG colour type (palette indices count as one).
    private static func channels(colorType: Int32) -> Int32 {
        switch colorType {
        case Int32(PNG_COLOR_TYPE_GRAY), Int32(PNG_COLOR_TYPE_PALETTE): 1
        case Int32(PNG_COLOR_TYPE_GRAY_ALPHA): 2
        case Int32(PNG_COLOR_TYPE_RGB): 3
        default: 4
        }
    }

    /// Turns a shim status code into a typed error.
    private func check(_ status: Int32, _ reader: UnsafeMutablePointer<wsnap_png_reader>) throws(PNGError) {
        switch status {
        case Int32(WSNAP_PNG_OK): return
        case Int32(WSNAP_PNG_TRUNCATED): throw .truncated
        case Int32(WSNAP_PNG_NO_MEMORY): throw .outOfMemory
        default: throw .libpng(message(of: reader))
        }
    }

    private func message(of reader: UnsafeMutablePointer<wsnap_png_reader>) -> String {
        withUnsafeBytes(of: &reader.pointee.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// Prepares a fresh pixel buffer on Linux: asks for transparent huge pages on its 2 MiB-aligned
/// interior, then pre-faults it with one `MADV_POPULATE_WRITE` call. In a fresh process, faulting
/// the new pages one by one costs about as much as inflating the image (page faults are slow in
/// VMs); measured cold decode+diff of two 1092×1146 files: 17 ms with neither, 13 ms with huge
/// pages, 11–12 ms with both; two 510×510 files: 4.0 → 3.7 ms. Advisory only: an older kernel
/// (no MADV_POPULATE_WRITE before 5.14) or THP turned off leaves the buffer as it was.
@inline(__always)
private func prepareFreshBuffer(_ buffer: UnsafeMutableRawPointer, _ count: Int) {
    #if os(Linux) && canImport(Glibc)
    let base = UInt(bitPattern: buffer)
    let hugePage: UInt = 2 << 20
    let hugeFirst = (base + hugePage - 1) & ~(hugePage - 1)
    let hugeLast = (base + UInt(count)) & ~(hugePage - 1)
    if hugeLast > hugeFirst, let start = UnsafeMutableRawPointer(bitPattern: hugeFirst) {
        _ = madvise(start, Int(hugeLast - hugeFirst), MADV_HUGEPAGE)
    }
    let page: UInt = 4096
    let first = (base + page - 1) & ~(page - 1)
    let last = (base + UInt(count)) & ~(page - 1)
    let populateWrite: Int32 = 23  // MADV_POPULATE_WRITE, Linux 5.14+
    if last > first, let start = UnsafeMutableRawPointer(bitPattern: first) {
        _ = madvise(start, Int(last - first), populateWrite)
    }
    #endif
}
