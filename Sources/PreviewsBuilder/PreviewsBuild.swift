import Foundation
import WidgetModel
import WidgetSnapPreviewSyntax
import SnapshotFiles
#if canImport(Glibc)
import Glibc
#endif

/// The steps of `widgetsnap previews` that touch the disk and run programs: the scratch package
/// written (only files whose text changed, so SwiftPM rebuilds only those), `swift build`, and the
/// runner started (it pins its wall clock: WIDGETSNAP_CLOCK, else 2026-06-01T09:41:00Z).
package enum PreviewsBuild {
    package static func write(_ package: PreviewsPackage, to dir: String) throws(PreviewsError) {
        let fm = FileManager.default
        // Files of an earlier run that this one does not have (a removed source file).
        for folder in ["Sources/\(PreviewsPackage.target)", "Sources/\(PreviewsPackage.formerClockTarget)"] {
            for rel in (fm.enumerator(atPath: dir + "/" + folder)?.allObjects as? [String]) ?? [] {
                let path = folder + "/" + rel
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: dir + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue, package.files[path] == nil {
                    try? fm.removeItem(atPath: dir + "/" + path)
                }
            }
        }
        for (path, text) in package.files.sorted(by: { $0.key < $1.key }) {
            let full = dir + "/" + path
            if let old = fm.contents(atPath: full), old == Data(text.utf8) { continue }
            try PreviewsError.files { () throws(FilesError) in try AtomicFile.write(text, to: full) }
        }
    }

    /// The resource files of `folders` copied under `dest/0/`, `dest/1/`, … (made afresh).
    package static func copyResources(from folders: [String], to dest: String) throws(PreviewsError) {
        let fm = FileManager.default
        try? fm.removeItem(atPath: dest)
        do {
            try fm.createDirectory(atPath: dest, withIntermediateDirectories: true)
            for (i, folder) in folders.enumerated() {
                var isDirectory: ObjCBool = false
                guard fm.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw PreviewsError.noResourcesFolder(folder: folder)
                }
                for rel in PreviewsLocation.resources(in: folder) {
                    let target = "\(dest)/\(i)/\(rel)"
                    let source = try confinedResource(rel, in: folder)
                    try fm.createDirectory(atPath: PathText.parent(target), withIntermediateDirectories: true)
                    // The file's bytes, never a link: the runner reads only what the folder holds.
                    try fm.copyItem(atPath: source, toPath: target)
                }
            }
        } catch let error as PreviewsError {
            throw error
        } catch {
            throw .cannotCopyResources(destination: dest, reason: error.localizedDescription)
        }
    }

    /// The largest resource file copied: the limit the previews' runner reads (`AppResources.maximumResourceSize`).
    package static let maximumResourceSize = 64 << 20

    /// The real path of a resource file of `folder`: a regular file (a symbolic link only when it
    /// stays inside the folder) within ``maximumResourceSize``, so that a linked
    /// `Contents.json` cannot bring another file's text into an error (issue 25, item 4).
    package static func confinedResource(_ rel: String, in folder: String) throws(PreviewsError) -> String {
        let shown = folder + "/" + rel
        guard let base = ProjectConfinement.realPath(folder), let real = ProjectConfinement.realPath(folder + "/" + rel) else {
            throw .resourceLeadsNowhere(path: shown)
        }
        guard real.hasPrefix(base + "/") else {
            throw .resourceOutside(path: shown, folder: folder)
        }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw .resourceNotRegular(path: shown)
        }
        guard Int(info.st_size) <= maximumResourceSize else {
            throw .resourceTooLarge(path: shown, maximumMiB: maximumResourceSize >> 20)
        }
        return real
    }

    /// `swift build` of the scratch package; the compiler's messages (which name the user's files)
    /// and exit 65 when it fails.
    package static func build(_ dir: String, swift: String, quiet: Bool = false, log: @escaping (String) -> Void) throws(PreviewsError) {
        // The plain (llvm) style quotes the user's line under each message, not the rewritten copy's.
        // SwiftPM's "[n/m]" steps become a progress line every tenth of the way (a first build takes minutes).
        var progress = BuildProgress()
        let result = try run(["/usr/bin/env", swift, "build", "--package-path", dir, "--scratch-path", dir + "/.build",
                              "-Xswiftc", "-diagnostic-style=llvm"], environment: [:],
                             onLine: quiet ? nil : { line in if let text = progress.line(line) { log(text) } })
        guard result.status == 0 else {
            log(diagnostics(result.output))
            throw .doesNotCompile(status: result.status)
        }
    }

    /// The compiler's messages in `output`, each once (SwiftPM repeats them), without the progress lines.
    package static func diagnostics(_ output: String) -> String {
        var blocks: [[Substring]] = []
        for line in output.split(separator: "\n") {
            if line.hasPrefix("[") && line.contains("/") && line.contains("]") || line.hasPrefix("Building for ")
                || line.hasPrefix("Build complete") || line.hasPrefix("warning: prohibited flag") { continue }
            let starts = line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: ") || line.hasPrefix("error: ")
            if starts || blocks.isEmpty { blocks.append([line]) } else { blocks[blocks.count - 1].append(line) }
        }
        // Errors and their notes; warnings (widgetsnap's own among them) are left out.
        var seen: Set<[Substring]> = []
        var keptError = false
        let kept = blocks.filter { block in
            let first = block[0]
            if first.contains(": note: ") { return keptError && seen.insert(block).inserted }
            keptError = first.contains(": error: ") || first.hasPrefix("error: ")
            return keptError && seen.insert(block).inserted
        }
        return kept.map { $0.joined(separator: "\n") + "\n" }.joined()
    }

    /// Runs the built runner into `out`; its manifest.
    /// `resourceFolders` are the folders ``copyResources(from:to:)`` copied: the runner's messages
    /// name their files, not the scratch copies.
    package static func draw(_ dir: String, out: String, assets: String, device: String, resourceFolders: [String] = []) throws(PreviewsError) -> PreviewManifest {
        let bin = dir + "/.build/debug"
        let result = try run([bin + "/" + PreviewsPackage.target, "--out", out, "--resources", dir + "/Resources", "--assets", assets, "--device", device],
                             environment: ["TZ": "UTC",
                                           "LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8"])
        guard result.status == 0 else {
            throw .runnerFailed(status: result.status, output: userPaths(result.output, resources: dir + "/Resources", folders: resourceFolders))
        }
        guard let data = FileManager.default.contents(atPath: out + "/previews.json"),
              let manifest = try? JSONDecoder().decode(PreviewManifest.self, from: data) else {
            throw .noManifest
        }
        return manifest
    }

    /// `output` with the paths of the scratch copies of resources (`<resources>/<i>/…`) written as
    /// the user's files (`<folders[i]>/…`), so that an error in a catalog names the file to fix.
    package static func userPaths(_ output: String, resources: String, folders: [String]) -> String {
        var text = output
        for (i, folder) in folders.enumerated() {
            text = text.replacingOccurrences(of: "\(resources)/\(i)/", with: folder.hasSuffix("/") ? folder : folder + "/")
        }
        return text
    }

    /// Runs a program; its exit status and its standard output and error together.
    package static func run(_ command: [String], environment: [String: String],
                    onLine: ((Substring) -> Void)? = nil) throws(PreviewsError) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw .cannotRun(program: command[0], reason: error.localizedDescription)
        }
        var data = Data()
        if let onLine {
            // Read as it comes, handing over each complete line.
            var pending = Data()
            while true {
                let chunk = pipe.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 0x0A) {
                    onLine(Substring(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
        } else {
            data = pipe.fileHandleForReading.readDataToEndOfFile()
        }
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 70 : process.terminationStatus
        return (status, String(decoding: data, as: UTF8.self))
    }
}

/// An output folder replaced whole: written into a staging folder beside it, then swapped in, so
/// a reader never sees half a page and a failed run leaves the previous one.
package enum OutputFolder {
    /// `fill` writes the page into the staging folder it is given; its error is thrown unchanged,
    /// and the folder's own as `setUp` turns it into that error's type.
    package static func replace<T, E: Error>(_ out: String, setUp: (PreviewsError) -> E, _ fill: (String) throws(E) -> T) throws(E) -> T {
        let fm = FileManager.default
        let path = PreviewsLocation.absolute(out)
        let parent = PathText.parent(path), name = PathText.name(path)
        let tag = "\(AtomicFile.temporaryMarker)\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
        let staging = parent + "/." + name + tag, old = parent + "/." + name + ".old" + tag
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            let ours = isDirectory.boolValue && (fm.fileExists(atPath: path + "/previews.json")
                                                 || ((try? fm.contentsOfDirectory(atPath: path)) ?? ["x"]).isEmpty)
            guard ours else {
                throw setUp(.notAPreviewsPage(out: out))
            }
        }
        do { try fm.createDirectory(atPath: staging, withIntermediateDirectories: true) } catch {
            throw setUp(.cannotStage(path: staging, reason: error.localizedDescription))
        }
        let value: T
        do { value = try fill(staging) } catch {
            try? fm.removeItem(atPath: staging)
            throw error
        }
        do {
            if fm.fileExists(atPath: path) { try fm.moveItem(atPath: path, toPath: old) }
            try fm.moveItem(atPath: staging, toPath: path)
            try? fm.removeItem(atPath: old)
        } catch {
            try? fm.removeItem(atPath: staging)
            throw setUp(.cannotMovePage(out: out, reason: error.localizedDescription))
        }
        return value
    }
}

/// SwiftPM's build steps (`[12/340] Compiling …`) as a few lines of progress: one when the build
/// starts, one each time another tenth of the steps is done.
package struct BuildProgress {
    private var shownTenths = -1

    package init() {}

    package mutating func line(_ line: Substring) -> String? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let parts = line[line.index(after: line.startIndex)..<close].split(separator: "/")
        guard parts.count == 2, let done = Int(parts[0]), let total = Int(parts[1]), total > 0 else { return nil }
        let tenths = min(10, done * 10 / total)
        guard tenths > shownTenths else { return nil }
        shownTenths = tenths
        return "building: step \(done) of \(total)\n"
    }
}
