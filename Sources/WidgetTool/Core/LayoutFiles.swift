import CommandLineKit
import Foundation
import WidgetModel

/// A layout file that decoded and checked cleanly.
struct LoadedLayout {
    var path: String
    var text: String
    var definition: WidgetDefinition
}

/// Finding, reading and decoding layout files.
enum LayoutFiles {
    /// Files named on the command line, with folders searched (recursively) for `.json5` and `.json`
    /// files; sorted so that output order never depends on the file system.
    static func expand(_ paths: [String]) throws(ToolError) -> [String] {
        var out: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
                throw ToolError(.noInput, "\(path): no such file or folder")
            }
            if !isDir.boolValue { out.append(path); continue }
            guard let walker = fm.enumerator(atPath: path) else { throw ToolError(.noInput, "\(path): cannot read the folder") }
            var found: [String] = []
            while let rel = walker.nextObject() as? String {
                let name = (rel as NSString).lastPathComponent
                if name.hasPrefix(".") { continue }
                if (name.hasSuffix(".json5") || name.hasSuffix(".json")) && !name.hasSuffix(".schema.json") {
                    found.append(path.hasSuffix("/") ? path + rel : path + "/" + rel)
                }
            }
            if found.isEmpty { throw ToolError(.noInput, "\(path): no .json5 or .json layout files in this folder") }
            out += found.sorted()
        }
        return out
    }

    /// Reads a file as UTF-8 text.
    static func read(_ path: String) throws(ToolError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(.noInput, "\(path): cannot read the file", hint: "check that it exists and is readable")
        }
        if data.count > LayoutFile.maximumSize { throw ToolError(.dataError, "\(path): the file is larger than \(LayoutFile.maximumSize >> 20) MiB") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ToolError(.dataError, "\(path): the file is not UTF-8 text", hint: "save it as UTF-8")
        }
        return text
    }

    /// Decodes a file; on failure returns every diagnostic.
    static func load(_ path: String) throws(ToolError) -> Result<LoadedLayout, LayoutFileErrors> {
        let text = try read(path)
        return LayoutFile.decode(text: text, file: path).map { LoadedLayout(path: path, text: text, definition: $0) }
    }

    /// Loads every file; prints all diagnostics and returns nil if any file is invalid.
    static func loadAll(_ files: [String], console: Console) throws -> [LoadedLayout]? {
        var layouts: [LoadedLayout] = []
        var invalid = false
        for file in files {
            switch try load(file) {
            case .failure(let e):
                invalid = true
                console.err(e.diagnostics.map { $0.description + "\n" }.joined())
            case .success(let l): layouts.append(l)
            }
        }
        return invalid ? nil : layouts
    }

    /// Runs every variant's bindings (families × instances × entries × states) and reports the failures
    /// as diagnostics at the binding's position in the file, each once.
    static func resolveAll(_ layout: LoadedLayout, symbols: SymbolCatalog?) -> [Diagnostic] {
        let d = layout.definition
        let resolver = Resolver(definition: d, symbols: symbols)
        let map = SourceMap(text: layout.text)
        var seen: Set<ResolveIssue> = []
        var out: [Diagnostic] = []
        for family in d.families {
            for instance in d.instances {
                for entry in d.timeline.entries.indices {
                    for state in WidgetState.allCases {
                        let selection = VariantSelection(family: family, instance: instance.name, entryIndex: entry, state: state)
                        for issue in resolver.resolve(selection)?.issues ?? [] where seen.insert(issue).inserted {
                            let location = issue.offset.flatMap { map.location(inStringAt: issue.path, characterOffset: $0) } ?? map.location(of: issue.path)
                            out.append(Diagnostic(file: layout.path, location: location, path: issue.path,
                                                  message: issue.message + " (\(family.rawValue), instance \(instance.name), entry \(entry)\(state == .placeholder ? ", placeholder" : ""))",
                                                  hint: issue.hint))
                        }
                    }
                }
            }
        }
        return out
    }
}
