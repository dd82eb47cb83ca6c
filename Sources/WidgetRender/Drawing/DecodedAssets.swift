import Foundation
import PNGCodec
#if canImport(Glibc)
import Glibc
#endif

/// Premultiplied native-endian ARGB32 pixels (cairo's format) of one decoded asset, shared
/// read-only by every worker's surfaces.
final class SharedPixels: @unchecked Sendable {
    let data: UnsafeMutablePointer<UInt8>
    let width: Int, height: Int, stride: Int

    /// Premultiplies straight RGBA the way cairo's PNG loader does (rounded).
    init(_ image: RGBAImage) {
        width = image.width; height = image.height; stride = image.width * 4
        data = .allocate(capacity: max(stride * height, 4))
        let rgba = image.rgba
        data.withMemoryRebound(to: UInt32.self, capacity: max(width * height, 1)) { words in
            for i in 0..<(width * height) {
                let a = UInt32(rgba[i * 4 + 3])
                func multiply(_ c: UInt8) -> UInt32 {
                    let t = a * UInt32(c) + 0x80
                    return ((t >> 8) + t) >> 8
                }
                words[i] = a << 24 | multiply(rgba[i * 4]) << 16 | multiply(rgba[i * 4 + 1]) << 8 | multiply(rgba[i * 4 + 2])
            }
        }
    }

    deinit { data.deallocate() }
}

/// PNG assets decoded once per process, by file identity, within ``PNGLimits``: render workers
/// draw from the same pixels instead of each decoding its own copy. A failure is remembered too.
final class DecodedAssets: @unchecked Sendable {
    static let shared = DecodedAssets()
    private let lock = NSLock()
    private var entries: [String: Result<SharedPixels, RenderError>] = [:]

    /// The pixels of the regular file at `path` (already confined), decoding it on first use.
    /// Decoding happens under the lock, so two workers never decode the same file at once.
    func pixels(_ path: String, name: String) throws(RenderError) -> SharedPixels {
        var info = stat()
        let identity = stat(path, &info) == 0 ? "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)" : ""
        let key = path + "\u{0}" + identity
        lock.lock()
        defer { lock.unlock() }
        if let known = entries[key] { return try known.get() }
        let result: Result<SharedPixels, RenderError>
        do {
            result = .success(SharedPixels(try PNGFile.read(path: path)))
        } catch {
            result = .failure(.asset(name: name, message: "cannot read \(path) as PNG: \(error)"))
        }
        entries[key] = result
        return try result.get()
    }
}
