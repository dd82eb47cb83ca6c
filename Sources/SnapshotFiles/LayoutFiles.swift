import Dispatch
import Foundation
import PNGCodec
import WidgetModel

/// A layout file that decoded and checked cleanly.
public struct LoadedLayout: Sendable {
    public var path: String
    public let text: String
    public var definition: WidgetDefinition
    /// The positions of `text`, built once when the file is decoded (every diagnostic, lint
    /// finding and text report of the run places itself with it).
    public let map: SourceMap
    /// Wall time spent reading and decoding the file, in milliseconds (`render --timing`).
    public var decodeMilliseconds = 0.0

    public init(path: String, text: String, definition: WidgetDefinition, map: SourceMap? = nil) {
        self.path = path; self.text = text; self.definition = definition; self.map = map ?? SourceMap(text: text)
    }
}

/// Finding, reading and decoding layout files.
public enum LayoutFiles {
    /// Files named on the command line, with folders searched (recursively) for `.json5` and `.json`
    /// files; sorted so that output order never depends on the file system.
    public static func expand(_ paths: [String]) throws(FilesError) -> [String] {
        var out: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
                throw .noSuchPath(path: path)
            }
            if !isDir.boolValue { out.append(path); continue }
            guard let walker = fm.enumerator(atPath: path) else { throw .folderUnreadable(path: path) }
            var found: [String] = []
            while let rel = walker.nextObject() as? String {
                let name = (rel as NSString).lastPathComponent
                if name.hasPrefix(".") { continue }
                // widgetsnap's own output in the folder (a gallery, renders, a report, previews) holds JSON that is not a layout.
                if outputFolder(path.hasSuffix("/") ? path + rel : path + "/" + rel) != nil {
                    walker.skipDescendants()
                    continue
                }
                if (name.hasSuffix(".json5") || name.hasSuffix(".json")) && !name.hasSuffix(".schema.json") {
                    let file = path.hasSuffix("/") ? path + rel : path + "/" + rel
                    // A file found in a folder (not named by the user) is read only inside the folder's
                    // project: a link in a pull request to a secret is refused unread (issue 25, item 4).
                    if let refusal = ProjectConfinement.listed(file, in: path) {
                        throw .outsideProject(refusal)
                    }
                    found.append(file)
                }
            }
            if found.isEmpty { throw .noLayoutFiles(folder: path) }
            out += found.sorted()
        }
        return out
    }

    /// The files at the top of a folder widgetsnap wrote, by what wrote it: a folder walk skips such a
    /// folder (its JSON files are manifests and caches, not layouts), so `widgetsnap gallery .` can be
    /// run again with its site inside the folder. A folder named on the command line is always read.
    public static let outputMarkers: [(file: String, writer: String)] = [
        ("snapshots/inputs.json", "gallery"), ("manifest.json", "render"), ("report.json", "test --report"), ("previews.json", "previews"),
    ]

    /// What wrote `folder` (``outputMarkers``), or nil when it is not one of widgetsnap's output folders.
    static func outputFolder(_ folder: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return outputMarkers.first { FileManager.default.fileExists(atPath: folder + "/" + $0.file) }?.writer
    }

    /// Reads a file as UTF-8 text. Only regular files are read (a FIFO or device is ``FilesError/notRegularFile(path:)``).
    public static func read(_ path: String) throws(FilesError) -> String {
        let data: Data
        do { data = Data(try PNGFile.readBytes(path: path, maximumSize: LayoutFile.maximumSize)) } catch {
            switch error {
            case .fileTooLarge: throw .tooLarge(path: path, maximumMiB: LayoutFile.maximumSize >> 20)
            case .notRegularFile: throw .notRegularFile(path: path)
            default: throw .unreadable(path: path)
            }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .notUTF8(path: path, invalid: UTF8Validation.firstInvalidByte(Array(data)))
        }
        return text
    }

    /// Decodes a file; on failure returns every diagnostic.
    /// `realPath`, when given, is the file to read (a confined reference's resolved path); `path`
    /// names it in diagnostics.
    public static func load(_ path: String, realPath: String? = nil) throws(FilesError) -> Result<LoadedLayout, LayoutFileErrors> {
        let started = ContinuousClock.now
        let text = try read(realPath ?? path)
        let map = SourceMap(text: text)
        return LayoutFile.decode(text: text, file: path, map: map).map {
            var layout = LoadedLayout(path: path, text: text, definition: $0, map: map)
            let d = (ContinuousClock.now - started).components
            layout.decodeMilliseconds = Double(d.seconds) * 1000 + Double(d.attoseconds) / 1e15
            return layout
        }
    }

    /// Loads every file: the layouts, or every diagnostic of every invalid file. Two files that
    /// declare the same `kind` (which would render to the same paths) are an error in each later one.
    public static func loadAll(_ files: [String]) throws(FilesError) -> Result<[LoadedLayout], LayoutFileErrors> {
        var layouts: [LoadedLayout] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            switch try load(file) {
            case .failure(let e): diagnostics += e.diagnostics
            case .success(let l): layouts.append(l)
            }
        }
        diagnostics += duplicateKinds(layouts)
        return diagnostics.isEmpty ? .success(layouts) : .failure(LayoutFileErrors(diagnostics))
    }

    /// One diagnostic per layout whose `kind` an earlier layout already declares, at its `kind`
    /// field, naming both files.
    public static func duplicateKinds(_ layouts: [LoadedLayout]) -> [Diagnostic] {
        var first: [String: String] = [:]
        var out: [Diagnostic] = []
        for layout in layouts {
            let kind = layout.definition.kind
            guard let earlier = first[kind] else { first[kind] = layout.path; continue }
            let path = JSONPath().appending(key: "kind")
            out.append(Diagnostic(file: layout.path, location: layout.map.location(of: path), path: path,
                                  message: "kind '\(kind)' is also declared by \(earlier); \(layout.path) and \(earlier) would render to the same files",
                                  hint: "give each widget its own kind"))
        }
        return out
    }

    /// Runs every variant's bindings (families × instances × entries × states) and reports the failures
    /// as diagnostics at the binding's position in the file, each once. The privacy state evaluates
    /// what the real one does (``WidgetState/evaluated``) and is not run again.
    ///
    /// With `assets`, every image name a variant uses is checked too (``AssetCheck``): an unknown
    /// name is reported at its `Image` field with the closest names.
    public static func resolveAll(_ layout: LoadedLayout, symbols: SymbolCatalog?, assets: AssetFolder? = nil,
                                  workers: Int = ProcessInfo.processInfo.activeProcessorCount) -> [Diagnostic] {
        let d = layout.definition
        let map = layout.map
        // Every variant whose bindings evaluate differently, in the order their issues are reported.
        var selections: [VariantSelection] = []
        for family in d.families {
            for instance in d.instances {
                for entry in d.timeline.entries.indices {
                    for state in WidgetState.evaluated {
                        // Each locale with a string table runs its translations too.
                        for locale in [StringTables.developmentLanguage] + d.strings.tables.keys.sorted() {
                            var selection = VariantSelection(family: family, instance: instance.name, entryIndex: entry, state: state)
                            selection.locale = locale
                            selections.append(selection)
                        }
                    }
                }
            }
        }
        let outcomes = resolveOutcomes(d, selections, symbols: symbols, imageNames: assets != nil, workers: workers)
        var seen: Set<ResolveIssue> = []
        var out: [Diagnostic] = []
        var imageNames: [String] = []
        var hidden = 0
        for (selection, outcome) in zip(selections, outcomes) {
            imageNames.append(contentsOf: outcome.imageNames)
            for issue in outcome.issues where seen.insert(issue).inserted {
                // At most LayoutFile.maximumErrors per file are shown; the rest are counted.
                if out.count >= LayoutFile.maximumErrors { hidden += 1; continue }
                let location = issue.offset.flatMap { map.location(inStringAt: issue.path, characterOffset: $0) } ?? map.location(of: issue.path)
                out.append(Diagnostic(file: layout.path, location: location, path: issue.path,
                                      message: issue.message + " (\(selection.family.rawValue), instance \(selection.instance), entry \(selection.entryIndex)\(selection.state == .placeholder ? ", placeholder" : ""))",
                                      hint: issue.hint))
            }
        }
        if let assets { out += imageDiagnostics(layout, names: imageNames, assets: assets, map: map) }
        if hidden > 0 {
            out.append(Diagnostic(file: layout.path, location: nil, path: nil,
                                  message: "and \(hidden) more error\(hidden == 1 ? "" : "s") (only the first \(LayoutFile.maximumErrors) of a file are shown)",
                                  hint: "fix these and check again"))
        }
        return out
    }

    /// What resolving one variant found: its binding issues and the image names it uses.
    struct ResolveOutcome: Sendable {
        var issues: [ResolveIssue] = []
        var imageNames: [String] = []
    }

    /// Resolves `selections` on up to `workers` threads, each with its own resolver; the outcomes
    /// come back in the selections' order, so what is reported never depends on the thread count.
    static func resolveOutcomes(_ definition: WidgetDefinition, _ selections: [VariantSelection], symbols: SymbolCatalog?,
                                imageNames: Bool, workers: Int) -> [ResolveOutcome] {
        let count = selections.count
        let threads = max(1, min(workers, count))
        // Thread t resolves indices t, t + threads, …: neighbouring variants (one family, one
        // entry) cost about the same, so the threads finish together.
        let slices = OutcomeSlices(threads: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            let resolver = Resolver(definition: definition, symbols: symbols)
            var mine: [ResolveOutcome] = []
            for i in stride(from: t, to: count, by: threads) {
                let resolved = resolver.resolve(selections[i])
                var outcome = ResolveOutcome(issues: resolved?.issues ?? [])
                if imageNames, let root = resolved?.root { outcome.imageNames = AssetCheck.imageNames(root) }
                mine.append(outcome)
            }
            slices.set(t, mine)
        }
        var out: [ResolveOutcome] = []
        out.reserveCapacity(count)
        let all = slices.all
        for i in 0..<count { out.append(all[i % threads][i / threads]) }
        return out
    }

    /// Warnings for the texts a locale's string table does not translate (shown in English there).
    public static func translationWarnings(_ layout: LoadedLayout) -> [Diagnostic] {
        let map = layout.map
        return layout.definition.strings.missingTranslations().map { m in
            Diagnostic(severity: .warning, file: layout.path, location: map.location(of: m.path), path: m.path,
                       message: "no \(m.locale) translation of '\(m.key)'", hint: m.hint)
        }
    }

    /// The problems of the image names a layout's variants use, each name once: at the `Image`
    /// field that names it literally, else at the first one with a binding.
    static func imageDiagnostics(_ layout: LoadedLayout, names: [String], assets: AssetFolder, map: SourceMap) -> [Diagnostic] {
        let declared = AssetCheck.declaredImages(layout.definition)
        var seen: Set<String> = []
        var out: [Diagnostic] = []
        for name in names where !name.isEmpty && seen.insert(name).inserted {
            guard let problem = AssetCheck.problem(name, in: assets) else { continue }
            let path = (declared.first { $0.name == name } ?? declared.first { $0.name.contains("{") })?.path
            out.append(Diagnostic(file: layout.path, location: path.flatMap { map.location(of: $0) }, path: path,
                                  message: problem.message, hint: problem.hint))
        }
        return out
    }
}

/// Each resolving thread's outcomes, set once per thread.
private final class OutcomeSlices: @unchecked Sendable {
    private let lock = NSLock()
    private var slices: [[LayoutFiles.ResolveOutcome]]
    init(threads: Int) { slices = Array(repeating: [], count: threads) }
    func set(_ t: Int, _ outcomes: [LayoutFiles.ResolveOutcome]) { lock.withLock { slices[t] = outcomes } }
    var all: [[LayoutFiles.ResolveOutcome]] { lock.withLock { slices } }
}
