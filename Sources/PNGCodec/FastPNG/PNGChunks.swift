/// PNG file assembly: signature, IHDR, IDAT chunks and IEND.
enum PNGChunks {
    /// The largest IDAT payload written in one chunk.
    static let maximumIDAT = 1 << 30

    /// A complete 8-bit, non-interlaced PNG file around a zlib stream.
    static func file(width: Int, height: Int, colorType: UInt8, zlib: UnsafeRawBufferPointer) -> [UInt8] {
        let idatCount = max(1, (zlib.count + maximumIDAT - 1) / maximumIDAT)
        let total = 8 + 25 + zlib.count + 12 * idatCount + 12
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            let out = UnsafeMutableRawPointer(buffer.baseAddress!)
            var at = 0
            func put32(_ v: UInt32) {
                out.storeBytes(of: v.bigEndian, toByteOffset: at, as: UInt32.self)
                at += 4
            }
            func chunk(_ type: UInt32, _ data: UnsafeRawPointer?, _ count: Int) {
                put32(UInt32(count))
                let start = at
                put32(type)
                if count > 0, let data { (out + at).copyMemory(from: data, byteCount: count) }
                at += count
                put32(ZlibCRC32.update(0, out + start, count + 4))
            }
            for b: UInt8 in [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
                out.storeBytes(of: b, toByteOffset: at, as: UInt8.self)
                at += 1
            }
            var header = [UInt8](repeating: 0, count: 13)
            for i in 0..<4 {
                header[i] = UInt8(truncatingIfNeeded: width >> (24 - 8 * i))
                header[4 + i] = UInt8(truncatingIfNeeded: height >> (24 - 8 * i))
            }
            header[8] = 8
            header[9] = colorType
            header.withUnsafeBytes { chunk(0x4948_4452, $0.baseAddress, 13) }  // IHDR
            var offset = 0
            repeat {
                let n = min(maximumIDAT, zlib.count - offset)
                chunk(0x4944_4154, zlib.baseAddress.map { $0 + offset }, n)  // IDAT
                offset += n
            } while offset < zlib.count
            chunk(0x4945_4E44, nil, 0)  // IEND
            initialized = at
        }
    }
}
