import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary files that interrupted runs left behind: `AtomicFile`'s
/// `.<name>.widgetsnap-tmp-<pid>-<random>` and the older `<name>.tmp-<pid>`. One whose process
/// is gone is removed the first time this process writes into its folder; one of a live process
/// (another run writing now) is left alone.
enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cleaned: Set<String> = []

    /// Removes the leftovers in `folder`, once per folder per process.
    static func removeLeftovers(in folder: String) {
        lock.lock()
        let first = cleaned.insert(folder).inserted
        lock.unlock()
        guard first, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let pid = owner(of: name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = folder + "/" + name
            var info = stat()
            // Only regular files: never follow a link or remove a folder.
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(path)
        }
    }

    /// The process id in a temporary file's name, or nil if the name is not one.
    static func owner(of name: String) -> pid_t? {
        if let marker = name.range(of: AtomicFile.temporaryMarker), name.hasPrefix(".") {
            return pid_t(name[marker.upperBound...].prefix { $0.isASCII && $0.isNumber })
        }
        if let marker = name.range(of: ".tmp-", options: .backwards) {
            let digits = name[marker.upperBound...]
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return pid_t(digits)
        }
        return nil
    }
}
