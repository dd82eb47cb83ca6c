/// A growable, manually managed byte buffer (no ARC, no bounds checks on the hot path).
struct ByteBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    func deallocate() { base.deallocate() }

    /// Makes room for `extra` more bytes after `count`.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private mutating func grow(_ needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }
}

/// LSB-first bit output into a `ByteBuffer` (deflate bit order). The caller reserves space:
/// every `put` may store 8 bytes past `count`.
struct BitWriter {
    var bytes: ByteBuffer
    private var acc: UInt64 = 0
    private var filled: UInt64 = 0

    init(bytes: ByteBuffer) { self.bytes = bytes }

    /// Writes the low `n` bits of `bits` (n <= 56 - 7 = 49 per call is always safe).
    @inline(__always)
    mutating func put(_ bits: UInt64, _ n: UInt64) {
        acc |= bits &<< filled
        filled &+= n
        (UnsafeMutableRawPointer(bytes.base) + bytes.count).storeBytes(of: acc.littleEndian, as: UInt64.self)
        let whole = filled & ~7
        bytes.count &+= Int(truncatingIfNeeded: whole &>> 3)
        acc = acc &>> whole  // whole <= 56
        filled &-= whole
    }

    /// Pads to a byte boundary with zero bits.
    mutating func alignToByte() {
        if filled > 0 { put(0, 8 - filled) }
    }
}
