// `widgetsnap doctor`: what keeps each file of a widget target from compiling on Linux, and the smallest
// split that puts the widget's views, entries and provider in a Linux package. Pure: the files come in
// as text (DoctorFiles reads them).

/// A Swift file: its path (relative to the repository root, `/`-separated) and text.
public struct SourceFile: Sendable {
    public var path: String
    public var text: String
    public init(path: String, text: String) { self.path = path; self.text = text }
}

/// What `doctor` looks at.
public struct DoctorInput: Sendable {
    /// The target's name (the folder's name, or the Xcode target's).
    public var name: String
    /// Where the file list came from, for the report ("folder Widgets", "Foo.xcodeproj, target Bar").
    public var origin: String
    public var targetFiles: [SourceFile]
    /// The repository's other Swift files, where the target's outside types are declared.
    public var otherFiles: [SourceFile]
    /// Modules whose files are known (local Swift packages' targets, an Xcode project's framework targets):
    /// module name → where it is (a folder) and its files' paths.
    public var knownModules: [String: KnownModule]
    /// Whether types declared in the repository's other files (not in a known module) may be the target's:
    /// true for a folder, which may be only part of a target whose other files the app shares; false for an
    /// Xcode target, whose membership is complete (a name it uses from a non-member file comes from elsewhere).
    public var looseFilesMayBelong: Bool

    public struct KnownModule: Sendable {
        public var location: String
        public var files: [String]
        /// A binary framework (`.xcframework`): its files are its `.swiftinterface`, which declares its API
        /// but cannot be built; the module needs a stand-in on Linux.
        public var binary: Bool
        public init(location: String, files: [String], binary: Bool = false) {
            self.location = location; self.files = files; self.binary = binary
        }
    }

    /// The target's asset catalogs, string catalogs and `.strings` files (paths in the repository).
    public var resources: [String] = []
    /// Swift packages the Xcode target links, by product name.
    public var packages: [String: XcodeTarget.PackageProduct] = [:]

    public init(name: String, origin: String, targetFiles: [SourceFile], otherFiles: [SourceFile],
                knownModules: [String: KnownModule], looseFilesMayBelong: Bool) {
        self.name = name; self.origin = origin; self.targetFiles = targetFiles
        self.otherFiles = otherFiles; self.knownModules = knownModules; self.looseFilesMayBelong = looseFilesMayBelong
    }
}

/// What `doctor` found.
public struct DoctorReport: Encodable, Equatable, Sendable {
    public var name: String
    public var origin: String
    public var files: [FileReport]
    public var modules: [ModuleReport]
    public var split: Split
    /// The target's asset and string catalogs: what `AppResources(folder:)` reads for `Color("name")`,
    /// `Image("name")` and `Text("key")` in snapshots.
    public var resources: [String]

    public enum Status: String, Encodable, Sendable, Comparable {
        /// Every module it imports exists on Linux and every type it uses is declared in the target.
        case builds
        /// It needs an edit: an import that Linux spells differently (`import CoreGraphics` → Foundation), or code
        /// that needs Objective-C interoperability (`@objc`) to be guarded.
        case needsEdit = "needs-edit"
        /// It needs the app's own modules or code outside the target (a stand-in, or the module itself).
        case needsAppCode = "needs-app-code"
        /// It imports an Apple framework that has no Linux build.
        case appleOnly = "apple-only"

        public static func < (a: Status, b: Status) -> Bool {
            let order: [Status] = [.builds, .needsEdit, .needsAppCode, .appleOnly]
            return order.firstIndex(of: a)! < order.firstIndex(of: b)!
        }
    }

    public struct FileReport: Encodable, Equatable, Sendable {
        public var path: String
        public var roles: [WidgetRole]
        /// The file has `@main`.
        public var entryPoint: Bool
        public var status: Status
        public var imports: [ImportReport]
        /// Types used here and declared outside the target (in the app's modules or files).
        public var outsideTypes: [OutsideType]
        /// Code that needs Apple's Foundation (Objective-C interoperability, iCloud's store).
        public var appleOnlyUses: [AppleOnlyUse]
    }

