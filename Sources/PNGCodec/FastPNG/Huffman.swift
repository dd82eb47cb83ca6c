/// Length-limited canonical Huffman codes for deflate.
enum Huffman {
    /// Fills `lengths[0..<count]` with code lengths of at most `maxBits` for `freqs`.
    ///
    /// Minimum-redundancy lengths (Moffat–Katajainen, in place, on symbols sorted by frequency
    /// then symbol), then the Kraft-sum repair used by miniz to cap the longest code. Ties break
    /// by symbol number, so equal frequencies always give equal codes. A code is always complete:
    /// when fewer than two symbols are used, symbols are added so that two have length 1.
    static func buildLengths(freqs: UnsafePointer<UInt32>, count: Int, maxBits: Int,
                             lengths: UnsafeMutablePointer<UInt8>) {
        lengths.update(repeating: 0, count: count)
        var keys = [UInt64]()
        keys.reserveCapacity(count)
        for s in 0..<count where freqs[s] != 0 { keys.append(UInt64(freqs[s]) << 16 | UInt64(s)) }
        if keys.count < 2 {
            let used = keys.first.map { Int($0 & 0xFFFF) } ?? 0
            lengths[used] = 1
            lengths[used == 0 ? 1 : 0] = 1
            return
        }
        keys.sort()
        let n = keys.count
        var a = keys.map { Int($0 >> 16) }
        // Moffat–Katajainen: a[i] becomes the code length of the i-th least frequent symbol.
        a[0] += a[1]
        var root = 0, leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || a[root] < a[leaf] {
                a[next] = a[root]; a[root] = next; root += 1
            } else {
                a[next] = a[leaf]; leaf += 1
            }
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] += a[root]; a[root] = next; root += 1
            } else {
                a[next] += a[leaf]; leaf += 1
            }
        }
        a[n - 2] = 0
        if n >= 3 { for next in stride(from: n - 3, through: 0, by: -1) { a[next] = a[a[next]] + 1 } }
        var avail = 1, used = 0, depth = 0
        var r = n - 2, nx = n - 1
        while avail > 0 {
            while r >= 0 && a[r] == depth { used += 1; r -= 1 }
            while avail > used { a[nx] = depth; nx -= 1; avail -= 1 }
            avail = 2 * used; depth += 1; used = 0
        }
        // Count codes per length, cap at maxBits and repair the Kraft sum.
        var perLength = [Int](repeating: 0, count: 64)
        for d in a { perLength[min(d, 63)] += 1 }
        for l in (maxBits + 1)..<64 { perLength[maxBits] += perLength[l]; perLength[l] = 0 }
        var total: UInt64 = 0
        for l in 1...maxBits { total += UInt64(perLength[l]) << UInt64(maxBits - l) }
        while total != 1 << UInt64(maxBits) {
            perLength[maxBits] -= 1
            for l in stride(from: maxBits - 1, to: 0, by: -1) where perLength[l] != 0 {
                perLength[l] -= 1
                perLength[l + 1] += 2
                break
            }
            total -= 1
        }
        // Most frequent symbols (end of the sorted list) get the shortest codes.
        var j = n
        for l in 1...maxBits {
            for _ in 0..<perLength[l] {
                j -= 1
                lengths[Int(keys[j] & 0xFFFF)] = UInt8(l)
            }
        }
    }

    /// Canonical codes for `lengths`, bit-reversed for LSB-first output, packed as
    /// `code | length << 24`.
    static func packedCodes(lengths: UnsafePointer<UInt8>, count: Int, into codes: UnsafeMutablePointer<UInt32>) {
        var perLength = [UInt32](repeating: 0, count: 16)
        for s in 0..<count { perLength[Int(lengths[s])] += 1 }
        perLength[0] = 0
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for l in 1..<16 {
            code = (code + perLength[l - 1]) << 1
            next[l] = code
        }
        for s in 0..<count {
            let l = Int(lengths[s])
            if l == 0 { codes[s] = 0; continue }
            let c = next[l]
            next[l] += 1
            codes[s] = reverse(c, bits: l) | UInt32(l) << 24
        }
    }

    @inline(__always)
    static func reverse(_ code: UInt32, bits: Int) -> UInt32 {
        var r: UInt32 = 0
        var c = code
        for _ in 0..<bits { r = r << 1 | (c & 1); c >>= 1 }
        return r
    }
}
