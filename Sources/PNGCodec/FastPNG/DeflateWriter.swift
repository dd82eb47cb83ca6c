/// Collects LZ77 tokens with their symbol frequencies and writes them as deflate blocks
/// (dynamic Huffman, or fixed Huffman when that is smaller).
///
/// Token layout (UInt32): a literal byte is its value (< 256); a match has bit 31 set, the
/// distance symbol in bits 26...30, the length (3...258) in bits 16...24 and distance − 1 in
/// bits 0...14.
struct DeflateWriter {
    /// Tokens per block before it is written.
    static let blockTokens = 1 << 16
    private let tokens: UnsafeMutablePointer<UInt32>
    private var count = 0
    private let litFreq: UnsafeMutablePointer<UInt32>   // 288
    private let distFreq: UnsafeMutablePointer<UInt32>  // 32
    private let lengthSymbol: UnsafeMutablePointer<UInt8>  // 259: length -> 257-based symbol offset
    var bits: BitWriter

    init(output: ByteBuffer) {
        tokens = .allocate(capacity: Self.blockTokens + 16)
        litFreq = .allocate(capacity: 288)
        litFreq.initialize(repeating: 0, count: 288)
        distFreq = .allocate(capacity: 32)
        distFreq.initialize(repeating: 0, count: 32)
        let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: 259)
        DeflateTables.lengthSymbol.withUnsafeBufferPointer { lengths.initialize(from: $0.baseAddress!, count: 259) }
        lengthSymbol = lengths
        bits = BitWriter(bytes: output)
    }

    /// Frees the scratch buffers (not the output).
    func deallocate() {
        tokens.deallocate(); litFreq.deallocate(); distFreq.deallocate(); lengthSymbol.deallocate()
    }

    @inline(__always)
    mutating func literal(_ byte: UInt32) {
        tokens[count] = byte
        litFreq[Int(byte)] &+= 1
        count &+= 1
    }

    /// Appends up to four literal bytes packed little-endian in `pixel` and flushes a full block.
    @inline(__always)
    mutating func literalPixel(_ pixel: UInt32, bytes: Int) {
        literal(pixel & 0xFF)
        literal((pixel >> 8) & 0xFF)
        literal((pixel >> 16) & 0xFF)
        if bytes == 4 { literal(pixel >> 24) }
        if count >= Self.blockTokens { writeBlock(final: false) }
    }

    /// Appends a match of any length >= 3 at `distance` (1...32768; `distanceSymbol` precomputed),
    /// split into pieces of at most 258.
    @inline(__always)
    mutating func match(length: Int, distance: Int, distanceSymbol: Int) {
        var remaining = length
        let tag = UInt32(0x8000_0000) | UInt32(distanceSymbol) << 26 | UInt32(distance - 1)
        while remaining > 0 {
            var piece = min(remaining, 258)
            if remaining - piece < 3 && remaining - piece > 0 { piece = remaining - 3 }
            tokens[count] = tag | UInt32(piece) << 16
            litFreq[257 + Int(lengthSymbol[piece])] &+= 1
            distFreq[distanceSymbol] &+= 1
            count &+= 1
            remaining -= piece
            if count >= Self.blockTokens { writeBlock(final: false) }
        }
    }

    /// Writes the pending tokens as one block and resets the frequencies.
    mutating func writeBlock(final: Bool) {
        litFreq[256] = 1
        let litLengths = UnsafeMutablePointer<UInt8>.allocate(capacity: 288 + 32)
        let distLengths = litLengths + 288
        let codes = UnsafeMutablePointer<UInt32>.allocate(capacity: 288 + 32 + 19)
        defer { litLengths.deallocate(); codes.deallocate() }
        Huffman.buildLengths(freqs: litFreq, count: 286, maxBits: 15, lengths: litLengths)
        Huffman.buildLengths(freqs: distFreq, count: 30, maxBits: 15, lengths: distLengths)

        // Cost of the data in both codes (extra bits are the same in both).
        var extraBits = 0
        for s in 0..<29 { extraBits += Int(litFreq[257 + s]) * Int(DeflateTables.lengthExtra[s]) }
        for s in 0..<30 { extraBits += Int(distFreq[s]) * Int(DeflateTables.distanceExtra[s]) }
        var dynamicBits = extraBits, fixedBits = extraBits + 3
        for s in 0..<286 {
            dynamicBits += Int(litFreq[s]) * Int(litLengths[s])
            fixedBits += Int(litFreq[s]) * DeflateTables.fixedLiteralLength(s)
        }
        for s in 0..<30 {
            dynamicBits += Int(distFreq[s]) * Int(distLengths[s])
            fixedBits += Int(distFreq[s]) * 5
        }
        let header = DynamicHeader(litLengths: litLengths, distLengths: distLengths)
        dynamicBits += header.bitCount

        bits.bytes.reserve(header.bitCount / 8 + count * 6 + 64)
        let litCodes = codes, distCodes = codes + 288
        if fixedBits <= dynamicBits {
            bits.put(final ? 3 : 2, 3)  // BFINAL, BTYPE = 01
            for s in 0..<288 { litLengths[s] = UInt8(DeflateTables.fixedLiteralLength(s)) }
            for s in 0..<30 { distLengths[s] = 5 }
            Huffman.packedCodes(lengths: litLengths, count: 288, into: litCodes)
            Huffman.packedCodes(lengths: distLengths, count: 30, into: distCodes)
        } else {
            bits.put(final ? 5 : 4, 3)  // BFINAL, BTYPE = 10
            Huffman.packedCodes(lengths: litLengths, count: 286, into: litCodes)
            Huffman.packedCodes(lengths: distLengths, count: 30, into: distCodes)
            header.write(to: &bits)
        }
        writeTokens(litCodes: litCodes, distCodes: distCodes)
        count = 0
        litFreq.update(repeating: 0, count: 288)
        distFreq.update(repeating: 0, count: 32)
    }

    private mutating func writeTokens(litCodes: UnsafeMutablePointer<UInt32>, distCodes: UnsafeMutablePointer<UInt32>) {
        // Length codes with their extra bits, per length: bits | bitCount << 24.
        let lengthCodes = UnsafeMutablePointer<UInt32>.allocate(capacity: 259)
        defer { lengthCodes.deallocate() }
        for len in 3...258 {
            let sym = Int(lengthSymbol[len])
            let c = litCodes[257 + sym]
            let n = c >> 24
            let extra = UInt32(len - Int(DeflateTables.lengthBase[sym]))
            lengthCodes[len] = ((c & 0xFF_FFFF) | extra << n) | (n + UInt32(DeflateTables.lengthExtra[sym])) << 24
        }
        let distExtra = UnsafeMutablePointer<UInt32>.allocate(capacity: 30)  // base - 1 | extraBits << 24
        defer { distExtra.deallocate() }
        for s in 0..<30 {
            distExtra[s] = UInt32(DeflateTables.distanceBase[s] - 1) | UInt32(DeflateTables.distanceExtra[s]) << 24
        }
        for i in 0..<count {
            let t = tokens[i]
            if t < 256 {
                let c = litCodes[Int(t)]
                bits.put(UInt64(c & 0xFF_FFFF), UInt64(c >> 24))
            } else {
                let lc = lengthCodes[Int((t >> 16) & 0x1FF)]
                let sym = Int((t >> 26) & 31)
                let dc = distCodes[sym]
                let de = distExtra[sym]
                let ln = UInt64(lc >> 24), dn = UInt64(dc >> 24)
                let dist = UInt64((t & 0x7FFF) - (de & 0xFFFF))
                let v = UInt64(lc & 0xFF_FFFF) | UInt64(dc & 0xFF_FFFF) << ln | dist << (ln + dn)
                bits.put(v, ln + dn + UInt64(de >> 24))
            }
        }
        let eob = litCodes[256]
        bits.put(UInt64(eob & 0xFF_FFFF), UInt64(eob >> 24))
    }
}