    public struct ImportReport: Encodable, Equatable, Sendable {
        public var module: String
        public var line: Int
        public var column: Int
        /// `widgetsnap`, `toolchain`, `edit` (a one-line change), `apple-only`, `app-or-package`, or
        /// `compiled-out` (an `#if` false on Linux).
        public var source: String
        public var hint: String?
    }

    public struct OutsideType: Encodable, Equatable, Sendable {
        public var name: String
        /// The known module declaring it, or nil for the app's files outside the target.
        public var module: String?
        /// `path:line` of its declaration.
        public var declaredAt: String
    }

    public struct ModuleReport: Encodable, Equatable, Sendable {
        public var name: String
        public var source: String
        public var files: Int
        public var hint: String?
        /// For the app's modules: the types the target uses from it.
        public var usedTypes: [String]
        /// Where its source is in the repository, when known.
        public var location: String?
        /// For a module whose source is known: whether its own files import only modules Linux has.
        public var importsExistOnLinux: Bool?
        /// A binary framework in the repository.
        public var binary: Bool?
        /// The Swift package the Xcode target links for it.
        public var package: PackageDependency?
    }

    public struct PackageDependency: Encodable, Equatable, Sendable {
        public var url: String?
        public var requirement: String?
        public var localPath: String?
    }

    public struct Split: Encodable, Equatable, Sendable {
        public var buildsNow: [String]
        public var withEdits: [String]
        public var withStandIns: [String]
        public var appleOnly: [String]
        /// A Package.swift for a Linux snapshot package beside the project.
        public var packageManifest: String
    }
}

