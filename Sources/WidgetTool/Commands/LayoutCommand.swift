import CommandLineKit
import WidgetLayout
import WidgetModel
import WidgetRender

/// `widgetsnap layout FILE`: prints the positioned view tree of one variant.
enum LayoutCommand: Command {
    static let name = "layout"
    static let summary = "print where every view of a widget sits (tree or --json)"
    static let help = """
        usage: widgetsnap layout FILE [--family F] [--device D] [--instance NAME] [--entry N]
                                      [--state real|placeholder|privacy] [--scale S] [--assets DIR] [--json]

        Lays out one variant and prints each node's path, kind and frame (x, y, width, height in
        points from the widget's top-left), with text lines and corner radii. The root is the whole
        widget; root/0 is the top-level view, inset by the content margins.

          --family     a supported family (default: the first the widget lists)
          --device     a device id from 'widgetsnap devices' (default: \(DeviceCatalog.defaultID))
          --instance   a configured instance (default: the first)
          --entry      a timeline entry index (default: 0)
          --state      real, placeholder or privacy (default: real)
          --scale      display scale (default: the device's); affects Divider thickness
          --assets     the assets folder, for image sizes (default: Assets)
          --json       nested JSON objects instead of the tree

        Text is measured with Pango and the renderer's fonts, so layout and pixels agree.

        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try Arguments(arguments, spec: OptionSpec(valued: ["family", "device", "instance", "entry", "state", "scale", "assets"],
                                                             flags: ["json"]), command: name)
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
        let d = layout.definition
        let device = try Selection.device(args.value("device"))
        let family = try Selection.family(args.value("family"), d, device)
        let instance = try Selection.instance(args.value("instance"), d)
        let entry = try args.int("entry") ?? 0
        guard entry < d.timeline.entries.count else {
            throw ToolError.usage("--entry \(entry) is out of range", hint: "the timeline has entries 0 to \(d.timeline.entries.count - 1)")
        }
        let state = try Selection.state(args.value("state"))
        let scale = try args.double("scale")
        if let scale, scale <= 0 || scale > 4 { throw ToolError.usage("--scale must be between 0 and 4") }

        let resolver = Resolver(definition: d)
        let selection = VariantSelection(family: family, instance: instance, entryIndex: entry, state: state)
        guard let resolved = resolver.resolve(selection) else { throw ToolError(.software, "could not resolve the variant") }
        if !resolved.issues.isEmpty {
            let map = SourceMap(text: layout.text)
            for issue in resolved.issues {
                let location = issue.offset.flatMap { map.location(inStringAt: issue.path, characterOffset: $0) } ?? map.location(of: issue.path)
                console.err(Diagnostic(file: file, location: location, path: issue.path, message: issue.message, hint: issue.hint).description + "\n")
            }
            return .dataError
        }
        // Pango measures text, so that layout and pixels agree; without the fonts, approximate Inter metrics.
        let measurer: any TextMeasuring
        var leased: TextEngine?
        defer { if let leased { TextEngine.release(leased) } }
        if let library = try? FontLibrary.shared(), let engine = try? TextEngine.lease(library: library) {
            leased = engine
            measurer = PangoTextMeasurer(engine: engine)
        } else {
            console.err("note: fonts are not installed ('make gallery' installs them); text is measured approximately\n")
            measurer = ApproximateTextMeasurer()
        }
        let engine = WidgetLayoutEngine(measurer: measurer, assets: AssetFolder(root: AssetsLocation.resolve(args.value("assets"), files: [file])))
        guard let root = engine.layout(resolved, graphic: d.graphic, device: device, scale: scale) else {
            throw ToolError.usage("\(device.id) has no \(family.rawValue) size")
        }
        console.out(args.flag("json") ? LayoutDump.json(root) : LayoutDump.tree(root))
        return .success
    }
}

/// Validating the variant options shared by commands.
enum Selection {
    static func device(_ id: String?) throws(ToolError) -> Device {
        guard let id else { return DeviceCatalog.default }
        if let d = DeviceCatalog.device(id: id) { return d }
        let ids = DeviceCatalog.all.map(\.id)
        var hint = "'widgetsnap devices' lists them"
        if let near = Suggest.nearest(id, in: ids) { hint = "did you mean '\(near)'? " + hint }
        throw ToolError.usage("unknown device '\(id)'", hint: hint)
    }

    static func family(_ name: String?, _ d: WidgetDefinition, _ device: Device) throws(ToolError) -> WidgetFamily {
        guard let name else {
            guard let f = d.families.first(where: { device.size(of: $0) != nil }) else {
                throw ToolError.usage("\(device.id) offers none of the widget's families")
            }
            return f
        }
        guard let f = WidgetFamily(rawValue: name) else {
            throw ToolError.usage("unknown family '\(name)'", hint: suggestion(name, WidgetFamily.allCases.map(\.rawValue)))
        }
        guard d.families.contains(f) else {
            throw ToolError.usage("\(d.kind) does not support \(name)", hint: "it supports " + d.families.map(\.rawValue).joined(separator: ", "))
        }
        guard device.size(of: f) != nil else { throw ToolError.usage("\(device.id) has no \(name) size") }
        return f
    }

    static func instance(_ name: String?, _ d: WidgetDefinition) throws(ToolError) -> String {
        guard let name else { return d.instances.first?.name ?? "default" }
        guard d.instance(named: name) != nil else {
            throw ToolError.usage("no instance named '\(name)'", hint: suggestion(name, d.instances.map(\.name)))
        }
        return name
    }

    static func state(_ name: String?) throws(ToolError) -> WidgetState {
        guard let name else { return .real }
        guard let s = WidgetState(rawValue: name) else { throw ToolError.usage("unknown state '\(name)'", hint: "expected real, placeholder or privacy") }
        return s
    }

    static func suggestion(_ name: String, _ candidates: [String]) -> String {
        var parts: [String] = []
        if let near = Suggest.nearest(name, in: candidates) { parts.append("did you mean '\(near)'?") }
        parts.append("expected one of: " + candidates.joined(separator: ", "))
        return parts.joined(separator: " ")
    }
}
