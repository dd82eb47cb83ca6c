// A target's Swift files from an Xcode project's `project.pbxproj`: the files of its Sources build phase
// (their paths resolved through the group tree), plus the Swift files of the folders Xcode 16 keeps in
// sync with the target (`fileSystemSynchronizedGroups`), with their membership exceptions.

/// Why a project file gives no target.
public enum XcodeProjectError: Error, Equatable, Sendable {
    case syntax(PropertyListError)
    case notAProject(String)
    case noSuchTarget(String, available: [String])
}

/// A native target of an Xcode project.
public struct XcodeTarget: Equatable, Sendable {
    public var name: String
    /// `com.apple.product-type.app-extension` for a widget extension.
    public var productType: String
    /// Swift files listed in the Sources build phase, relative to the project's folder.
    public var sourceFiles: [String]
    /// Folders whose Swift files belong to the target (Xcode 16 synchronized groups), relative to the
    /// project's folder, each with the file names excluded from (or, for a folder of another target, added to) it.
    public var synchronizedFolders: [SynchronizedFolder] = []
    /// The Swift package products the target links (Xcode's package dependencies).
    public var packageProducts: [PackageProduct] = []

    public struct PackageProduct: Equatable, Sendable {
        public var product: String
        /// The repository of a remote package; nil for a local one.
        public var repositoryURL: String?
        /// The version rule as a Package.swift argument (`from: "2.9.5"`, `exact: "1.0.0"`, `branch: "main"`).
        public var requirement: String?
        /// A local package's path, relative to the project's folder.
        public var localPath: String?

        public init(product: String, repositoryURL: String? = nil, requirement: String? = nil, localPath: String? = nil) {
            self.product = product; self.repositoryURL = repositoryURL; self.requirement = requirement; self.localPath = localPath
        }
    }

    public struct SynchronizedFolder: Equatable, Sendable {
        public var path: String
        /// True when the folder belongs to the target (exceptions remove files); false when only the
        /// exceptions' files belong to it.
        public var member: Bool
        public var exceptions: [String]
    }

    public init(name: String, productType: String, sourceFiles: [String],
                synchronizedFolders: [SynchronizedFolder] = [], packageProducts: [PackageProduct] = []) {
        self.name = name; self.productType = productType; self.sourceFiles = sourceFiles
        self.synchronizedFolders = synchronizedFolders; self.packageProducts = packageProducts
    }
}

