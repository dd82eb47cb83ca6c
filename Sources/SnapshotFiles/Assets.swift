import Foundation
import PNGCodec
import WidgetLayout
import WidgetModel
import WidgetRender

/// Image sizes read from the headers of `Assets/Images/<name>.png` (or, for `.svg`, the root's size as librsvg reads it;
/// for an image set's `.pdf`, its first page's size), in points.
/// PNG assets are taken to be drawn at @3x, so a 300 px image is 100 pt, unless the name ends in `@2x`/`@1x`.
///
/// Files are found through the renderer's one confinement check, ``ImageAssets/confinedPath(_:root:)``:
/// a name that leads outside `Assets/Images`, or to a FIFO or device, has no size here and cannot be drawn.
/// `files` are the app's image sets (name → PNG or SVG file), found after `Images/` with the same checks;
/// an image set's PNG counts as @3x unless its file name ends in `@2x`/`@1x`.
public struct AssetFolder: AssetSizing {
    public let root: String
    /// The app's image sets: name → file, as ``ImageAssets/files``.
    public let files: [String: String]
    public init(root: String, files: [String: String] = [:]) { self.root = root; self.files = files }

    public func naturalSize(ofImage name: String) -> Size? {
        guard let path = try? ImageAssets.confinedPath(name, root: root, files: files),
              let head = try? PNGFile.readBytes(path: path, prefix: 4096) else { return nil }
        if path.lowercased().hasSuffix(".png") {
            guard head.count >= 24, head.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
            func be32(_ at: Int) -> Double { Double(head[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }) }
            let inImages = (try? ImageAssets.confinedPath(name, root: root)) != nil
            let base = inImages ? name : ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let scale = base.hasSuffix("@1x") ? 1.0 : base.hasSuffix("@2x") ? 2.0 : 3.0
            return Size(be32(16) / scale, be32(20) / scale)
        }
        if path.lowercased().hasSuffix(".pdf") { return PDFImage.intrinsic(path: path) }
        return SVGSize.intrinsic(path: path)
    }

    /// Every asset name in `Images/` (file names without `.png` or `.svg`, subfolders included), sorted.
    public func names() -> [String] {
        let folder = root + "/Images"
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var out: Set<String> = []
        while let relative = walker.nextObject() as? String {
            for ext in [".png", ".svg"] where relative.hasSuffix(ext) { out.insert(String(relative.dropLast(ext.count))) }
        }
        return out.sorted()
    }
}

/// Where the user's assets folder (`Images/`) is: `--assets`, else `Assets` beside the layouts'
/// folder (`Layouts/../Assets`) or inside it (`Layouts/Assets`), else `Assets` in the current folder.
/// The layouts decide before the current folder, so a run from a subfolder finds the same assets.
/// The tool's own resources (the SF Symbols table, the fonts) are never looked up here.
public enum AssetsLocation {
    /// The assets folder for `files` (layout files); `explicit` (the `--assets` option) wins.
    /// When no candidate exists the result is `Assets`, which only matters to layouts that draw images.
    public static func resolve(_ explicit: String?, files: [String]) -> String {
        if let explicit { return explicit }
        for candidate in candidates(files: files) where isDirectory(candidate) { return candidate }
        return "Assets"
    }

    /// The folders looked at, in order, for `files`: beside and inside each layout's folder, then `Assets`.
    public static func candidates(files: [String]) -> [String] {
        var result: [String] = []
        for file in files {
            let folder = PathText.parent(PathText.absolute(file))
            for candidate in [PathText.join(PathText.parent(folder), "Assets"),
                              PathText.join(folder, "Assets")] where !result.contains(candidate) {
                result.append(candidate)
            }
        }
        return result + ["Assets"]
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}

/// The SF Symbols table, built into the tool (``SymbolCatalog/builtIn()``).
public enum Symbols {
    /// The built-in table. `assetsRoot` is not consulted: the user's assets folder holds only the
    /// user's images, and the table travels inside the binary. The parameter stays for existing callers.
    public static func catalog(assetsRoot: String? = nil) throws(FilesError) -> SymbolCatalog {
        do { return try SymbolCatalog.builtIn() } catch { throw .symbolTableBroken(reason: "\(error)") }
    }

    /// The built-in table's bytes, e.g. for cache keys that must change when the table does.
    public static var tableData: Data { SymbolCatalog.builtInTableData }

    /// The built-in estimated stand-ins' bytes (``EstimatedSymbols/builtInTableData``), for the same cache keys.
    public static var estimatedData: Data { EstimatedSymbols.builtInTableData }
}
