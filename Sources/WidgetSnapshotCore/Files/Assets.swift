import Foundation
import WidgetLayout
import WidgetModel

/// Image sizes read from the headers of `Assets/Images/<name>.png` (or `.svg` width/height), in points.
/// PNG assets are taken to be drawn at @3x, so a 300 px image is 100 pt, unless the name ends in `@2x`/`@1x`.
public struct AssetFolder: AssetSizing {
    public let root: String
    public init(root: String) { self.root = root }

    public func naturalSize(ofImage name: String) -> Size? {
        guard !name.contains(".."), !name.hasPrefix("/") else { return nil }
        let base = root + "/Images/" + name
        if let png = FileManager.default.contents(atPath: base + ".png"), png.count >= 24,
           png.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            func be32(_ at: Int) -> Double { Double(png[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }) }
            let scale = name.hasSuffix("@1x") ? 1.0 : name.hasSuffix("@2x") ? 2.0 : 3.0
            return Size(be32(16) / scale, be32(20) / scale)
        }
        if let svg = FileManager.default.contents(atPath: base + ".svg").flatMap({ String(data: $0.prefix(4096), encoding: .utf8) }) {
            func attribute(_ key: String) -> Double? {
                guard let r = svg.range(of: " \(key)=\"") else { return nil }
                return Double(svg[r.upperBound...].prefix { $0.isNumber || $0 == "." })
            }
            if let w = attribute("width"), let h = attribute("height") { return Size(w, h) }
        }
        return nil
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
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(.noInput, "\(path): cannot read the SF Symbols table", hint: "run from the repository root, or pass --assets DIR")
        }
        do { return try SymbolCatalog(jsonData: data) } catch { throw ToolError(.dataError, "\(path): \(error)") }
    }
}
