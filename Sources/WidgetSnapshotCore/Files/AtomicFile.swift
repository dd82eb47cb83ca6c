import Foundation

/// The one way the tool writes a file: whole or not at all (Foundation's `.atomic`: a temporary file
/// beside the target, renamed over it), creating missing folders first. A reader never sees half a
/// PNG, report or manifest, and an interrupted run leaves the previous file in place.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws(ToolError) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            // A bare file name (`j.xml`) lives in the current folder, which exists.
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ToolError(.cannotCreate, "cannot write \(path): \(error.localizedDescription)", hint: "check that the folder is writable")
        }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(ToolError) { try write(Data(bytes), to: path) }

    public static func write(_ text: String, to path: String) throws(ToolError) { try write(Data(text.utf8), to: path) }
}
