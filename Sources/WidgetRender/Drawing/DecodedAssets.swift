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

    /// Decodes the PNG `bytes` straight into the buffer and premultiplies it there, the way
    /// cairo's PNG loader does (rounded): one copy of the pixels, never two.
    init(png bytes: [UInt8]) throws(PNGError) {
        var buffer: UnsafeMutablePointer<UInt8>?
        let result: Result<(width: Int, height: Int), PNGError> = bytes.withUnsafeBytes { raw in
            Result { () throws(PNGError) in
                try PNGDecoder().decode(raw) { count, read in
                    let target = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 4))
                    buffer = target
                    return read(target)
                }
            }
        }
        switch result {
        case .success(let size):
            guard let buffer else { throw .outOfMemory }
            data = buffer; width = size.width; height = size.height; stride = size.width * 4
            Self.premultiply(data, count: width * height)
        case .failure(let error):
            buffer?.deallocate()
            throw error
        }
    }

    /// Straight RGBA bytes to cairo's premultiplied native-endian ARGB32 words, in place.
    private static func premultiply(_ data: UnsafeMutablePointer<UInt8>, count: Int) {
        let raw = UnsafeMutableRawPointer(data)
        for i in 0..<count {
            let p = raw + i * 4
            let a = UInt32(p.load(fromByteOffset: 3, as: UInt8.self))
            let r = UInt32(p.load(as: UInt8.self)), g = UInt32(p.load(fromByteOffset: 1, as: UInt8.self)), b = UInt32(p.load(fromByteOffset: 2, as: UInt8.self))
            let word: UInt32
            if a == 255 {
                word = 0xFF00_0000 | r << 16 | g << 8 | b
            } else {
                func multiply(_ c: UInt32) -> UInt32 {
                    let t = a &* c &+ 0x80
                    return ((t >> 8) &+ t) >> 8
                }
                word = a << 24 | multiply(r) << 16 | multiply(g) << 8 | multiply(b)
            }
            p.storeBytes(of: word, as: UInt32.self)
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
    private var cachedBytes = 0
    /// Past this many bytes of cached pixels the cache starts over, so that a long-lived process
    /// (a test run, many galleries) does not keep every asset it ever drew. Surfaces that use
    /// dropped pixels keep them alive until they are destroyed.
    static let maximumCachedBytes = 256 << 20

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
            result = .success(try SharedPixels(png: try PNGFile.readBytes(path: path)))
        } catch {
            result = .failure(.asset(name: name, message: "cannot read \(path) as PNG: \(error)"))
        }
        if case .success(let pixels) = result {
            if cachedBytes + pixels.stride * pixels.height > Self.maximumCachedBytes {
                entries.removeAll()
                cachedBytes = 0
            }
            cachedBytes += pixels.stride * pixels.height
        }
        entries[key] = result
        return try result.get()
    }
}
