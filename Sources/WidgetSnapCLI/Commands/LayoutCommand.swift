import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore

/// `widgetsnap layout FILE`: prints the positioned view tree of one variant, or with `--out` writes
/// every family's tree and JSON for every layout named.
enum LayoutCommand: Command {
    static let name = "layout"
    static let summary = "print where every view of a widget sits (tree or --json)"
    static let help = """
        usage: widgetsnap layout FILE [--family F] [--device D] [--instance NAME] [--entry N]
                                      [--state real|placeholder|privacy] [--scale S] [--assets DIR] [--json]
                                      [--locale L] [--dynamic-type SIZE] [--appearance A]
               widgetsnap layout [paths...] --out DIR [--family F,...] [--device D] ...

        Lays out one variant and prints each node's path, kind and frame (x, y, width, height in
        points from the widget's top-left), with text lines and corner radii. The root is the whole
        widget; root/0 is the top-level view, inset by the content margins.

          --family     a supported family (default: the first the widget lists; with --out, all)
          --device     a device id from 'widgetsnap devices' (default: \(DeviceCatalog.defaultID))
          --instance   a configured instance (default: the first)
          --entry      a timeline entry index (default: 0)
          --state      real, placeholder or privacy (default: real)
          --scale      display scale (default: the device's); affects Divider thickness
          --locale     a locale, e.g. ja or ar: string tables, formatters, text language; ar and he
                       lay out right to left (default en)
          --dynamic-type  a Dynamic Type size: xSmall … xxxLarge, ax1 … ax5 (default large)
          --appearance an appearance, for layouts that branch on env.colorScheme or
                       env.widgetRenderingMode (default light)
          --assets     the assets folder, for image sizes (default: Assets)
          --json       nested JSON objects instead of the tree
          --out        for every layout file or folder named (default: Layouts) and every family the
                       device has, write DIR/<kind>/<family>.txt (the tree) and .json

        Text is measured with Pango and the renderer's fonts, so layout and pixels agree.

        """

    static let options = OptionSpec(valued: ["family", "device", "instance", "entry", "state", "scale", "assets", "out",
                                                     "locale", "dynamic-type", "appearance"], flags: ["json"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        let device = try Selection.device(args.value("device"))
        let scale = try args.double("scale")
        if let scale, scale <= 0 || scale > 4 { throw ToolError.usage("--scale must be between 0 and 4") }
        if let out = args.value("out") {
            if args.flag("json") { throw ToolError.usage("--out writes both the tree and the JSON; leave out --json") }
            guard let loaded = try VariantOptions.layouts(args, console: console) else { return .dataError }
            let engine = Measurement(console: console)
            defer { engine.release() }
            for layout in loaded.layouts {
                let d = layout.definition
                let families = args.list("family").isEmpty ? d.families.filter { device.size(of: $0) != nil }
                    : try args.list("family").map { name throws(ToolError) in try ToolError.passing { () throws(VariantsError) in try Selection.family(name, d, device) } }
                for family in families {
                    guard let root = try lay(layout, family, args, device, scale, engine, console) else { return .dataError }
                    try AtomicFile.write(LayoutDump.tree(root), to: "\(out)/\(d.kind)/\(family.rawValue).txt")
                    try AtomicFile.write(LayoutDump.json(root), to: "\(out)/\(d.kind)/\(family.rawValue).json")
                }
            }
            return .success
        }
        guard args.positionals.count == 1, let file = args.positionals.first else {
            throw ToolError.usage(args.positionals.isEmpty ? "name one layout file" : "name exactly one layout file", hint: "widgetsnap layout Layouts/weather.json5")
        }
        let layout: LoadedLayout
        switch try LayoutFiles.load(file) {
        case .failure(let e):
            console.err(e.diagnostics.map { $0.description + "\n" }.joined())
            return .dataError
        case .success(let l): layout = l
        }
        let family = try Selection.family(args.value("family"), layout.definition, device)
        let engine = Measurement(console: console)
        defer { engine.release() }
        guard let root = try lay(layout, family, args, device, scale, engine, console) else { return .dataError }
        console.out(args.flag("json") ? LayoutDump.json(root) : LayoutDump.tree(root))
        return .success
    }

    /// One family of a layout, laid out; nil (after printing the diagnostics) when a binding fails.
    private static func lay(_ layout: LoadedLayout, _ family: WidgetFamily, _ args: Arguments, _ device: Device, _ scale: Double?,
                            _ measurement: Measurement, _ console: Console) throws(ToolError) -> LayoutNode? {
        let d = layout.definition
        let instance = try ToolError.passing { () throws(VariantsError) in try Selection.instance(args.value("instance"), d) }
        let entry = try ToolError.passing { () throws(UsageError) in try args.int("entry") } ?? 0
        guard entry < d.timeline.entries.count else {
            throw ToolError.usage("--entry \(entry) is out of range", hint: "the timeline has entries 0 to \(d.timeline.entries.count - 1)")
        }
        let state = try ToolError.passing { () throws(VariantsError) in try Selection.state(args.value("state")) }
        var selection = VariantSelection(family: family, instance: instance, entryIndex: entry, state: state)
        if let tag = args.value("locale") {
            selection.locale = try ToolError.passing { () throws(VariantsError) in try Selection.locale(tag) }
            selection.layoutDirection = LayoutDirection(language: selection.locale)
        }
        if let size = args.value("dynamic-type") { selection.dynamicTypeSize = try ToolError.passing { () throws(VariantsError) in try Selection.dynamicType(size) } }
        if let name = args.value("appearance") { selection.appearance = try ToolError.passing { () throws(VariantsError) in try Selection.appearance(name) } }
        guard let resolved = Resolver(definition: d).resolve(selection) else { throw ToolError(.software, "could not resolve the variant") }
        if !resolved.issues.isEmpty {
            let map = layout.map
            for issue in resolved.issues {
                let location = issue.offset.flatMap { map.location(inStringAt: issue.path, characterOffset: $0) } ?? map.location(of: issue.path)
                console.err(Diagnostic(file: layout.path, location: location, path: issue.path, message: issue.message, hint: issue.hint).description + "\n")
            }
            return nil
        }
        let assets = AssetFolder(root: AssetsLocation.resolve(args.value("assets"), files: [layout.path]))
        // An image the renderer would refuse (missing, outside Assets/Images, not a regular file) is an error here too.
        for name in AssetCheck.imageNames(resolved.root) {
            if let problem = AssetCheck.problem(name, in: assets) {
                throw ToolError(.dataError, "\(layout.path): \(problem.message)", hint: problem.hint)
            }
        }
        let engine = WidgetLayoutEngine(measurer: measurement.measurer, assets: assets)
        guard let root = engine.layout(resolved, graphic: d.graphic, device: device, scale: scale) else {
            throw ToolError.usage("\(device.id) has no \(family.rawValue) size")
        }
        return root
    }
}

/// Pango measures text, so that layout and pixels agree; without the fonts, approximate Inter metrics.
private final class Measurement {
    let measurer: any TextMeasuring
    private let leased: TextEngine?

    init(console: Console) {
        if let library = try? FontLibrary.shared(), let engine = try? TextEngine.lease(library: library) {
            leased = engine
            measurer = PangoTextMeasurer(engine: engine)
        } else {
            console.err("note: fonts are not installed ('make gallery' installs them); text is measured approximately\n")
            leased = nil
            measurer = ApproximateTextMeasurer()
        }
    }

    func release() { if let leased { TextEngine.release(leased) } }
}
