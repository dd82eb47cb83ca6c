import Foundation
import SnapshotFiles
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `FilesError`: each failure of reading or writing a project's files names the path and what was
/// found there as values, and says it in the words the command line prints.
struct FilesErrorTests {
    private func scratch(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("files-error-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    private func failure<T>(_ body: () throws(FilesError) -> T) -> FilesError? {
        do { _ = try body(); return nil } catch { return error }
    }

    @Test func aMissingPathIsNamed() {
        let path = "/nonexistent-\(UUID().uuidString)"
        #expect(failure { () throws(FilesError) in try LayoutFiles.expand([path]) } == .noSuchPath(path: path))
        #expect(FilesError.noSuchPath(path: path).message == "\(path): no such file or folder")
    }

    @Test func aFolderWithoutLayoutsIsNamed() throws {
        let dir = try scratch("empty")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(failure { () throws(FilesError) in try LayoutFiles.expand([dir]) } == .noLayoutFiles(folder: dir))
    }

    @Test func aFileThatIsNotUTF8CarriesItsFirstBadByte() throws {
        let dir = try scratch("utf8")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/w.json5"
        try Data([0x7B, 0x0A, 0x20, 0xFF, 0x7D]).write(to: URL(fileURLWithPath: path))
        let error = failure { () throws(FilesError) in try LayoutFiles.read(path) }
        guard case .notUTF8(let named, let invalid)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(named == path)
        #expect(invalid?.line == 2 && invalid?.column == 2 && invalid?.offset == 3 && invalid?.byte == 0xFF)
        #expect(error?.message == "\(path):2:2: the file is not UTF-8 text: the byte 0xFF at offset 3 is not valid UTF-8")
        #expect(error?.hint == "save it as UTF-8")
    }

    @Test func aFIFOIsNotRead() throws {
        let dir = try scratch("fifo")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/w.json5"
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(failure { () throws(FilesError) in try LayoutFiles.read(fifo) } == .notRegularFile(path: fifo))
    }

    @Test func writingOverAFolderNamesItsKind() throws {
        let dir = try scratch("folder")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/target", withIntermediateDirectories: false)
        let error = failure { () throws(FilesError) in try AtomicFile.write("x", to: dir + "/target") }
        #expect(error == .notWritable(path: dir + "/target", kind: "a folder"))
        #expect(error?.message == "cannot write \(dir)/target: it is a folder, not a regular file")
        #expect(error?.hint == "name a file to write (an existing one is replaced)")
    }

    /// The message and hint of a failed write come from its errno.
    @Test(arguments: [(ENOSPC, "the device is full"), (EACCES, "check that the folder is writable")])
    func aFailedWriteSaysWhy(_ code: Int32, _ hint: String) {
        let error = FilesError.writeFailed(path: "out/a.png", step: "cannot create a temporary file beside it", errno: code)
        #expect(error.message == "cannot write out/a.png: cannot create a temporary file beside it: \(String(cString: strerror(code)))")
        #expect(error.hint == hint)
        #expect(FilesError.writeFailed(path: "out/a.png", step: nil, errno: code).message == "cannot write out/a.png: \(String(cString: strerror(code)))")
    }
}
