import Foundation
import SnapshotFiles

/// Appending to the file named by `GITHUB_STEP_SUMMARY` (other steps may have written to it).
public enum StepSummary {
    public static func append(_ markdown: String, to path: String) throws(ToolError) {
        let fm = FileManager.default
        if !fm.fileExists(atPath: path) {
            guard fm.createFile(atPath: path, contents: nil) else { throw ToolError(.cannotCreate, "\(path): cannot create the step summary") }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw ToolError(.cannotCreate, "\(path): cannot open the step summary") }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(markdown.utf8))
        } catch { throw ToolError(.cannotCreate, "\(path): cannot write the step summary (\(error))") }
    }
}
