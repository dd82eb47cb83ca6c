import Foundation
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore

/// `widgetsnap render`: PNG snapshots of every variant, with a manifest.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "render PNG snapshots of every variant (instances × families × entries × appearances × states)"
    static let help = """
        usage: widgetsnap render [paths...] [--out DIR] [--family F,...] [--device D] [--instance NAME,...]
                                 [--entry N] [--scale S] [--appearance light,dark] [--state real,placeholder,privacy]
                                 [--format png|svg|pdf] [--locale L,...] [--assets DIR] [--jobs N] [--timing] [--quiet]
                                 [--dynamic-type SIZE,...|all] [--json]

        Renders every configured instance × family × timeline entry × appearance × state of each
        layout (default: Layouts) into DIR (default: Output/renders) as
        <kind>/<instance>/<family>/<device>/<entry>-<appearance>-<state>@<scale>x.png, and writes
        DIR/manifest.json listing each file with its parameters and a content hash. Files are
        written whole or not at all. Uses every core (--jobs to limit).

          --state    real, placeholder (WidgetKit's redaction) and privacy (only privacySensitive
                     views redacted, as on a locked device); default real,placeholder
          --scale    1, 2 or 3 (default: the device's)
          --format   png (default), or svg / pdf in points
          --locale   locales, e.g. ja,zh-Hans: string tables, formatters and the text language
                     (CJK glyph forms, line breaking); ar, he lay out right to left; en-XA and
                     ar-XB are pseudo-locales; default en
          --timing   print the median time per family (resolve, layout, drawing and PNG encoding),
                     each stage's median (resolve, layout, draw, encode, write) and decoding per file
          --dynamic-type  Dynamic Type sizes: xSmall, small, medium, large (default), xLarge,
                     xxLarge, xxxLarge, ax1 … ax5, or all; a size other than large is named after
                     the state (<entry>-<appearance>-<state>-ax5@<scale>x.png)
          --json     print every snapshot with its text report (truncated, scaled and clipped
                     texts at their line and column) as JSON on standard output (docs/rendering.md)

        exit codes: 0 rendered, 65 invalid layout, 66 missing input, 73 cannot write, 64 usage error

        """

    /// The default output folder: not the gallery's `Output/snapshots`, so the two never mix files.
    static let defaultOut = "Output/renders"

    static let options = OptionSpec(valued: ["out", "family", "device", "instance", "entry", "scale", "appearance",
                                             "state", "assets", "jobs", "format", "locale", "dynamic-type"], flags: ["quiet", "timing", "json"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        var settings = RenderSettings()
        settings.format = args.value("format") ?? "png"
        guard RenderSettings.formats.contains(settings.format) else {
            throw ToolError.usage("unknown format '\(settings.format)'", hint: "expected png, svg or pdf")
        }
        let out = args.value("out") ?? defaultOut
        let device = try Selection.device(args.value("device"))
        let scale = try VariantOptions.scale(args, device: device)
        let filter = try VariantOptions.filter(args)
        guard let (files, layouts) = try VariantOptions.layouts(args, console: console).map({ ($0.files, $0.layouts) }) else { return .dataError }
        let assetsRoot = AssetsLocation.resolve(args.value("assets"), files: files)
        let jobs = try VariantSet.jobs(layouts, filter: filter, device: device, scale: scale)
        let progress = Progress.bar(jobs.count, quiet: args.flag("quiet") || args.flag("json"))
        let results = try RenderPipeline.render(jobs, layouts: layouts, into: out, device: device, scale: scale, assetsRoot: assetsRoot,
                                                workers: WorkerPool.workerCount(try args.int("jobs", min: 1), work: jobs.count),
                                                settings: settings, progress: progress?.stepper)
        // Live Activities and controls (SurfaceVariants.swift): PNGs named by surface, beside the widgets'.
        let surfaces = settings.format == "png" ? try SurfaceVariants.pictures(layouts, filter: filter, device: device, scale: scale, assetsRoot: assetsRoot) : []
        for p in surfaces { try AtomicFile.write(try PNGBytes.encode(p.image), to: p.variant.path(in: out)) }
        try Manifest.write(results, jobs: jobs, layouts: layouts, root: out, format: settings.format, device: device, scale: scale,
                           to: "\(out)/manifest.json")
        if args.flag("json") {
            console.out(try TextReport.json(results, jobs: jobs, layouts: layouts, root: out, format: settings.format, device: device, scale: scale))
            return .success
        }
        if args.flag("timing") { console.out(Timing.summary(results, jobs: jobs, layouts: layouts)) }
        if !args.flag("quiet") { console.out("rendered \(jobs.count) snapshot\(jobs.count == 1 ? "" : "s")\(surfaces.isEmpty ? "" : " and \(surfaces.count) Live Activity and control picture\(surfaces.count == 1 ? "" : "s")") into \(out)\n") }
        return .success
    }
}
