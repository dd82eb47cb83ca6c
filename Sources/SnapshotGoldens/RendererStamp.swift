import Foundation
import PNGCodec
import SnapshotFiles

/// The small file beside the goldens that names the renderer that recorded them
/// (`widgetsnap-renderer.txt`, committed with the PNGs; not inside them):
///
/// ```
/// # The widgetsnap renderer that recorded the goldens in this folder. Written by widgetsnap; commit it with them.
/// renderer 1
/// widgetsnap 0.2.0
/// ```
///
/// A run whose renderer (``WidgetSnapVersion/renderer``) differs says so once, with the command
/// that re-records, instead of a failure per variant. The file is written when a folder gets its
/// first golden, and whenever goldens are re-recorded (`failed`, `all`) or accepted.
public struct RendererStamp: Equatable, Sendable {
    public static let fileName = "widgetsnap-renderer.txt"

    /// The renderer version that recorded the folder.
    public var renderer: Int
    /// The widgetsnap version that wrote the file (for people; never compared).
    public var tool: String

    public init(renderer: Int, tool: String) { self.renderer = renderer; self.tool = tool }

    /// This build's renderer and version.
    public static var current: RendererStamp { RendererStamp(renderer: WidgetSnapVersion.renderer, tool: WidgetSnapVersion.current) }

    public static func path(in folder: String) -> String { (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/" + fileName }

    /// The file's text.
    public var text: String {
        "# The widgetsnap renderer that recorded the goldens in this folder. Written by widgetsnap; commit it with them.\n"
            + "renderer \(renderer)\nwidgetsnap \(tool)\n"
    }

    /// Parses the file's text; a bad line is an error naming `file:line`.
    public static func parse(_ text: String, file: String) throws(GoldensError) -> RendererStamp {
        var renderer: Int?
        var tool = "unknown"
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            switch words.first {
            case "renderer":
                guard words.count == 2, let n = Int(words[1]), n >= 1 else {
                    throw .stampRenderer(file: file, line: i + 1)
                }
                renderer = n
            case "widgetsnap":
                tool = words.count == 2 ? String(words[1].prefix(64)) : "unknown"
            default:
                throw .stampUnknownLine(file: file, line: i + 1, text: line)
            }
        }
        guard let renderer else {
            throw .stampNoRenderer(file: file)
        }
        return RendererStamp(renderer: renderer, tool: tool)
    }

    /// The stamp of `folder`; nil when it has none (goldens from before renderer versions, or no goldens yet).
    public static func read(_ folder: String) throws(GoldensError) -> RendererStamp? {
        let file = path(in: folder)
        let bytes: [UInt8]
        do { bytes = try PNGFile.readBytes(path: file, maximumSize: 4096) } catch {
            if case .file(_, _, let code) = error, code == ENOENT || code == ENOTDIR { return nil }
            throw .stampUnreadable(file: file, reason: error)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .stampNotText(file: file) }
        return try parse(text, file: file)
    }

    /// Writes this build's stamp into `folder` (unless it already says the same renderer).
    public static func write(_ folder: String, _ stamp: RendererStamp = .current) throws(GoldensError) {
        if let existing = try? read(folder), existing.renderer == stamp.renderer { return }
        try GoldensError.files { () throws(FilesError) in try AtomicFile.write(Data(stamp.text.utf8), to: path(in: folder)) }
    }

    /// The folder's stamp when it names another renderer than this build's.
    public static func mismatch(_ folder: String) throws(GoldensError) -> RendererStamp? {
        guard let stamp = try read(folder), stamp.renderer != WidgetSnapVersion.renderer else { return nil }
        return stamp
    }

    /// What a run prints once when the goldens of `folder` come from another renderer.
    public static func notice(_ found: RendererStamp, folder: String, rerecord: String) -> String {
        let now = current
        let direction = found.renderer < now.renderer ? "an older" : "a newer"
        return "the goldens in \(folder) were recorded by \(direction) renderer (renderer \(found.renderer), widgetsnap \(found.tool)); "
            + "this is renderer \(now.renderer) (widgetsnap \(now.tool)), so any pixel may differ. "
            + "Re-record them with this version and look at the changes: \(rerecord)"
    }

    /// After goldens were checked in `mode`: a folder that got a golden and has no stamp gets one,
    /// and a re-recording run (`failed`, `all`) stamps the folder with this renderer.
    public static func update(_ folder: String, record mode: RecordMode, recorded: Bool) throws(GoldensError) {
        switch mode {
        case .failed, .all: try write(folder)
        case .missing, .never:
            if recorded, try read(folder) == nil { try write(folder) }
        }
    }
}
