import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The lock a `widgetsnap previews` run holds on its build folder from writing the scratch package
/// until the runner has drawn: two runs at once (two packages sharing one build, or one package
/// twice) take turns instead of rewriting each other's sources mid-build. An advisory `flock` on a
/// file in the folder: the system drops it when the process ends, however it ends.
package struct PreviewsLock: ~Copyable {
    package static let fileName = ".widgetsnap-previews-lock"

    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// The lock on `path` (created if missing), waiting for it when another run holds it;
    /// `waiting` is called once before the wait.
    package static func acquire(_ path: String, waiting: () -> Void) throws(PreviewsError) -> PreviewsLock {
        let fd = try open(path)
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return PreviewsLock(descriptor: fd) }
        guard errno == EWOULDBLOCK else { throw failure(fd, path) }
        waiting()
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw failure(fd, path) }
        }
        return PreviewsLock(descriptor: fd)
    }

    /// Whether another run holds the lock on `path` (created if missing); takes nothing.
    package static func isHeld(_ path: String) throws(PreviewsError) -> Bool {
        let fd = try open(path)
        if flock(fd, LOCK_EX | LOCK_NB) == 0 {
            close(fd)
            return false
        }
        guard errno == EWOULDBLOCK else { throw failure(fd, path) }
        close(fd)
        return true
    }

    /// Lets the next run in.
    package consuming func release() {}

    deinit { close(descriptor) }

    private static func open(_ path: String) throws(PreviewsError) -> Int32 {
        let fd = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .lock(path: path, reason: String(cString: strerror(errno))) }
        return fd
    }

    private static func failure(_ fd: Int32, _ path: String) -> PreviewsError {
        let reason = String(cString: strerror(errno))
        close(fd)
        return .lock(path: path, reason: reason)
    }
}
