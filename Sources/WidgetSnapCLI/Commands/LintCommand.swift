import Foundation
import WidgetLayout
import WidgetLint
import WidgetModel
import WidgetSnapshotCore

/// `widgetsnap lint [paths]`: Apple's widget design rules over every variant, each finding at its line.
enum LintCommand: Command {
    static let name = "lint"
    static let summary = "check Apple's widget design rules on every variant (text, JSON, SARIF)"
    static let help = """
        usage: widgetsnap lint [paths...] [--format text|json|sarif] [--rules ID,...] [--severity LEVEL|ID=LEVEL,...]
                               [--strict] [--list] [--family F,...] [--instance NAME,...|first] [--entry N]
                               [--appearance light,dark] [--state real,placeholder,privacy] [--device D]
                               [--dynamic-type SIZE,...|all] [--locale L,...] [--assets DIR] [--jobs N]

        Lays out every instance × family × entry × appearance × state of the layouts (default:
        Layouts) and checks the design rules of "Design great widgets" and the HIG on each: one tap
        target in systemSmall, at most four pieces of information, no app name or logo, the 16/11 pt
        margins, concentric corners, text of 11 pt or more, no truncated or clipped content, WCAG
        contrast against the drawn pixels, a placeholder that does not jump, no "last updated" or
        instructional text, the description's style, a useful default configuration, timeline
        spacing and opaque greys on the Lock Screen. A layout file's Live Activity and control are
        checked on every presentation: the Lock Screen height, no text in the minimal view, compact
        texts that fit, a control's symbol and title. docs/lint.md describes every rule.

        A finding is printed like a compiler's, file:line:column: warning: message [rule-id], with
        the variants where it occurs and the guideline it comes from. --format json prints one JSON
        document; --format sarif prints SARIF 2.1.0 for code scanning. On GitHub Actions every
        finding is also an ::error or ::warning annotation.

          --rules       run only these rules
          --severity    warning (default) reports everything, error only errors; ID=LEVEL sets a
                        rule's severity (e.g. --severity truncated-text=error)
          --strict      exit 1 on warnings too
          --list        print the rules (id, severity, description) and exit
          --dynamic-type  Dynamic Type sizes to lint at: xSmall, small, medium, large (default),
                        xLarge, xxLarge, xxxLarge, ax1 … ax5, or all
          --locale      locales to lay out, e.g. ja,en-XA (default en), to find truncation in translations

        A view turns rules off with lint: {disable: ["rule-id"], reason: "…"}; at the top of a file
        the option applies to the whole file. An unknown rule name there is an error.

        exit codes: 0 no errors (warnings only), 1 errors (or warnings with --strict), 64 usage,
                    65 invalid layout, 66 missing input

        """

