import Foundation
import WidgetModel

/// Where a test's files are: goldens beside the test file, layouts and assets found from it.
/// Nothing here depends on the working directory unless a path is only found there, so
/// `swift test` gives the same answer from the package root and from any subfolder.
public struct SnapshotPaths: Sendable {
    /// The test file (`#filePath`) that calls the assertion.
    public let testFile: String

    public init(testFile: String) { self.testFile = testFile }

    /// The folder of the test file.
    public var testFolder: String { PathText.parent(testFile) }

    /// The default goldens folder, like swift-snapshot-testing's:
    /// `<test file's folder>/__Snapshots__/<test file name without .swift>`.
    public var defaultGoldens: String {
        let name = ((testFile as NSString).lastPathComponent as NSString).deletingPathExtension
        return testFolder + "/__Snapshots__/" + name
    }

    /// The package root: the nearest folder above the test file that holds `Package.swift`.
    public var packageRoot: String? {
        var folder = URL(fileURLWithPath: testFolder)
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder.path }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The places a relative `path` is looked for, in order: beside the test file, in the
    /// package root, then in the working directory (where earlier versions looked).
    public func candidates(for path: String) -> [String] {
        guard !path.hasPrefix("/") else { return [path] }
        var result = [testFolder + "/" + path]
        if let root = packageRoot { result.append(root + "/" + path) }
        result.append(FileManager.default.currentDirectoryPath + "/" + path)
        return result.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The first candidate that exists, or nil.
    public func existing(_ path: String) -> String? {
        candidates(for: path).first { FileManager.default.fileExists(atPath: $0) }
    }
}