public enum Doctor {
    public static func diagnose(_ input: DoctorInput) -> DoctorReport {
        let facts = input.targetFiles.map { ($0.path, SourceFacts(source: $0.text)) }
        let targetDeclared = Set(facts.flatMap { $0.1.declarations.map(\.name) })
        let moduleOfFile = Dictionary(input.knownModules.flatMap { name, m in m.files.map { ($0, name) } },
                                      uniquingKeysWith: { a, _ in a })
        // Outside declarations: name → first (path, line, module) in path order.
        var outside: [String: (path: String, line: Int, module: String?)] = [:]
        for file in input.otherFiles.sorted(by: { $0.path < $1.path }) {
            let module = moduleOfFile[file.path]
            if module == nil && !input.looseFilesMayBelong { continue }
            for d in SourceFacts(source: file.text).declarations
            where d.visibleOutsideFile && outside[d.name] == nil && !targetDeclared.contains(d.name) {
                outside[d.name] = (file.path, d.line, module)
            }
        }
        var files: [DoctorReport.FileReport] = []
        var importers: [String: Set<String>] = [:]
        var usedFrom: [String: Set<String>] = [:]
        for (path, fact) in facts {
            var status = DoctorReport.Status.builds
            var imports: [DoctorReport.ImportReport] = []
            for imp in fact.imports {
                let availability = ModuleCatalog.availability(of: imp.module)
                var source: String
                var hint: String?
                switch availability {
                case .widgetsnap: source = "widgetsnap"
                case .toolchain: source = "toolchain"
                case .appleOnly(let h): source = "apple-only"; hint = h
                case .replaceable(let h): source = "edit"; hint = h
                case .other:
                    source = "app-or-package"
                    if let known = input.knownModules[imp.module] {
                        hint = known.binary ? "a binary framework at \(known.location)" : "source in \(known.location)"
                    } else if let package = input.packages[imp.module] {
                        hint = "a Swift package" + (package.repositoryURL.map { " from \($0)" } ?? package.localPath.map { " at \($0)" } ?? "")
                    }
                }
                if imp.compiled == .no, !availability.buildsOnLinux {
                    source = "compiled-out"; hint = "inside an #if that is false on Linux"
                } else {
                    importers[imp.module, default: []].insert(path)
                    if case .appleOnly = availability { status = max(status, .appleOnly) }
                    if case .replaceable = availability { status = max(status, .needsEdit) }
                    if case .other = availability { status = max(status, .needsAppCode) }
                }
                imports.append(.init(module: imp.module, line: imp.line, column: imp.column, source: source, hint: hint))
            }
            if !fact.appleOnlyUses.isEmpty { status = max(status, .needsEdit) }
            var outsideTypes: [DoctorReport.OutsideType] = []
            let imported = Set(fact.imports.filter { $0.compiled != .no }.map(\.module))
            for name in fact.uses.keys.sorted() {
                // A module's type is used only where the module is imported.
                guard let d = outside[name], d.module.map(imported.contains) ?? true else { continue }
                outsideTypes.append(.init(name: name, module: d.module, declaredAt: "\(d.path):\(d.line)"))
                usedFrom[d.module ?? "", default: []].insert(name)
                status = max(status, .needsAppCode)
            }
            files.append(.init(path: path, roles: fact.roles.sorted(), entryPoint: fact.hasEntryPoint, status: status, imports: imports,
                               outsideTypes: outsideTypes, appleOnlyUses: fact.appleOnlyUses))
        }
        files.sort { $0.path < $1.path }

        var modules: [DoctorReport.ModuleReport] = []
        for (name, paths) in importers {
            let availability = ModuleCatalog.availability(of: name)
            var report = DoctorReport.ModuleReport(name: name, source: "", files: paths.count, hint: nil,
                                                   usedTypes: [], location: nil, importsExistOnLinux: nil,
                                                   binary: nil, package: nil)
            switch availability {
            case .widgetsnap: report.source = "widgetsnap"
            case .toolchain: report.source = "toolchain"
            case .appleOnly(let h): report.source = "apple-only"; report.hint = h
            case .replaceable(let h): report.source = "edit"; report.hint = h
            case .other:
                report.source = "app-or-package"
                report.usedTypes = (usedFrom[name] ?? []).sorted()
                if let known = input.knownModules[name], known.binary {
                    report.location = known.location
                    report.binary = true
                    report.hint = "a binary framework built for Apple platforms: a stand-in module declares what the target uses (its .swiftinterface lists the API)"
                } else if let known = input.knownModules[name] {
                    report.location = known.location
                    let own = Set(known.files)
                    report.importsExistOnLinux = input.otherFiles.filter { own.contains($0.path) }.allSatisfy { file in
                        SourceFacts(source: file.text).imports.allSatisfy {
                            $0.compiled == .no || ModuleCatalog.availability(of: $0.module).buildsOnLinux
                                || input.knownModules[$0.module] != nil
                        }
                    }
                } else if let package = input.packages[name] {
                    report.package = DoctorReport.PackageDependency(url: package.repositoryURL, requirement: package.requirement,
                                                       localPath: package.localPath)
                    report.hint = "a Swift package the project links: depend on it if it builds on Linux, else a stand-in"
                } else {
                    report.hint = "its source is not in this repository: a stand-in module declares what the target uses"
                }
            }
            modules.append(report)
        }
        if let loose = usedFrom[""], !loose.isEmpty {
            modules.append(.init(name: "", source: "outside-the-target", files: files.filter { f in
                f.outsideTypes.contains { $0.module == nil } }.count, hint: nil, usedTypes: loose.sorted(),
                location: nil, importsExistOnLinux: nil, binary: nil, package: nil))
        }
        let rank = ["widgetsnap", "toolchain", "edit", "app-or-package", "outside-the-target", "apple-only"]
        modules.sort { (rank.firstIndex(of: $0.source) ?? 9, $0.name) < (rank.firstIndex(of: $1.source) ?? 9, $1.name) }
        let split = DoctorReport.Split(
            buildsNow: files.filter { $0.status == .builds }.map(\.path),
            withEdits: files.filter { $0.status == .needsEdit }.map(\.path),
            withStandIns: files.filter { $0.status == .needsAppCode }.map(\.path),
            appleOnly: files.filter { $0.status == .appleOnly }.map(\.path),
            packageManifest: PackageSketch.manifest(name: input.name, files: files, modules: modules))
        return DoctorReport(name: input.name, origin: input.origin, files: files, modules: modules, split: split,
                            resources: input.resources.sorted())
    }
}