/// The code-length part of a dynamic block header (RFC 1951 §3.2.7).
private struct DynamicHeader {
    var hlit = 257, hdist = 1, hclen = 4
    /// Run-length coded lengths: symbol | extra value << 8.
    var items: [UInt32] = []
    var clLengths = [UInt8](repeating: 0, count: 19)
    var clCodes = [UInt32](repeating: 0, count: 19)
    var bitCount = 0

    init(litLengths: UnsafePointer<UInt8>, distLengths: UnsafePointer<UInt8>) {
        hlit = 286
        while hlit > 257 && litLengths[hlit - 1] == 0 { hlit -= 1 }
        hdist = 30
        while hdist > 1 && distLengths[hdist - 1] == 0 { hdist -= 1 }
        var all = [UInt8](repeating: 0, count: hlit + hdist)
        for i in 0..<hlit { all[i] = litLengths[i] }
        for i in 0..<hdist { all[hlit + i] = distLengths[i] }
        var clFreq = [UInt32](repeating: 0, count: 19)
        var i = 0
        while i < all.count {
            let l = all[i]
            var run = 1
            while i + run < all.count && all[i + run] == l { run += 1 }
            if l == 0 && run >= 3 {
                let r = min(run, 138)
                if r >= 11 { items.append(18 | UInt32(r - 11) << 8); clFreq[18] += 1 }
                else { items.append(17 | UInt32(r - 3) << 8); clFreq[17] += 1 }
                i += r
            } else if l != 0 && run >= 4 {
                items.append(UInt32(l)); clFreq[Int(l)] += 1
                let r = min(run - 1, 6)
                items.append(16 | UInt32(r - 3) << 8); clFreq[16] += 1
                i += 1 + r
            } else {
                items.append(UInt32(l)); clFreq[Int(l)] += 1
                i += 1
            }
        }
        clFreq.withUnsafeBufferPointer { f in
            clLengths.withUnsafeMutableBufferPointer { l in
                Huffman.buildLengths(freqs: f.baseAddress!, count: 19, maxBits: 7, lengths: l.baseAddress!)
            }
        }
        clLengths.withUnsafeBufferPointer { l in
            clCodes.withUnsafeMutableBufferPointer { c in
                Huffman.packedCodes(lengths: l.baseAddress!, count: 19, into: c.baseAddress!)
            }
        }
        hclen = 19
        while hclen > 4 && clLengths[DeflateTables.codeLengthOrder[hclen - 1]] == 0 { hclen -= 1 }
        bitCount = 3 + 5 + 5 + 4 + 3 * hclen
        for item in items {
            let sym = Int(item & 0xFF)
            bitCount += Int(clLengths[sym]) + (sym == 16 ? 2 : sym == 17 ? 3 : sym == 18 ? 7 : 0)
        }
    }

    /// Writes HLIT, HDIST, HCLEN, the code-length code and the coded lengths.
    func write(to bits: inout BitWriter) {
        bits.put(UInt64(hlit - 257) | UInt64(hdist - 1) << 5 | UInt64(hclen - 4) << 10, 14)
        for k in 0..<hclen { bits.put(UInt64(clLengths[DeflateTables.codeLengthOrder[k]]), 3) }
        for item in items {
            let sym = Int(item & 0xFF)
            let c = clCodes[sym]
            bits.put(UInt64(c & 0xFF_FFFF), UInt64(c >> 24))
            switch sym {
            case 16: bits.put(UInt64(item >> 8), 2)
            case 17: bits.put(UInt64(item >> 8), 3)
            case 18: bits.put(UInt64(item >> 8), 7)
            default: break
            }
        }
    }
}
