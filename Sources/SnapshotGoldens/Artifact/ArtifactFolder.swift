import Foundation
import SnapshotFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a CI artifact, a downloaded folder or zip, read by exact relative name only.
/// Untrusted: names are plain relative paths, and only regular files are read (no symbolic link
/// anywhere along the path, no FIFO or device), each bounded in size.
public protocol ArtifactFiles: Sendable {
    /// What the user named, for messages.
    var origin: String { get }
    /// The bytes of `relative`, or nil when the artifact has no such file.
    func read(_ relative: String, maximumSize: Int) throws(ArtifactError) -> [UInt8]?
    /// Every file's relative path (to find `report.json`).
    func list() throws(ArtifactError) -> [String]
}

/// An artifact folder on disk.
public struct ArtifactFolder: ArtifactFiles {
    public let origin: String
    public init(_ folder: String) { origin = folder }

    public func read(_ relative: String, maximumSize: Int) throws(ArtifactError) -> [UInt8]? {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !relative.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw .refusedPath(artifact: origin, relative: relative)
        }
        // Every folder along the way is a real folder inside the artifact, not a symbolic link.
        var path = origin
        for (i, part) in parts.enumerated() {
            path += "/" + part
            var info = stat()
            guard lstat(path, &info) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { return nil }
                throw .cannotRead(path: path, reason: String(cString: strerror(errno)))
            }
            let type = info.st_mode & S_IFMT
            if i < parts.count - 1 {
                guard type == S_IFDIR else { throw .notAFolder(path: path) }
            } else {
                guard type == S_IFREG else { throw .notAFile(path: path) }
            }
        }
        return try Self.readRegularFile(path, maximumSize: maximumSize)
    }

    /// The files at the top and one folder down (real folders only): where a report.json can be
    /// (a downloaded artifact, or a folder of several downloaded artifacts).
    public func list() throws(ArtifactError) -> [String] {
        let fm = FileManager.default
        guard let top = try? fm.contentsOfDirectory(atPath: origin) else { throw .folderUnreadable(artifact: origin) }
        var out: [String] = []
        for name in top.sorted() {
            out.append(name)
            var info = stat()
            guard lstat(origin + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            for inner in ((try? fm.contentsOfDirectory(atPath: origin + "/" + name)) ?? []).sorted().prefix(100_000) { out.append(name + "/" + inner) }
        }
        return out
    }

    /// A regular file's bytes, opened without following a final symbolic link and without
    /// blocking; more than `maximumSize` bytes is an error.
    public static func readRegularFile(_ path: String, maximumSize: Int) throws(ArtifactError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY)
        guard fd >= 0 else { throw .cannotOpen(path: path, reason: String(cString: strerror(errno))) }
        defer { _ = close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw .notRegularFile(path: path)
        }
        guard Int(info.st_size) <= maximumSize else { throw .tooLarge(path: path, size: Int(info.st_size), maximum: maximumSize) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw .readFailed(path: path) }
            done += n
        }
        return bytes
    }
}

/// An artifact downloaded as a zip.
public struct ArtifactZip: ArtifactFiles {
    public let origin: String
    let archive: ZipArchive
    public init(_ path: String) throws(ArtifactError) { origin = path; archive = try ZipArchive(path: path) }

    public func read(_ relative: String, maximumSize: Int) throws(ArtifactError) -> [UInt8]? {
        try archive.read(relative, maximumSize: maximumSize)
    }

    public func list() throws(ArtifactError) -> [String] { archive.entries.map(\.name) }
}
