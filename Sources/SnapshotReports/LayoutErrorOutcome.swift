import WidgetModel

/// Layout errors as outcomes, so that a run stopped by an invalid layout still writes its report
/// and JUnit file, with each invalid file as a failed (errored) case.
public enum LayoutErrorOutcome {
    /// The kind given to these outcomes: JUnit's testsuite and the report's group.
    public static let kind = "layout-errors"

    /// One outcome per file with diagnostics, in the order the files first appear; the message lists
    /// every diagnostic of the file as `file:line:column: error: message`.
    public static func outcomes(_ diagnostics: [Diagnostic]) -> [SnapshotOutcome] {
        var files: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        for d in diagnostics {
            if byFile[d.file] == nil { files.append(d.file) }
            byFile[d.file, default: []].append(d)
        }
        return files.map { file in
            var o = SnapshotOutcome(name: name(file), kind: kind, instance: "", family: "", entry: 0, appearance: "", state: "", status: .error)
            o.message = (byFile[file] ?? []).map(\.description).joined(separator: "\n")
            o.file = file
            return o
        }
    }

    /// `layout-errors/<the file's path components>`: a valid ``VariantName`` for any path.
    static func name(_ file: String) -> String {
        let parts = file.split(separator: "/").filter { $0 != "." && $0 != ".." }
            .map { String($0).unicodeScalars.map { $0.value < 0x20 || $0 == "\\" || $0 == ":" ? "_" : String($0) }.joined() }
        return ([kind] + (parts.isEmpty ? ["layout"] : parts)).joined(separator: "/")
    }
}