    static let options = OptionSpec(valued: ["format", "rules", "severity", "family", "instance", "entry", "appearance", "state",
                                             "device", "assets", "jobs", "dynamic-type", "locale"],
                                    flags: ["strict", "list"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        try run(arguments, console: console, environment: ProcessInfo.processInfo.environment)
    }

    static func run(_ arguments: [String], console: Console, environment: [String: String]) throws -> ExitCode {
        let args = try parse(arguments)
        let format = args.value("format") ?? "text"
        guard ["text", "json", "sarif"].contains(format) else {
            throw ToolError.usage("unknown format '\(format)'", hint: Selection.suggestion(format, ["text", "json", "sarif"]))
        }
        let options = try lintOptions(args)
        if args.flag("list") {
            console.out(list(options))
            return .success
        }
        let device = try Selection.device(args.value("device"))
        let filter = try VariantOptions.filter(args)
        let loaded = try VariantOptions.load(args)
        let gitHub = CIEnvironment.isGitHubActions(environment)
        if !loaded.diagnostics.isEmpty {
            console.err(loaded.diagnostics.map { $0.description + "\n" }.joined())
            if gitHub { for d in loaded.diagnostics { console.err(GitHubActions.error(d)) } }
            return .dataError
        }
        let suppressionErrors = LintRunner.suppressionErrors(loaded.layouts)
        if !suppressionErrors.isEmpty {
            console.err(suppressionErrors.map { $0.description + "\n" }.joined())
            return .dataError
        }
        let report = try lint(loaded.layouts, files: loaded.files, filter: filter, options: options, device: device,
                              assets: args.value("assets"), jobs: try ToolError.passing { () throws(UsageError) in try args.int("jobs", min: 1) })
        switch format {
        case "json": console.out(try LintOutput.json(report))
        case "sarif": console.out(try LintOutput.sarif(report, rules: options.selectedRuleInfos, options: options))
        default:
            console.out(LintOutput.text(report))
            console.out(LintOutput.summary(report))
        }
        if gitHub { (format == "text" ? console.out : console.err)(LintOutput.annotations(report)) }
        return report.failed(strict: args.flag("strict")) ? .failure : .success
    }

    /// Lints loaded layouts (shared with `test --lint`).
    static func lint(_ layouts: [LoadedLayout], files: [String], filter: VariantFilter, options: LintOptions, device: Device,
                     assets: String?, jobs: Int?) throws(ToolError) -> LintReport {
        let assetsRoot = AssetsLocation.resolve(assets, files: files)
        let all = try ToolError.passing { () throws(VariantsError) in try VariantSet.jobs(layouts, filter: filter, device: device, scale: device.scale) }
        let report = try ToolError.passing { () throws(LintRunError) in
            try LintRunner.run(all, layouts: layouts, options: options, device: device, assetsRoot: assetsRoot,
                               workers: WorkerPool.workerCount(jobs, work: all.count))
        }
        return try withSurfaces(report, layouts: layouts, filter: filter, options: options, device: device, assetsRoot: assetsRoot)
    }

    /// The report with the Live Activity and control presentations of the layouts linted too.
    static func withSurfaces(_ report: LintReport, layouts: [LoadedLayout], filter: VariantFilter, options: LintOptions, device: Device,
                             assetsRoot: String) throws(ToolError) -> LintReport {
        let surfaces = try SurfaceVariants.lint(layouts, filter: filter, options: options, device: device, assetsRoot: assetsRoot)
        return report.merging(surfaceFindings: surfaces.findings, suppressed: surfaces.suppressed, variants: surfaces.variants)
    }

    /// `widgetsnap test --lint`: the lint of the tested variants, printed after the golden comparison;
    /// the findings go to stderr (stdout may carry --json), and a lint error makes the run fail.
    /// `linted` is the lint of the test's own pass (``VariantPass``); without it the variants are linted here.
    static func afterTest(_ code: ExitCode, layouts: [LoadedLayout], files: [String], filter: VariantFilter, device: Device,
                          args: Arguments, console: Console, linted: Result<LintReport, LintRunError>? = nil) throws(ToolError) -> ExitCode {
        let errors = LintRunner.suppressionErrors(layouts)
        if !errors.isEmpty {
            console.err(errors.map { $0.description + "\n" }.joined())
            return .dataError
        }
        let report: LintReport
        if let linted {
            report = try withSurfaces(try ToolError.passing { () throws(LintRunError) in try linted.get() }, layouts: layouts, filter: filter, options: LintOptions(), device: device,
                                      assetsRoot: AssetsLocation.resolve(args.value("assets"), files: files))
        } else {
            report = try lint(layouts, files: files, filter: filter, options: LintOptions(), device: device,
                              assets: args.value("assets"), jobs: try ToolError.passing { () throws(UsageError) in try args.int("jobs", min: 1) })
        }
        console.err(LintOutput.text(report) + "lint: " + LintOutput.summary(report))
        return code == .success && report.errors > 0 ? .failure : code
    }

    /// --rules and --severity, checked: unknown rule ids and levels are usage errors with the nearest name.
    static func lintOptions(_ args: Arguments) throws(ToolError) -> LintOptions {
        var options = LintOptions()
        func rule(_ id: String, _ option: String) throws(ToolError) -> String {
            guard LintRules.rule(id) == nil else { return id }
            var hint = "'widgetsnap lint --list' shows the rules"
            if let near = LintRules.suggestion(for: id) { hint = "did you mean '\(near)'? " + hint }
            throw ToolError.usage("unknown rule '\(id)' in --\(option)", hint: hint)
        }
        func level(_ word: String) throws(ToolError) -> LintSeverity {
            guard let s = LintSeverity(rawValue: word) else {
                throw ToolError.usage("unknown severity '\(word)'", hint: Selection.suggestion(word, LintSeverity.allCases.map(\.rawValue)))
            }
            return s
        }
        for id in args.list("rules") { options.rules.append(try rule(id, "rules")) }
        for item in args.list("severity") {
            if let eq = item.firstIndex(of: "=") {
                let id = try rule(String(item[..<eq]), "severity")
                options.severities[id] = try level(String(item[item.index(after: eq)...]))
            } else {
                options.minimumSeverity = try level(item)
            }
        }
        return options
    }

    static func list(_ options: LintOptions) -> String {
        let width = LintRules.ids.map(\.count).max() ?? 0
        return options.selectedRuleInfos.map { r in
            let sev = options.severity(of: r).rawValue
            return r.id + String(repeating: " ", count: width + 2 - r.id.count) + sev + String(repeating: " ", count: 9 - sev.count) + r.description + "\n"
        }.joined()
    }
}
