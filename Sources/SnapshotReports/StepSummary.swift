import Foundation
import SnapshotFiles

/// Appending to the file named by `GITHUB_STEP_SUMMARY` (other steps may have written to it).
public enum StepSummary {
    public static func append(_ markdown: String, to path: String) throws(ReportsError) {
        let fm = FileManager.default
        if !fm.fileExists(atPath: path) {
            guard fm.createFile(atPath: path, contents: nil) else { throw .stepSummary(path: path, action: "create", reason: nil) }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw .stepSummary(path: path, action: "open", reason: nil) }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(markdown.utf8))
        } catch { throw .stepSummary(path: path, action: "write", reason: "\(error)") }
    }
}
