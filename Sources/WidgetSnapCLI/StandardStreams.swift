#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes. Tests capture both streams.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) { self.out = out; self.err = err }
}

extension Console {
    /// The process's standard output and standard error, written through `write(2)` without
    /// buffering (so output interleaves correctly with child processes and survives `exit`).
    public static let standard = Console(out: { writeAll(1, $0) }, err: { writeAll(2, $0) })
}

/// Writes all of `text` to `descriptor`, retrying after interrupts and short writes. Errors such
/// as a closed pipe end the write silently: there is nowhere left to report them.
private func writeAll(_ descriptor: Int32, _ text: String) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let n = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += n
        }
    }
}
