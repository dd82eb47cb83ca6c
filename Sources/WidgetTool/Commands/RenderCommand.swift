import CommandLineKit
import Dispatch
import Foundation
import PNGCodec
import WidgetLayout
import WidgetModel
import WidgetRender

/// `widgetsnap render`: PNG snapshots of every variant, with a manifest.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "render PNG snapshots of every variant (instances × families × entries × appearances × states)"
    static let help = """
        usage: widgetsnap render [paths...] [--out DIR] [--family F,...] [--device D] [--instance NAME,...]
                                 [--entry N] [--scale S] [--appearance light,dark] [--state real,placeholder,privacy]
                                 [--format png|svg|pdf] [--locale L] [--assets DIR] [--jobs N] [--timing] [--quiet]

        Renders every configured instance × family × timeline entry × appearance × state of each
        layout (default: Layouts) into DIR (default: Output/snapshots) as
        <kind>/<instance>/<family>/<entry>-<appearance>-<state>@<scale>x.png, and writes
        DIR/manifest.json listing each file with its parameters and a content hash. Files are
        written whole or not at all. Uses every core (--jobs to limit).

          --state    real, placeholder (WidgetKit's redaction) and privacy (only privacySensitive
                     views redacted, as on a locked device); default real,placeholder
          --scale    1, 2 or 3 (default: the device's)
          --format   png (default), or svg / pdf in points
          --locale   the text language, e.g. ja or zh-Hans: picks the CJK glyph forms (default en)
          --timing   print the median time per family (layout, drawing and PNG encoding)

        exit codes: 0 rendered, 65 invalid layout, 66 missing input, 73 cannot write, 64 usage error

        """

    struct Job {
        var layoutIndex: Int
        var selection: VariantSelection
        var appearance: Appearance
        var path: String
    }

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try Arguments(arguments, spec: OptionSpec(valued: ["out", "family", "device", "instance", "entry", "scale", "appearance",
                                                                      "state", "assets", "jobs", "format", "locale"], flags: ["quiet", "timing"]), command: name)
        var settings = RenderSettings()
        settings.format = args.value("format") ?? "png"
        guard ["png", "svg", "pdf"].contains(settings.format) else {
            throw ToolError.usage("unknown format '\(settings.format)'", hint: "expected png, svg or pdf")
        }
        if let locale = args.value("locale") {
            guard !locale.isEmpty, locale.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else { throw ToolError.usage("--locale expects a language tag such as ja or zh-Hans") }
            settings.language = locale
        }
        let out = args.value("out") ?? "Output/snapshots"
        let device = try Selection.device(args.value("device"))
        let scale = try args.double("scale") ?? device.scale
        guard scale > 0, scale <= 4 else { throw ToolError.usage("--scale must be between 0 and 4") }
        let (appearances, states) = try appearancesAndStates(args)
        let files = try LayoutFiles.expand(args.positionals.isEmpty ? ["Layouts"] : args.positionals)
        let assetsRoot = AssetsLocation.resolve(args.value("assets"), files: files)

        var layouts: [LoadedLayout] = []
        var invalid = false
        for file in files {
            switch try LayoutFiles.load(file) {
            case .failure(let e):
                invalid = true
                console.err(e.diagnostics.map { $0.description + "\n" }.joined())
            case .success(let l): layouts.append(l)
            }
        }
        if invalid { return .dataError }

        let jobs = try buildJobs(layouts, args, device: device, scale: scale, appearances: appearances, states: states,
                                 root: out, fileExtension: settings.format)
        let workers = max(1, min(try args.int("jobs", min: 1) ?? ProcessInfo.processInfo.activeProcessorCount, jobs.count))
        let results = try Rendering.run(jobs: jobs, layouts: layouts, device: device, scale: scale, assetsRoot: assetsRoot,
                                        workers: workers, progress: args.flag("quiet") ? nil : Progress(total: jobs.count), settings: settings)
        try Manifest.write(results, jobs: jobs, layouts: layouts, device: device, scale: scale, to: "\(out)/manifest.json")
        if args.flag("timing") { console.out(Timing.summary(results, jobs: jobs)) }
        if !args.flag("quiet") { console.out("rendered \(jobs.count) snapshot\(jobs.count == 1 ? "" : "s") into \(out)\n") }
        return .success
    }
}

