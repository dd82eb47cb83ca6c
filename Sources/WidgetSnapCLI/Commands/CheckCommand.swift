import Foundation
import WidgetModel
import WidgetSnapshotCore

/// `widgetsnap check [paths]`: validates layout files and reports every problem with its position.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "validate layout files (all errors, with file:line:column)"
    static let help = """
        usage: widgetsnap check [paths...] [--assets DIR] [--quiet] [--json]

        Validates layout files and folders (default: Layouts). Reports every problem as
        file:line:column: error: message, with a hint, and evaluates every binding for every
        family, instance, timeline entry and state, checking SF Symbols names against the
        built-in table and image names against Assets/Images. Two files with the same kind are
        an error. --json prints one JSON object with every file and diagnostic on stdout instead
        of the lines. On GitHub Actions each problem is also an ::error annotation.

        exit codes: 0 valid, 65 invalid data, 66 missing input, 64 usage error

        """

    static let options = OptionSpec(valued: ["assets"], flags: ["quiet", "json"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        let environment = ProcessInfo.processInfo.environment
        let json = args.flag("json"), quiet = args.flag("quiet") || json
        let gitHub = CIEnvironment.isGitHubActions(environment)
        let files = try LayoutFiles.expand(args.positionals.isEmpty ? ["Layouts"] : args.positionals)
        let assetsRoot = AssetsLocation.resolve(args.value("assets"), files: files)
        let symbols = try Symbols.catalog(assetsRoot: assetsRoot)
        let assets = AssetFolder(root: assetsRoot)
        var loaded: [LoadedLayout] = []
        var results: [CheckResults.File] = []
        func report(_ file: String, _ diagnostics: [Diagnostic]) {
            if !json { console.err(diagnostics.map { $0.description + "\n" }.joined()) }
            if gitHub { for d in diagnostics { (json ? console.err : console.out)(GitHubActions.error(d)) } }
            let issues = diagnostics.map(CheckResults.Issue.init)
            if let i = results.firstIndex(where: { $0.file == file }) {
                results[i].valid = false
                results[i].errors += issues
            } else {
                results.append(CheckResults.File(file: file, valid: false, errors: issues))
            }
        }
        for file in files {
            let result = try LayoutFiles.load(file)
            switch result {
            case .failure(let e):
                report(file, e.diagnostics)
            case .success(let layout):
                loaded.append(layout)
                let issues = LayoutFiles.resolveAll(layout, symbols: symbols, assets: assets)
                if issues.isEmpty {
                    let d = layout.definition
                    if !json { console.err(LayoutFiles.translationWarnings(layout).map { $0.description + "\n" }.joined()) }
                    if !quiet, d.activity != nil || d.control != nil {
                        let what = d.activity != nil ? "a Live Activity, \(count(d.timeline.entries.count, "content state"))" : "a control (\(d.control?.template.rawValue ?? ""))"
                        console.out("ok  \(file): \(d.kind), \(what)\n")
                    } else if !quiet {
                        console.out("ok  \(file): \(d.kind), \(count(d.families.count, "family", "families")), "
                                    + "\(count(d.instances.count, "instance")), \(count(d.timeline.entries.count, "entry", "entries"))\n")
                    }
                    results.append(CheckResults.File(file: file, valid: true, kind: d.kind, families: d.families.count,
                                                     instances: d.instances.count, entries: d.timeline.entries.count))
                } else {
                    report(file, issues)
                }
            }
        }
        // Two files of one kind would write the same paths: an error in both files.
        let duplicates = LayoutFiles.duplicateKinds(loaded)
        for file in files where duplicates.contains(where: { $0.file == file }) {
            report(file, duplicates.filter { $0.file == file })
        }
        let summary = CheckResults(files: results)
        let failed = results.count - summary.valid
        if json { console.out(try ResultsJSON.encode(summary)) }
        if failed > 0 {
            if !json { console.err("\(count(summary.errors, "error")) in \(failed) of \(count(files.count, "file"))\n") }
            return .dataError
        }
        if !quiet { console.out("\(count(files.count, "file")) valid\n") }
        return .success
    }

    /// `1 instance`, `2 instances`.
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }
}
