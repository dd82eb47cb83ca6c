import Foundation

// Reading what `doctor` looks at from disk: a folder's Swift files, or an Xcode target's, the rest of the
// repository's Swift files, and the local Swift packages' modules. Symbolic links are not followed,
// only regular files are read, and the walk is bounded (files, sizes), so no repository can hang it.

/// Why `doctor` cannot read its input.
public enum DoctorFilesError: Error, Equatable, Sendable {
    case missing(String)
    case notAFolder(String)
    case project(path: String, XcodeProjectError)
    case noTargetGiven(available: [String])
    case tooManyFiles(String, limit: Int)
}

public enum DoctorFiles {
    /// At most this many Swift files are read in a repository.
    public static let maximumFiles = 50_000
    /// Larger Swift files are skipped (generated code, not a widget's).
    public static let maximumFileBytes = 2_000_000
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", "build", ".git", ".swiftpm"]

    /// `doctor DIR`: the folder's Swift files are the target.
    public static func folderInput(_ folder: String) throws(DoctorFilesError) -> DoctorInput {
        let dir = URL(fileURLWithPath: folder).standardizedFileURL.path
        try requireFolder(dir, given: folder)
        let root = repositoryRoot(from: dir)
        let prefix = relative(dir, to: root)
        let (found, binaries) = try walk(root)
        let all = found.filter { !isManifest($0.path) }
        let target = all.filter { prefix.isEmpty || $0.path.hasPrefix(prefix + "/") }
        let other = all.filter { !(prefix.isEmpty || $0.path.hasPrefix(prefix + "/")) }
        let name = lastComponent(dir)
        var input = DoctorInput(name: name, origin: "folder \(prefix.isEmpty ? "." : prefix)", targetFiles: target,
                           otherFiles: other, knownModules: packageModules(found, root: root).merging(binaries) { a, _ in a },
                           looseFilesMayBelong: true)
        input.resources = resourceCatalogs(under: dir).map { prefix.isEmpty ? $0 : prefix + "/" + $0 }
        return input
    }

    /// `doctor --xcodeproj P --target T`: the target's files from the project.
    public static func projectInput(_ project: String, target: String?) throws(DoctorFilesError) -> DoctorInput {
        let projectPath = URL(fileURLWithPath: project).standardizedFileURL.path
        try requireFolder(projectPath, given: project)
        let pbxproj = projectPath + "/project.pbxproj"
        guard let text = readRegular(pbxproj, limit: 50_000_000) else { throw .missing(pbxproj) }
        let targets: [XcodeTarget]
        do { targets = try XcodeProject.targets(pbxproj: text) } catch { throw .project(path: pbxproj, error) }
        let chosen: XcodeTarget
        if let target {
            guard let t = targets.first(where: { $0.name == target }) else {
                throw .project(path: pbxproj, .noSuchTarget(target, available: targets.map(\.name)))
            }
            chosen = t
        } else {
            let extensions = targets.filter { $0.productType == "com.apple.product-type.app-extension" }
            guard extensions.count == 1 else { throw .noTargetGiven(available: targets.map(\.name)) }
            chosen = extensions[0]
        }
        let projectFolder = parent(projectPath)
        let root = repositoryRoot(from: projectFolder)
        let base = relative(projectFolder, to: root)
        let (found, binaries) = try walk(root)
        let all = found.filter { !isManifest($0.path) }
        func inRepository(_ p: String) -> String { normalized(base.isEmpty ? p : base + "/" + p) }
        func members(_ t: XcodeTarget) -> Set<String> {
            var set = Set(t.sourceFiles.map(inRepository))
            for folder in t.synchronizedFolders {
                let f = inRepository(folder.path)
                for file in all where file.path.hasPrefix(f + "/") {
                    let inner = String(file.path.dropFirst(f.count + 1))
                    if folder.exceptions.contains(inner) != folder.member { set.insert(file.path) }
                }
            }
            return set
        }
        let memberSet = members(chosen)
        var modules = packageModules(found, root: root).merging(binaries) { a, _ in a }
        for t in targets where t.productType.hasSuffix(".framework") && t.name != chosen.name {
            modules[t.name] = .init(location: "\(lastComponent(projectPath)), target \(t.name)",
                                    files: members(t).sorted())
        }
        var input = DoctorInput(name: chosen.name,
                                origin: "\(lastComponent(projectPath)), target \(chosen.name)",
                                targetFiles: all.filter { memberSet.contains($0.path) },
                                otherFiles: all.filter { !memberSet.contains($0.path) }, knownModules: modules,
                                looseFilesMayBelong: false)
        input.resources = chosen.resources.map(inRepository)
        for folder in chosen.synchronizedFolders where folder.member {
            input.resources += resourceCatalogs(under: projectFolder + "/" + folder.path).map { inRepository(folder.path + "/" + $0) }
        }
        input.packages = Dictionary(chosen.packageProducts.map { ($0.product, $0) }, uniquingKeysWith: { a, _ in a })
        return input
    }

