import CPNG
import Foundation
import SnapshotFiles

/// A zip file read in memory, for `widgetsnap accept` (a CI artifact downloaded as a zip). Nothing is
/// ever extracted by an entry's name: callers ask for the entries they expect by exact name, and only
/// regular-file entries, stored or deflated, unencrypted, are read, each bounded and its CRC-32 checked.
/// Entries with the same name twice, symbolic links, ZIP64 and multi-disk archives are refused.
public struct ZipArchive: Sendable {
    public struct Entry: Sendable, Equatable {
        public var name: String
        var method: UInt16
        var flags: UInt16
        var crc: UInt32
        var compressedSize: Int
        var size: Int
        var localOffset: Int
        /// Unix file type bits from the external attributes (0 when the archive was not made on Unix).
        var unixType: UInt32
        public var isDirectory: Bool { name.hasSuffix("/") || unixType == 0o040000 }
        public var isRegularFile: Bool { !isDirectory && (unixType == 0 || unixType == 0o100000) }
    }

    public let file: String
    private let bytes: [UInt8]
    /// Every entry, in archive order.
    public let entries: [Entry]

    /// The first bytes of a zip file.
    public static let signature: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
    /// An empty zip: only its end record.
    public static let emptySignature: [UInt8] = [0x50, 0x4B, 0x05, 0x06]

    public init(bytes: [UInt8], file: String) throws(ArtifactError) {
        self.file = file
        self.bytes = bytes
        func bad(_ why: String) -> ArtifactError { .notAZip(file: file, reason: why) }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        // The end of central directory record: the last 22 bytes, or before a comment of at most 65535 bytes.
        guard bytes.count >= 22 else { throw bad("too short") }
        var end = -1
        var i = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 65535)
        while i >= lowest {
            if bytes[i] == 0x50, bytes[i + 1] == 0x4B, bytes[i + 2] == 0x05, bytes[i + 3] == 0x06, i + 22 + u16(i + 20) == bytes.count { end = i; break }
            i -= 1
        }
        guard end >= 0 else { throw bad("no end of central directory record") }
        guard u16(end + 4) == 0, u16(end + 6) == 0, u16(end + 8) == u16(end + 10) else { throw bad("archives split over several disks are not read") }
        let count = u16(end + 10), size = u32(end + 12), offset = u32(end + 16)
        guard count != 0xFFFF, size != 0xFFFF_FFFF, offset != 0xFFFF_FFFF else { throw bad("ZIP64 archives are not read") }
        guard offset + size <= end else { throw bad("the central directory lies outside the file") }
        var entries: [Entry] = []
        var names: Set<String> = []
        var p = offset
        for _ in 0..<count {
            guard p + 46 <= offset + size, u32(p) == 0x0201_4B50 else { throw bad("a damaged central directory") }
            let nameLength = u16(p + 28), extra = u16(p + 30), comment = u16(p + 32)
            guard p + 46 + nameLength + extra + comment <= offset + size else { throw bad("a damaged central directory") }
            guard let name = String(validating: bytes[(p + 46)..<(p + 46 + nameLength)], as: UTF8.self) else { throw bad("an entry's name is not UTF-8") }
            let madeOnUnix = bytes[p + 5] == 3
            let entry = Entry(name: name, method: UInt16(u16(p + 10)), flags: UInt16(u16(p + 8)), crc: UInt32(u32(p + 16)),
                              compressedSize: u32(p + 20), size: u32(p + 24), localOffset: u32(p + 42),
                              unixType: madeOnUnix ? UInt32(u32(p + 38) >> 16) & 0o170000 : 0)
            guard entry.compressedSize != 0xFFFF_FFFF, entry.size != 0xFFFF_FFFF, entry.localOffset != 0xFFFF_FFFF else { throw bad("ZIP64 entries are not read") }
            guard names.insert(name).inserted else { throw bad("the entry '\(name.prefix(200))' is in it twice") }
            entries.append(entry)
            p += 46 + nameLength + extra + comment
        }
        self.entries = entries
    }

    /// Reads `path` (a regular file, at most `maximumSize` bytes).
    public init(path: String, maximumSize: Int = 1 << 30) throws(ArtifactError) {
        let bytes: [UInt8]
        do { bytes = try ArtifactFolder.readRegularFile(path, maximumSize: maximumSize) } catch { throw error }
        try self.init(bytes: bytes, file: path)
    }

    public func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }

    /// The bytes of the entry `name`; nil when there is none. A directory, symbolic link or other
    /// special entry, an encrypted one, another method than stored or deflate, more than
    /// `maximumSize` bytes or a wrong CRC-32 is an error.
    public func read(_ name: String, maximumSize: Int) throws(ArtifactError) -> [UInt8]? {
        guard let e = entry(name) else { return nil }
        func bad(_ why: String) -> ArtifactError { .zipEntry(file: file, entry: name, reason: why) }
        guard e.isRegularFile else { throw bad("not a regular file (a directory, symbolic link or special file)") }
        guard e.flags & 1 == 0 else { throw bad("encrypted entries are not read") }
        guard e.size <= maximumSize else { throw bad("\(e.size) bytes, more than the \(maximumSize) allowed") }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        let l = e.localOffset
        guard l + 30 <= bytes.count, u16(l) | u16(l + 2) << 16 == 0x0403_4B50 else { throw bad("a damaged local header") }
        let start = l + 30 + u16(l + 26) + u16(l + 28)
        guard start + e.compressedSize <= bytes.count else { throw bad("the data lies outside the file") }
        let data = bytes[start..<(start + e.compressedSize)]
        let out: [UInt8]
        switch e.method {
        case 0:
            guard e.compressedSize == e.size else { throw bad("a stored entry whose sizes differ") }
            out = Array(data)
        case 8:
            out = try Self.inflate(data, size: e.size, name: name, file: file)
        default:
            throw bad("compression method \(e.method) is not read (stored and deflate are)")
        }
        let crc = out.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        guard crc == e.crc else { throw bad("its CRC-32 does not match (a damaged archive)") }
        return out
    }

    /// Raw deflate data to exactly `size` bytes; more output than `size` is an error (never inflated further).
    static func inflate(_ data: ArraySlice<UInt8>, size: Int, name: String, file: String) throws(ArtifactError) -> [UInt8] {
        func bad(_ why: String) -> ArtifactError { .zipEntry(file: file, entry: name, reason: why) }
        var input = Array(data)
        var output = [UInt8](repeating: 0, count: size + 1)
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw bad("zlib could not start") }
        defer { inflateEnd(&stream) }
        let status: Int32 = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CPNG.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw bad("the deflate data is damaged or larger than its stated \(size) bytes") }
        guard Int(stream.total_out) == size else { throw bad("it inflates to \(stream.total_out) bytes, not its stated \(size)") }
        return Array(output.prefix(size))
    }
}
