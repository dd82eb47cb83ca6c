import Foundation
import SnapshotFiles
import WidgetModel

/// The shared build of `widgetsnap previews` (docs/swiftui.md#the-shared-build): one scratch package
/// per widgetsnap version and toolchain under `$XDG_CACHE_HOME/widgetsnap/previews/<key>/`, so that
/// widgetsnap's modules are compiled once per machine, not once per package that shows previews.
///
/// A widgetsnap that SwiftPM checked out for a package (`.build/checkouts/…`, a version that never
/// changes in place) is keyed by its files' contents and built from a copy inside the slot: every
/// package with the same version finds the same sources at the same path, which is what lets SwiftPM
/// reuse the objects. Any other widgetsnap (a working copy, a path dependency) is keyed by its real
/// path and built in place, incrementally as before. The toolchain's `swift --version` is part of
/// every key: another compiler never reuses objects.
package struct PreviewsCache: Equatable {
    /// Changes when the slot's layout changes: older slots are then left alone.
    package static let format = "widgetsnap-previews-cache 1"
    /// The copy of a checked-out widgetsnap inside a slot (its folder name is the package identity).
    package static let copyName = "widgetsnap"

    /// The slot: `<root>/<key>`.
    package var folder: String
    /// The scratch package (claimed and locked like a `--build-dir`).
    package var buildDir: String { folder + "/build" }
    /// The widgetsnap package the scratch package depends on: the slot's copy, or the working copy itself.
    package var widgetsnap: String
    /// The files to copy into ``widgetsnap`` (relative to ``source``), or nil when it is built in place.
    package var copied: [String]?
    /// The widgetsnap package found (`--widgetsnap`, the package's checkout, …).
    package var source: String

    /// `$XDG_CACHE_HOME/widgetsnap/previews`, else `$HOME/.cache/widgetsnap/previews` (a relative
    /// `XDG_CACHE_HOME` is ignored, as the XDG specification says); nil without a home.
    package static func root(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return PreviewsLocation.absolute(xdg) + "/widgetsnap/previews" }
        if let home = environment["HOME"], home.hasPrefix("/") { return PreviewsLocation.absolute(home) + "/.cache/widgetsnap/previews" }
        return nil
    }

    /// Whether `path` is a package SwiftPM checked out (`…/.build/checkouts/<name>`).
    package static func isCheckout(_ path: String) -> Bool {
        PathText.parent(path).hasSuffix("/.build/checkouts")
    }

    /// The slot under `root` for the widgetsnap package at `widgetsnap`, built with `toolchain`
    /// (the output of `swift --version`). Reads the checkout's files to key them; writes nothing.
    package static func slot(root: String, widgetsnap: String, toolchain: String) -> PreviewsCache {
        if isCheckout(widgetsnap) {
            let files = packageFiles(widgetsnap)
            var identity = "content\n"
            for rel in files {
                let bytes = FileManager.default.contents(atPath: widgetsnap + "/" + rel) ?? Data()
                identity += rel + "\t" + ContentHash.fnv1a(bytes) + "\n"
            }
            let folder = root + "/" + key(toolchain: toolchain, source: identity)
            return PreviewsCache(folder: folder, widgetsnap: folder + "/" + copyName, copied: files, source: widgetsnap)
        }
        let real = ProjectConfinement.realPath(widgetsnap) ?? widgetsnap
        let folder = root + "/" + key(toolchain: toolchain, source: "path\n" + real)
        return PreviewsCache(folder: folder, widgetsnap: widgetsnap, copied: nil, source: widgetsnap)
    }

    /// 16 hex digits of the format, the toolchain and what identifies the sources.
    package static func key(toolchain: String, source: String) -> String {
        ContentHash.fnv1a(Array((format + "\n" + toolchain + "\n" + source).utf8))
    }

    /// The files a build of a widgetsnap package's products reads: all but hidden ones, `.build` and
    /// the top-level `Tests` (SwiftPM loads no test target of a dependency); relative, sorted.
    package static func packageFiles(_ root: String) -> [String] {
        var out: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        while let rel = walker.nextObject() as? String {
            let name = PathText.name(rel)
            if name.hasPrefix(".") || rel == "Tests" { walker.skipDescendants(); continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + rel, isDirectory: &isDirectory), !isDirectory.boolValue { out.append(rel) }
        }
        return out.sorted()
    }

    /// The slot's folder and, for a checkout, the copy of its files (once: a copy is written beside
    /// its place and renamed into it, so it is whole or absent). Call with the build folder's lock held.
    package func materialize() throws(PreviewsError) {
        let fm = FileManager.default
        guard let files = copied, !fm.fileExists(atPath: widgetsnap) else { return }
        let staging = widgetsnap + AtomicFile.temporaryMarker + "copy"
        do {
            try? fm.removeItem(atPath: staging)
            for rel in files {
                let target = staging + "/" + rel
                try fm.createDirectory(atPath: PathText.parent(target), withIntermediateDirectories: true)
                guard let data = fm.contents(atPath: source + "/" + rel) else {
                    throw PreviewsError.cache(path: source + "/" + rel, reason: "the file cannot be read")
                }
                try data.write(to: URL(fileURLWithPath: target))
            }
            try fm.moveItem(atPath: staging, toPath: widgetsnap)
        } catch let error as PreviewsError {
            try? fm.removeItem(atPath: staging)
            throw error
        } catch {
            try? fm.removeItem(atPath: staging)
            throw .cache(path: widgetsnap, reason: error.localizedDescription)
        }
    }

    /// The toolchain's `swift --version`, which keys the slot.
    package static func toolchain(swift: String) throws(PreviewsError) -> String {
        let result = try PreviewsBuild.run(["/usr/bin/env", swift, "--version"], environment: [:])
        guard result.status == 0 else { throw .cannotRun(program: swift + " --version", reason: "exit \(result.status)") }
        return result.output
    }
}