    /// `*.xcassets`, `*.xcstrings` and `*.lproj/*.strings` under a folder (relative paths, sorted), links not followed.
    static func resourceCatalogs(under folder: String) -> [String] {
        var found: [String] = []
        var stack = [""]
        var visited = 0
        while let sub = stack.popLast(), visited < maximumFiles {
            visited += 1
            let full = sub.isEmpty ? folder : folder + "/" + sub
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else { continue }
            for name in names.sorted() {
                let rel = sub.isEmpty ? name : sub + "/" + name
                var info = stat()
                guard lstat(folder + "/" + rel, &info) == 0 else { continue }
                let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
                if isDirectory && name.hasSuffix(".xcassets") { found.append(rel) }
                else if isDirectory, !name.hasPrefix("."), !skippedFolders.contains(name) { stack.append(rel) }
                else if (info.st_mode & S_IFMT) == S_IFREG, name.hasSuffix(".xcstrings") || name.hasSuffix(".strings") { found.append(rel) }
            }
        }
        return found.sorted()
    }

    static func isManifest(_ path: String) -> Bool {
        path == "Package.swift" || path.hasSuffix("/Package.swift")
    }

    static func requireFolder(_ path: String, given: String) throws(DoctorFilesError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(given) }
        guard isDirectory.boolValue else { throw .notAFolder(given) }
    }

    /// The nearest folder above `dir` (or itself) holding `.git`; `dir` when there is none.
    static func repositoryRoot(from dir: String) -> String {
        var path = dir
        for _ in 0..<64 {
            if FileManager.default.fileExists(atPath: (path == "/" ? "" : path) + "/.git") { return path }
            let up = parent(path)
            if up == path { break }
            path = up
        }
        return dir
    }

    /// The folder of an absolute, standardized path ("/" for "/a" and "/"). Foundation's
    /// call for this traps on one-character paths on Linux (docs/limits.md), so by hand.
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    static func relative(_ path: String, to root: String) -> String {
        if path == root { return "" }
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", !parts.isEmpty, parts.last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// The Swift files under `root` (relative paths, sorted), regular files only, links not followed.
    static func swiftFiles(under root: String) throws(DoctorFilesError) -> [SourceFile] {
        try walk(root).files
    }

    /// The Swift files under `root`, and the binary frameworks (`X.xcframework`, `X.framework`: module X)
    /// with the first `.swiftinterface` inside each, read as a file of that module.
    static func walk(_ root: String) throws(DoctorFilesError) -> (files: [SourceFile], binaries: [String: DoctorInput.KnownModule]) {
        var binaries: [String: DoctorInput.KnownModule] = [:]
        var files: [SourceFile] = []
        var stack = [""]
        var seen = 0
        while let folder = stack.popLast() {
            let full = folder.isEmpty ? root : root + "/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else { continue }
            for name in names.sorted() {
                let rel = folder.isEmpty ? name : folder + "/" + name
                var info = stat()
                guard lstat(root + "/" + rel, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if name.hasSuffix(".xcframework") || name.hasSuffix(".framework") {
                        let module = String(name.prefix { $0 != "." })
                        guard binaries[module] == nil else { continue }
                        var module_ = DoctorInput.KnownModule(location: rel, files: [], binary: true)
                        if let interface = firstInterface(root, rel) {
                            module_.files = [interface.path]
                            files.append(interface)
                        }
                        binaries[module] = module_
                    } else if !name.hasPrefix("."), !skippedFolders.contains(name), !name.hasSuffix(".xcassets") {
                        stack.append(rel)
                    }
                } else if (info.st_mode & S_IFMT) == S_IFREG, name.hasSuffix(".swift") || name == "Package.swift" {
                    seen += 1
                    guard seen <= maximumFiles else { throw .tooManyFiles(root, limit: maximumFiles) }
                    guard Int(info.st_size) <= maximumFileBytes,
                          let text = readRegular(root + "/" + rel, limit: maximumFileBytes) else { continue }
                    files.append(SourceFile(path: rel, text: text))
                }
            }
        }
        return (files.sorted { $0.path < $1.path }, binaries)
    }

    /// The first `.swiftinterface` (by name) within a few levels of a framework folder.
    static func firstInterface(_ root: String, _ folder: String, depth: Int = 0) -> SourceFile? {
        guard depth < 6, let names = try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder) else { return nil }
        for name in names.sorted() {
            let rel = folder + "/" + name
            var info = stat()
            guard lstat(root + "/" + rel, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFREG, name.hasSuffix(".swiftinterface"), Int(info.st_size) <= maximumFileBytes,
               let text = readRegular(root + "/" + rel, limit: maximumFileBytes) {
                return SourceFile(path: rel, text: text)
            }
            if (info.st_mode & S_IFMT) == S_IFDIR, let found = firstInterface(root, rel, depth: depth + 1) { return found }
        }
        return nil
    }

    static func readRegular(_ path: String, limit: Int) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: limit + 1), data.count <= limit else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Modules of local Swift packages: each `.target(name:…, path:…)` of a Package.swift (its files under
    /// `path`, or `Sources/<name>`).
    static func packageModules(_ files: [SourceFile], root: String) -> [String: DoctorInput.KnownModule] {
        var modules: [String: DoctorInput.KnownModule] = [:]
        for manifest in files where isManifest(manifest.path) {
            let package = String(manifest.path.dropLast("Package.swift".count))
            let location = package.isEmpty ? "." : String(package.dropLast())
            for target in ManifestTargets.targets(in: manifest.text) {
                let folder = normalized(package + (target.path ?? "Sources/" + target.name)) + "/"
                let members = files.filter { $0.path.hasPrefix(folder) && !isManifest($0.path) }.map(\.path)
                guard !members.isEmpty else { continue }
                modules[target.name, default: .init(location: location, files: [])].files += members
            }
        }
        return modules
    }
}
