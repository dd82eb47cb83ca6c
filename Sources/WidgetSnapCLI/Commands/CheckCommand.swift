import WidgetModel
import WidgetSnapshotCore

/// `widgetsnap check [paths]`: validates layout files and reports every problem with its position.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "validate layout files (all errors, with file:line:column)"
    static let help = """
        usage: widgetsnap check [paths...] [--assets DIR]

        Validates layout files and folders (default: Layouts). Reports every problem as
        file:line:column: error: message, with a hint, and evaluates every binding for every
        family, instance, timeline entry and state, checking SF Symbols names against the
        built-in table and image names against Assets/Images. Two files with the same kind are
        an error.

        exit codes: 0 valid, 65 invalid data, 66 missing input, 64 usage error

        """

    static let options = OptionSpec(valued: ["assets"], flags: ["quiet"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        let files = try LayoutFiles.expand(args.positionals.isEmpty ? ["Layouts"] : args.positionals)
        let assetsRoot = AssetsLocation.resolve(args.value("assets"), files: files)
        let symbols = try Symbols.catalog(assetsRoot: assetsRoot)
        let assets = AssetFolder(root: assetsRoot)
        var failed = 0
        var errors = 0
        var loaded: [LoadedLayout] = []
        for file in files {
            let result = try LayoutFiles.load(file)
            switch result {
            case .failure(let e):
                failed += 1
                errors += e.diagnostics.count
                console.err(e.diagnostics.map { $0.description + "\n" }.joined())
            case .success(let layout):
                loaded.append(layout)
                let issues = LayoutFiles.resolveAll(layout, symbols: symbols, assets: assets)
                if issues.isEmpty {
                    let d = layout.definition
                    if !args.flag("quiet") {
                        console.out("ok  \(file): \(d.kind), \(d.families.count) families, \(d.instances.count) instances, \(d.timeline.entries.count) entries\n")
                    }
                } else {
                    failed += 1
                    errors += issues.count
                    console.err(issues.map { $0.description + "\n" }.joined())
                }
            }
        }
        let duplicates = LayoutFiles.duplicateKinds(loaded)
        if !duplicates.isEmpty {
            failed += Set(duplicates.map(\.file)).count
            errors += duplicates.count
            console.err(duplicates.map { $0.description + "\n" }.joined())
        }
        if failed > 0 {
            console.err("\(errors) error\(errors == 1 ? "" : "s") in \(failed) of \(files.count) file\(files.count == 1 ? "" : "s")\n")
            return .dataError
        }
        if !args.flag("quiet") { console.out("\(files.count) file\(files.count == 1 ? "" : "s") valid\n") }
        return .success
    }
}
