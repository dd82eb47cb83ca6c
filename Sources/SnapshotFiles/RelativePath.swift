import Foundation

/// Paths written into a file relative to that file's folder, so that the same inputs rendered into
/// two folders give the same manifest and reuse cache.
public enum RelativePath {
    /// `path` relative to `folder` (both relative to the current folder or absolute), with `..`
    /// where needed: `relative("out/a/b.png", from: "out")` is `a/b.png`.
    public static func relative(_ path: String, from folder: String) -> String {
        let target = components(path), base = components(folder)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        let rest = up + target[common...]
        return rest.isEmpty ? "." : rest.joined(separator: "/")
    }

    /// The components of the absolute, standardized form of `path`.
    static func components(_ path: String) -> [String] {
        URL(fileURLWithPath: path).standardizedFileURL.pathComponents.filter { $0 != "/" }
    }
}
