import Foundation
import Testing
@testable import WidgetSnapUI
#if canImport(Glibc)
import Glibc
#endif

/// Issue 25, items 3 and 13: an image set's `filename` names a file inside its image set (`..` and
/// folders are refused at the key path), and resources are read from regular files only (a FIFO
/// named `Localizable.xcstrings` is refused at once instead of blocking).
struct ResourceConfinementTests {
    func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("resources-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `filename` values → accepted, or refused at `$.images[0].filename` on line 2.
    static let filenames: [(String, Bool)] = [
        ("art.png", true), ("a", true), ("../../../../etc/passwd.png", false), ("..", false), (".", false),
        ("sub/art.png", false), ("/etc/art.png", false), ("", false), ("..png", true),
    ]

    @Test(arguments: filenames)
    func anImageSetFilenameStaysInsideTheImageSet(_ name: String, _ accepted: Bool) throws {
        let text = "{\"images\": [\n  {\"filename\": \"\(name)\", \"scale\": \"3x\"}]}"
        do {
            let file = try AssetCatalog.imageFile(text, file: "Art.imageset/Contents.json")
            #expect(accepted, "\(name) was accepted")
            #expect(file == name)
        } catch {
            #expect(!accepted, "\(name): \(error)")
            #expect(error.line == 2 && error.column == 16, "\(error)")
            #expect(error.message.contains("$.images[0].filename"), "\(error)")
        }
    }

    @Test func aDotDotFilenameInAFolderIsAnErrorOfTheCatalog() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let set = root + "/Assets.xcassets/Art.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data("{\"images\": [{\"filename\": \"../../../outside.png\", \"scale\": \"3x\"}]}".utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        #expect(throws: ResourceError.self) { try AppResources(folder: root) }
    }

    @Test func aFIFONamedLikeACatalogIsRefusedWithoutBlocking() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/Localizable.xcstrings", 0o644) == 0)
        let start = Date()
        do {
            _ = try AppResources(folder: root)
            Issue.record("a FIFO was read")
        } catch {
            #expect(error.message == "not a regular file", "\(error)")
            #expect(error.file.hasSuffix("Localizable.xcstrings"))
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test func aRegularCatalogIsStillRead() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": {\"stringUnit\": {\"value\": \"v\"}}}}}}".utf8)
            .write(to: URL(fileURLWithPath: root + "/Localizable.xcstrings"))
        #expect(try AppResources(folder: root).strings.lookup("k") == "v")
    }
}
