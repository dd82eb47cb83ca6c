import CommandLineKit
import Foundation
import WidgetLayout

/// Image sizes read from the headers of `Assets/Images/<name>.png` (or `.svg` width/height), in points.
/// PNG assets are taken to be drawn at @3x, so a 300 px image is 100 pt, unless the name ends in `@2x`/`@1x`.
struct AssetFolder: AssetSizing {
    let root: String

    func naturalSize(ofImage name: String) -> Size? {
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