public enum XcodeProject {
    /// The native targets of a `project.pbxproj`'s text, by name, sorted.
    public static func targets(pbxproj text: String) throws(XcodeProjectError) -> [XcodeTarget] {
        let root: PropertyListValue
        do { root = try PropertyListText.parse(text) } catch { throw .syntax(error) }
        guard let objects = root["objects"]?.dictionary else { throw .notAProject("no 'objects' dictionary") }
        let paths = GroupPaths(objects: objects)
        var targets: [XcodeTarget] = []
        for (_, object) in objects where object["isa"]?.string == "PBXNativeTarget" {
            guard let name = object["name"]?.string else { continue }
            var sources: [String] = []
            for phaseID in object["buildPhases"]?.array ?? [] {
                guard let phase = phaseID.string.flatMap({ objects[$0] }),
                      phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for fileID in phase["files"]?.array ?? [] {
                    guard let build = fileID.string.flatMap({ objects[$0] }),
                          let ref = build["fileRef"]?.string, let path = paths.path(of: ref),
                          path.hasSuffix(".swift") else { continue }
                    sources.append(path)
                }
            }
            var products: [XcodeTarget.PackageProduct] = []
            for productID in object["packageProductDependencies"]?.array ?? [] {
                guard let dependency = productID.string.flatMap({ objects[$0] }),
                      let productName = dependency["productName"]?.string else { continue }
                var product = XcodeTarget.PackageProduct(product: productName)
                if let package = dependency["package"]?.string.flatMap({ objects[$0] }) {
                    product.repositoryURL = package["repositoryURL"]?.string
                    product.localPath = package["relativePath"]?.string
                    product.requirement = package["requirement"].flatMap(requirementArgument)
                }
                products.append(product)
            }
            targets.append(XcodeTarget(name: name, productType: object["productType"]?.string ?? "",
                                       sourceFiles: sources.sorted(), packageProducts: products.sorted { $0.product < $1.product }))
        }
        // Synchronized folders: the folder's own targets, and exception sets naming other targets.
        let targetIDs = Dictionary(objects.compactMap { id, object -> (String, String)? in
            guard object["isa"]?.string == "PBXNativeTarget", let name = object["name"]?.string else { return nil }
            return (id, name)
        }, uniquingKeysWith: { a, _ in a })
        var folders: [String: [XcodeTarget.SynchronizedFolder]] = [:]
        for (id, object) in objects where object["isa"]?.string == "PBXNativeTarget" {
            guard let name = targetIDs[id] else { continue }
            for groupID in object["fileSystemSynchronizedGroups"]?.array ?? [] {
                guard let gid = groupID.string, let path = paths.path(of: gid) else { continue }
                let excluded = exceptions(of: gid, for: id, objects: objects)
                folders[name, default: []].append(.init(path: path, member: true, exceptions: excluded))
            }
        }
        for (gid, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let path = paths.path(of: gid) else { continue }
            for setID in group["exceptions"]?.array ?? [] {
                guard let set = setID.string.flatMap({ objects[$0] }), let targetID = set["target"]?.string,
                      let name = targetIDs[targetID],
                      !(folders[name] ?? []).contains(where: { $0.path == path && $0.member }) else { continue }
                let files = (set["membershipExceptions"]?.array ?? []).compactMap(\.string)
                folders[name, default: []].append(.init(path: path, member: false, exceptions: files.sorted()))
            }
        }
        for i in targets.indices {
            targets[i].synchronizedFolders = (folders[targets[i].name] ?? []).sorted { $0.path < $1.path }
        }
        return targets.sorted { $0.name < $1.name }
    }

    /// Xcode's version rule as the argument Package.swift's `.package(url:…)` takes.
    static func requirementArgument(_ rule: PropertyListValue) -> String? {
        let version = rule["minimumVersion"]?.string ?? rule["version"]?.string
        switch rule["kind"]?.string {
        case "upToNextMajorVersion": return version.map { "from: \(PackageSketch.quoted($0))" }
        case "upToNextMinorVersion": return version.map { ".upToNextMinor(from: \(PackageSketch.quoted($0)))" }
        case "exactVersion": return version.map { "exact: \(PackageSketch.quoted($0))" }
        case "branch": return rule["branch"]?.string.map { "branch: \(PackageSketch.quoted($0))" }
        case "revision": return rule["revision"]?.string.map { "revision: \(PackageSketch.quoted($0))" }
        case "versionRange":
            guard let low = rule["minimumVersion"]?.string, let high = rule["maximumVersion"]?.string else { return nil }
            return "\(PackageSketch.quoted(low))..<\(PackageSketch.quoted(high))"
        default: return nil
        }
    }

    private static func exceptions(of group: String, for target: String,
                                   objects: [String: PropertyListValue]) -> [String] {
        var files: [String] = []
        for setID in objects[group]?["exceptions"]?.array ?? [] {
            guard let set = setID.string.flatMap({ objects[$0] }), set["target"]?.string == target else { continue }
            files += (set["membershipExceptions"]?.array ?? []).compactMap(\.string)
        }
        return files.sorted()
    }
}

/// Paths of file references and groups, relative to the project's folder, through the group tree.
private struct GroupPaths {
    let objects: [String: PropertyListValue]
    var parent: [String: String] = [:]

    init(objects: [String: PropertyListValue]) {
        self.objects = objects
        for (id, object) in objects {
            for child in object["children"]?.array ?? [] {
                if let c = child.string { parent[c] = id }
            }
        }
    }

    /// Nil for references outside the project's folder tree (SDK, built products, absolute paths).
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "SOURCE_ROOT": return own ?? ""
        case "<group>":
            let base: String
            if let p = parent[id] {
                guard let b = path(of: p, depth: depth + 1) else { return nil }
                base = b
            } else {
                base = ""
            }
            guard let own else { return base }
            return base.isEmpty ? own : base + "/" + own
        default: return nil
        }
    }
}
