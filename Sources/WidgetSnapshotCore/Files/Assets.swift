import Foundation
import PNGCodec
import WidgetLayout
import WidgetModel
import WidgetRender

/// Image sizes read from the headers of `Assets/Images/<name>.png` (or `.svg` width/height), in points.
/// PNG assets are taken to be drawn at @3x, so a 300 px image is 100 pt, unless the name ends in `@2x`/`@1x`.
///
/// Files are found through the renderer's one confinement check, ``ImageAssets/confinedPath(_:root:)``:
/// a name that leads outside `Assets/Images`, or to a FIFO or device, has no size here and cannot be drawn.
public struct AssetFolder: AssetSizing {
    public let root: String
    public init(root: String) { self.root = root }

    public func naturalSize(ofImage name: String) -> Size? {
        guard let path = try? ImageAssets.confinedPath(name, root: root),
              let head = try? PNGFile.readBytes(path: path, prefix: 4096) else { return nil }
        if path.hasSuffix(".png") {
            guard head.count >= 24, head.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
            func be32(_ at: Int) -> Double { Double(head[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }) }
            let scale = name.hasSuffix("@1x") ? 1.0 : name.hasSuffix("@2x") ? 2.0 : 3.0
            return Size(be32(16) / scale, be32(20) / scale)
        }
        let svg = String(decoding: head, as: UTF8.self)
        func attribute(_ key: String) -> Double? {
            guard let r = svg.range(of: " \(key)=\"") else { return nil }
            return Double(svg[r.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
        guard let w = attribute("width"), let h = attribute("height"), w.isFinite, h.isFinite else { return nil }
        return Size(w, h)
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

/// Where the assets folder is: `--assets`, else `Assets` in the current folder, else the
/// `Assets` folder beside the layouts' folder (so the tool works from anywhere in a checkout).
public enum AssetsLocation {
    public static func resolve(_ explicit: String?, files: [String]) -> String {
        if let explicit { return explicit }
        if FileManager.default.fileExists(atPath: "Assets") { return "Assets" }
        for file in files {
            let candidate = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return "Assets"
    }
}

/// The SF Symbols table, `Assets/Symbols/sf-symbols.json`.
public enum Symbols {
    public static func catalog(assetsRoot: String) throws(ToolError) -> SymbolCatalog {
        let path = assetsRoot + "/Symbols/sf-symbols.json"
        guard let data = (try? PNGFile.readBytes(path: path)).map({ Data($0) }) else {
            throw ToolError(.noInput, "\(path): cannot read the SF Symbols table", hint: "run from the repository root, or pass --assets DIR")
        }
        do { return try SymbolCatalog(jsonData: data) } catch { throw ToolError(.dataError, "\(path): \(error)") }
    }
}
