/// FNV-1a, 64 bits: the content hash in manifests and the gallery's reuse cache.
public enum ContentHash {
    /// The hash of `bytes` as 16 lowercase hex digits.
    /// Inlinable so that callers in other modules get it specialized for their byte type (for a
    /// 1092×1146 PNG, unspecialized iteration through the Sequence witnesses cost about as much as
    /// encoding the file); contiguous bytes are read through their buffer.
    @inlinable
    public static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        if let hashed = bytes.withContiguousStorageIfAvailable({ buffer -> UInt64 in
            var h = h
            for b in buffer { h = (h ^ UInt64(b)) &* 0x100000001b3 }
            return h
        }) {
            h = hashed
        } else {
            for b in bytes { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        }
        let s = String(h, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