extension RenderCommand {
    /// Every selected variant, in a fixed order: layout, instance, family, entry, appearance, state.
    /// `--instance first` picks each layout's first instance.
    static func buildJobs(_ layouts: [LoadedLayout], _ args: Arguments, device: Device, scale: Double, appearances: [Appearance],
                          states: [WidgetState], root: String, fileExtension: String) throws -> [Job] {
        var jobs: [Job] = []
        let scaleName = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        for (i, layout) in layouts.enumerated() {
            let d = layout.definition
            let families = try args.list("family").isEmpty ? d.families.filter { device.size(of: $0) != nil }
                : args.list("family").map { try Selection.family($0, d, device) }
            let requested = args.list("instance")
            let instances = requested.isEmpty ? d.instances.map(\.name)
                : requested == ["first"] && d.instance(named: "first") == nil ? Array(d.instances.prefix(1).map(\.name))
                : try requested.map { try Selection.instance($0, d) }
            var entries = Array(d.timeline.entries.indices)
            if let e = try args.int("entry") {
                guard e < d.timeline.entries.count else { throw ToolError.usage("--entry \(e) is out of range for \(d.kind)") }
                entries = [e]
            }
            for instance in instances {
                for family in families {
                    for entry in entries {
                        for appearance in appearances.isEmpty ? ColorScheme.allCases.map { Appearance(colorScheme: $0) } : appearances {
                            for state in states.isEmpty ? WidgetState.defaults : states {
                                let name = "\(d.kind)/\(instance)/\(family.rawValue)/\(entry < 10 ? "0" : "")\(entry)-\(appearance.description)-\(state.rawValue)@\(scaleName)x"
                                jobs.append(Job(layoutIndex: i, selection: VariantSelection(family: family, instance: instance, entryIndex: entry, state: state),
                                                appearance: appearance, path: "\(root)/\(name).\(fileExtension)"))
                            }
                        }
                    }
                }
            }
        }
        return jobs
    }

    /// Parses --appearance and --state lists.
    static func appearancesAndStates(_ args: Arguments) throws -> ([Appearance], [WidgetState]) {
        let appearances = try args.list("appearance").map { (s: String) throws -> Appearance in
            guard let a = ColorScheme(rawValue: s).map({ Appearance(colorScheme: $0) }) else { throw ToolError.usage("unknown appearance '\(s)'", hint: "expected light or dark") }
            return a
        }
        return (appearances, try args.list("state").map { try Selection.state($0) })
    }
}

/// A progress bar on a terminal; nothing when stderr is not a terminal.
final class Progress: @unchecked Sendable {
    let total: Int
    private var done = 0
    private let lock = NSLock()
    private let enabled = isatty(2) != 0

    init(total: Int) { self.total = total }

    func step() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total)\(done == total ? "\n" : "")".utf8))
    }
}

/// Median time per family, for `--timing`.
enum Timing {
    static func summary(_ results: [RenderResult], jobs: [RenderCommand.Job]) -> String {
        var byFamily: [WidgetFamily: [Double]] = [:]
        for (job, r) in zip(jobs, results) where r.milliseconds > 0 { byFamily[job.selection.family, default: []].append(r.milliseconds) }
        var out = ""
        for family in WidgetFamily.allCases {
            guard let times = byFamily[family]?.sorted(), !times.isEmpty else { continue }
            let median = times[times.count / 2]
            out += "\(family.rawValue): median \((median * 100).rounded() / 100) ms over \(times.count) snapshots\n"
        }
        return out
    }
}
