import Foundation
import WidgetModel
import SnapshotFiles

/// Where `widgetsnap previews` finds things: the folder's sources and resources, the user's
/// package, the widgetsnap package to build against, and the scratch package's folder.
package enum PreviewsLocation {
    /// The `.swift` files under `folder`, sorted (hidden folders and `.build` skipped).
    package static func sources(in folder: String) -> [String] {
        walk(folder).filter { $0.hasSuffix(".swift") }
    }

    /// Asset catalogues, string catalogues and `.lproj` string tables under `folder` (relative
    /// paths of the files, sorted).
    package static func resources(in folder: String) -> [String] {
        walk(folder).filter { rel in
            rel.contains(".xcassets/") || rel.hasSuffix(".xcstrings") || (rel.hasSuffix(".strings") && rel.contains(".lproj/"))
        }
    }

    private static func walk(_ folder: String) -> [String] {
        var out: [String] = []
        guard let e = FileManager.default.enumerator(atPath: folder) else { return [] }
        while let rel = e.nextObject() as? String {
            let last = (rel as NSString).lastPathComponent
            if last.hasPrefix(".") || last == ".build" { e.skipDescendants(); continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + rel, isDirectory: &isDirectory), !isDirectory.boolValue { out.append(rel) }
        }
        return out.sorted()
    }

    /// The nearest folder at or above `folder` with a `Package.swift`.
    package static func enclosingPackage(of folder: String) -> String? {
        var dir = absolute(folder)
        while true {
            if FileManager.default.fileExists(atPath: dir + "/Package.swift") { return dir }
            let up = PathText.parent(dir)
            if up == dir || up.isEmpty { return nil }
            dir = up
        }
    }

    package static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }

    /// Whether `path` is a widgetsnap checkout new enough to build previews against.
    package static func isWidgetSnap(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/Package.swift")
            && FileManager.default.fileExists(atPath: path + "/Sources/WidgetSnapPreviews/PreviewRunner.swift")
    }

    /// The widgetsnap package: `--widgetsnap`, else `WIDGETSNAP_PACKAGE`, else the user's package's
    /// checkout (`.build/checkouts/widgetsnap*`) or path dependency, else the sources this program
    /// was built from.
    package static func widgetsnap(option: String?, environment: [String: String], userPackage: String?, builtFrom: String? = nil) throws(PreviewsError) -> String {
        if let option {
            let path = absolute(option)
            guard isWidgetSnap(path) else { throw .notWidgetSnap(source: "--widgetsnap \(option)") }
            return path
        }
        if let value = environment["WIDGETSNAP_PACKAGE"], !value.isEmpty {
            let path = absolute(value)
            guard isWidgetSnap(path) else { throw .notWidgetSnap(source: "WIDGETSNAP_PACKAGE=\(value)") }
            return path
        }
        if let user = userPackage {
            let checkouts = user + "/.build/checkouts"
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? []).sorted()
            for name in names where name.lowercased().hasPrefix("widgetsnap") && isWidgetSnap(checkouts + "/" + name) {
                return checkouts + "/" + name
            }
            if isWidgetSnap(user) { return user }
            for path in pathDependencies(user) where isWidgetSnap(path) { return path }
        }
        // Sources/PreviewsBuilder/PreviewsLocation.swift (this file, not the caller's) → the repository's root.
        var root = builtFrom ?? #filePath
        for _ in 0..<3 { root = PathText.parent(root) }
        if isWidgetSnap(root) { return root }
        throw .widgetSnapNotFound
    }

    /// The `path:` strings of a package manifest's `.package(…)` dependencies, made absolute.
    package static func pathDependencies(_ package: String) -> [String] {
        guard let text = try? String(contentsOfFile: package + "/Package.swift", encoding: .utf8) else { return [] }
        var out: [String] = []
        var rest = Substring(text)
        while let r = rest.range(of: "path:") {
            rest = rest[r.upperBound...]
            let trimmed = rest.drop { $0 == " " || $0 == "\t" }
            guard trimmed.first == "\"", let close = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
            let value = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            out.append(((value.hasPrefix("/") ? value : package + "/" + value) as NSString).standardizingPath)
        }
        return out
    }
}
