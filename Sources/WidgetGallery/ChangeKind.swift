import Pixels

/// What kind of change a changed variant shows, so that the review page can put the variants one
/// edit changed into one group: a widget whose accent colour changed shows the same recolouring in
/// every family, appearance and state.
///
/// Measured on the two images' pixels (same size): among the pixels whose RGBA values differ, the
/// most frequent (before, after) pair. When that one pair covers at least ``dominantShare`` of them,
/// the change is a *recolouring* of one colour into another (the rest are its anti-aliased edges);
/// otherwise the variant was *redrawn* (moved, resized or new content, a gradient changed). A
/// different size is *resized*. The measure reads at most ``sampleLimit`` pixels (every k-th), so it
/// costs the same for a large widget as for a small one, and the same pixels on every run.
public enum ChangeKind: Sendable, Hashable {
    /// One colour became another: both as 0xRRGGBBAA.
    case recolour(from: UInt32, to: UInt32)
    case redraw
    case resized

    /// The share of differing pixels one (before, after) pair must cover to be a recolouring.
    public static let dominantShare = 0.4
    /// The most pixels read from an image pair.
    public static let sampleLimit = 1 << 18

    /// The kind of change between two images, or nil when their pixels are identical.
    public static func between(_ before: RGBAImage, _ after: RGBAImage) -> ChangeKind? {
        guard before.width == after.width, before.height == after.height else { return .resized }
        let pixels = before.width * before.height
        guard pixels > 0 else { return nil }
        let step = max(1, (pixels + sampleLimit - 1) / sampleLimit)
        var counts: [UInt64: Int] = [:]
        var differing = 0
        before.rgba.withUnsafeBufferPointer { a in
            after.rgba.withUnsafeBufferPointer { b in
                var p = 0
                while p < pixels {
                    let o = p * 4
                    let x = UInt32(a[o]) << 24 | UInt32(a[o + 1]) << 16 | UInt32(a[o + 2]) << 8 | UInt32(a[o + 3])
                    let y = UInt32(b[o]) << 24 | UInt32(b[o + 1]) << 16 | UInt32(b[o + 2]) << 8 | UInt32(b[o + 3])
                    if x != y {
                        differing += 1
                        counts[UInt64(x) << 32 | UInt64(y), default: 0] += 1
                    }
                    p += step
                }
            }
        }
        guard differing > 0 else {
            // The sample missed a change the full comparison saw: too few pixels to name a colour.
            return step > 1 ? .redraw : nil
        }
        // The most frequent pair; ties go to the smaller key, so the result never depends on hashing.
        var best: (key: UInt64, count: Int) = (0, 0)
        for (key, count) in counts where count > best.count || (count == best.count && key < best.key) { best = (key, count) }
        guard Double(best.count) >= dominantShare * Double(differing) else { return .redraw }
        return .recolour(from: UInt32(truncatingIfNeeded: best.key >> 32), to: UInt32(truncatingIfNeeded: best.key))
    }

    /// "#2F80D8" (or "#2F80D880" when not opaque).
    public static func hex(_ rgba: UInt32) -> String {
        func byte(_ shift: UInt32) -> String {
            let s = String((rgba >> shift) & 0xFF, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(24) + byte(16) + byte(8) + (rgba & 0xFF == 0xFF ? "" : byte(0))
    }
}
