import Foundation
import WidgetModel

/// A layout file that decoded and checked cleanly.
public struct LoadedLayout: Sendable {
    public var path: String
    public var text: String
    public var definition: WidgetDefinition
}

/// Finding, reading and decoding layout files.
public enum LayoutFiles {
    /// Files named on the command line, with folders searched (recursively) for `.json5` and `.json`
    /// files; sorted so that output order never depends on the file system.
    public static func expand(_ paths: [String]) throws(ToolError) -> [String] {
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
    public static func read(_ path: String) throws(ToolError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(.noInput, "\(path): cannot read the file", hint: "check that it exists and is readable")
        }
        if data.count > LayoutFile.maximumSize { throw ToolError(.dataError, "\(path): the file is larger than \(LayoutFile.maximumSize >> 20) MiB") }
        guard let text = String(data: data, encoding: .utf8) else {
            let bad = UTF8Validation.firstInvalidByte(Array(data))
            let at = bad.map { ":\($0.line):\($0.column): the file is not UTF-8 text: the byte 0x\(String($0.byte, radix: 16, uppercase: true)) at offset \($0.offset) is not valid UTF-8" }
            throw ToolError(.dataError, "\(path.escapingControlCharacters)\(at ?? ": the file is not UTF-8 text")", hint: "save it as UTF-8")
        }
        return text
    }

    /// Decodes a file; on failure returns every diagnostic.
    public static func load(_ path: String) throws(ToolError) -> Result<LoadedLayout, LayoutFileErrors> {
        let text = try read(path)
        return LayoutFile.decode(text: text, file: path).map { LoadedLayout(path: path, text: text, definition: $0) }
    }

    /// Loads every file: the layouts, or every diagnostic of every invalid file.
    public static func loadAll(_ files: [String]) throws(ToolError) -> Result<[LoadedLayout], LayoutFileErrors> {
        var layouts: [LoadedLayout] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            switch try load(file) {
            case .failure(let e): diagnostics += e.diagnostics
            case .success(let l): layouts.append(l)
            }
        }
        return diagnostics.isEmpty ? .success(layouts) : .failure(LayoutFileErrors(diagnostics))
    }

    /// Runs every variant's bindings (families × instances × entries × states) and reports the failures
    /// as diagnostics at the binding's position in the file, each once.
    public static func resolveAll(_ layout: LoadedLayout, symbols: SymbolCatalog?) -> [Diagnostic] {
        let d = layout.definition
        let resolver = Resolver(definition: d, symbols: symbols)
        let map = SourceMap(text: layout.text)
        var seen: Set<ResolveIssue> = []
        var out: [Diagnostic] = []
        var hidden = 0
        for family in d.families {
            for instance in d.instances {
                for entry in d.timeline.entries.indices {
                    for state in WidgetState.allCases {
                        let selection = VariantSelection(family: family, instance: instance.name, entryIndex: entry, state: state)
                        for issue in resolver.resolve(selection)?.issues ?? [] where seen.insert(issue).inserted {
                            // At most LayoutFile.maximumErrors per file are shown; the rest are counted.
                            if out.count >= LayoutFile.maximumErrors { hidden += 1; continue }
                            let location = issue.offset.flatMap { map.location(inStringAt: issue.path, characterOffset: $0) } ?? map.location(of: issue.path)
                            out.append(Diagnostic(file: layout.path, location: location, path: issue.path,
                                                  message: issue.message + " (\(family.rawValue), instance \(instance.name), entry \(entry)\(state == .placeholder ? ", placeholder" : ""))",
                                                  hint: issue.hint))
                        }
                    }
                }
            }
        }
        if hidden > 0 {
            out.append(Diagnostic(file: layout.path, location: nil, path: nil,
                                  message: "and \(hidden) more error\(hidden == 1 ? "" : "s") (only the first \(LayoutFile.maximumErrors) of a file are shown)",
                                  hint: "fix these and check again"))
        }
        return out
    }
}
