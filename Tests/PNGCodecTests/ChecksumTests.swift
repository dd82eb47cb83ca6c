import Testing
@testable import PNGCodec

@Suite struct ChecksumTests {
    @Test func crc32KnownVectors() {
        let check = Array("123456789".utf8)
        #expect(check.withUnsafeBytes { ZlibCRC32.checksum($0) } == 0xCBF4_3926)
        #expect([UInt8]().withUnsafeBytes { ZlibCRC32.checksum($0) } == 0)
        let iend = Array("IEND".utf8)
        #expect(iend.withUnsafeBytes { ZlibCRC32.checksum($0) } == 0xAE42_6082)
    }

    @Test func crc32ContinuesAcrossCalls() {
        let bytes = Array("IHDR and then some".utf8)
        let whole = bytes.withUnsafeBytes { ZlibCRC32.checksum($0) }
        let split = bytes.withUnsafeBytes { raw in
            ZlibCRC32.update(ZlibCRC32.update(0, raw.baseAddress!, 4), raw.baseAddress! + 4, raw.count - 4)
        }
        #expect(split == whole)
    }

    @Test func crc32MatchesBitwiseReferenceAtEveryLengthAndAlignment() {
        var g = SeededGenerator(seed: 7)
        let data = (0..<300).map { _ in UInt8(truncatingIfNeeded: g.next()) }
        func reference(_ bytes: ArraySlice<UInt8>) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        for start in 0..<9 {
            for end in stride(from: start, through: 300, by: 7) {
                let slice = data[start..<end]
                let fast = Array(slice).withUnsafeBytes { ZlibCRC32.checksum($0) }
                #expect(fast == reference(slice), "bytes \(start)..<\(end)")
            }
        }
    }

    @Test func adler32KnownVectors() {
        #expect(Array("Wikipedia".utf8).withUnsafeBytes { Adler32.checksum($0) } == 0x11E6_0398)
        #expect([UInt8]().withUnsafeBytes { Adler32.checksum($0) } == 1)
    }

    @Test func adler32MatchesScalarReferenceIncludingLongRunsOf255() {
        var g = SeededGenerator(seed: 11)
        var data = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: g.next()) }
        for i in 20_000..<60_000 { data[i] = 255 }  // worst case for the lane accumulators
        func reference(_ bytes: ArraySlice<UInt8>) -> UInt32 {
            var a: UInt32 = 1, b: UInt32 = 0
            for x in bytes { a = (a + UInt32(x)) % 65521; b = (b + a) % 65521 }
            return b << 16 | a
        }
        for (start, end) in [(0, 70_000), (3, 5_555), (20_001, 59_999), (5, 21), (100, 116), (0, 15)] {
            let slice = data[start..<end]
            #expect(Array(slice).withUnsafeBytes { Adler32.checksum($0) } == reference(slice))
        }
    }

    @Test func adler32CombinesRowSums() {
        var g = SeededGenerator(seed: 3)
        let row = (0..<1000).map { _ in UInt8(truncatingIfNeeded: g.next()) }
        let stream = [0] + row + [0] + row
        var combined = Adler32()
        let sums = row.withUnsafeBytes { Adler32.sums($0.baseAddress!, $0.count) }
        for _ in 0..<2 {
            combined.appendZeros(1)
            combined.append(sums: sums, count: row.count)
        }
        #expect(combined.value == stream.withUnsafeBytes { Adler32.checksum($0) })
    }
}
