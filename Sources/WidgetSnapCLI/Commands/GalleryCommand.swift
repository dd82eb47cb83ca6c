import WidgetGallery
import WidgetLayout
import WidgetSnapshotCore

/// `widgetsnap gallery`: the static design-review site.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "build the static HTML gallery: every widget, state and configuration"
    static let help = """
        usage: widgetsnap gallery [paths...] [--out DIR] [--devices D,...] [--baseline DIR] [--assets DIR] [--jobs N] [--quiet]
                                  [--appearance A,...] [--dynamic-type SIZE,...|all] [--locale L,...]

        Renders what is needed and writes a static site into DIR (default: Output) with index.html
        at the top: a card per widget, a page per widget with its snapshots in a grid of families ×
        timeline entries (controls for appearance, state, instance and the timeline), the
        configuration ("Edit Widget") of every instance, and the widget on a Home Screen. Opens
        from disk; no server or network. Unchanged snapshots are reused through their input
        hashes: a second run with no change renders nothing. --devices lists the devices to render
        for (default: \(DeviceCatalog.defaultID),iphone-375x667); the page's Device control switches
        between them. --appearance picks the appearances (light and dark by default; 'defaults'
        adds tinted, clear and vibrant where each family shows them, docs/rendering.md). A layout
        file's Live Activity or control gets a page with every presentation on a device frame and
        its design lint (surfaces/<kind>.html).

        --dynamic-type renders every variant at these Dynamic Type sizes too (xSmall, small, medium,
        large, xLarge, xxLarge, xxxLarge, ax1 … ax5, or all; default large only); the page then has
        a Dynamic Type control. A snapshot whose texts were truncated, scaled down by
        minimumScaleFactor or clipped carries a badge saying so (its title lists each text and its
        line and column).

        --locale renders every variant in these locales (en, zh-Hans, ja, de, ar, he, en-XA, ar-XB;
        default en only); the page then has a Language control (docs/localization.md).

        --baseline DIR reviews a change: DIR is an earlier gallery (its snapshots/) or a goldens
        folder. Every variant is marked new, changed (with the differing pixel count) or unchanged,
        and review.html (beside index.html) lists the changes with compare views; the reviewer accepts or rejects
        each and downloads decisions.json, which 'widgetsnap test --accept decisions.json' applies
        to the goldens (docs/gallery.md).

        """

    static let options = OptionSpec(valued: ["out", "devices", "device", "baseline", "assets", "jobs", "appearance", "dynamic-type", "locale"], flags: ["quiet"])

    /// `--appearance`: the appearances drawn (light and dark unless given; `defaults`: each family's).
    static func appearanceFilter(_ args: Arguments) throws(ToolError) -> VariantFilter {
        var f = VariantFilter()
        for name in args.list("appearance") {
            if name == VariantFilter.familyDefaultsName { f.familyDefaults = true } else { f.appearances.append(try ToolError.passing { () throws(VariantsError) in try Selection.appearance(name) }) }
        }
        return f
    }

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        let out = args.value("out") ?? "Output"
        let ids = args.list("devices") + args.list("device")
        var devices: [Device] = []
        for id in ids.isEmpty ? [DeviceCatalog.defaultID, "iphone-375x667"] : ids { devices.append(try Selection.device(id)) }
        guard let loaded = try VariantOptions.layouts(args, console: console) else { return .dataError }
        let progress = Progress.bar(0, quiet: args.flag("quiet"))
        // Live Activity and control files get a page each (GallerySurfaces); the rest of the site is widgets.
        let assetsRoot = AssetsLocation.resolve(args.value("assets"), files: loaded.files)
        let built = try GallerySurfaces.build(loaded.layouts, devices: devices, assetsRoot: assetsRoot, filter: try appearanceFilter(args), out: out)
        let surfaces = built?.set
        let summary = try GallerySite.build(loaded.layouts.filter { !$0.definition.families.isEmpty }, devices: devices, out: out,
                                            assetsRoot: assetsRoot,
                                            workers: try args.int("jobs", min: 1), baseline: args.value("baseline"),
                                            progress: progress?.phaseStepper, appearances: try appearanceFilter(args),
                                            dynamicTypes: try Selection.dynamicTypes(args.list("dynamic-type")),
                                            locales: try args.list("locale").map { tag throws(ToolError) in try ToolError.passing { () throws(VariantsError) in try Selection.locale(tag) } },
                                            surfaces: surfaces)
        if let built {
            // The site is written: the surface pages' records go with it (the next build reuses what did not change).
            try built.reuse.save(gallery: out)
            let pages = built.set.manifest.pages?.count ?? 0, on = "for \(pages) page\(pages == 1 ? "" : "s")"
            if built.drawn > 0 {
                console.out("drew \(built.drawn) Live Activity and control picture\(built.drawn == 1 ? "" : "s") \(on)"
                            + (built.reused > 0 ? ", reused \(built.reused)" : "") + "\n")
            } else if built.reused > 0 {
                console.out("reused all \(built.reused) Live Activity and control picture\(built.reused == 1 ? "" : "s") \(on)\n")
            }
        }
        if summary.rendered == 0 && summary.extras == 0 {
            console.out("no changes: reused all \(summary.snapshots) snapshots; site written to \(summary.index)\n")
        } else {
            console.out("rendered \(summary.rendered) snapshot\(summary.rendered == 1 ? "" : "s") and \(summary.extras) other image\(summary.extras == 1 ? "" : "s"), reused \(summary.snapshots - summary.rendered); site written to \(summary.index)\n")
        }
        if let page = summary.reviewPage {
            let n = { (s: GalleryReview.Status) in summary.review[s] ?? 0 }
            console.out("against \(args.value("baseline") ?? ""): \(n(.changed)) changed, \(n(.new)) new, \(summary.removed > 0 ? "\(summary.removed) removed, " : "")\(n(.unchanged)) unchanged; review them in \(page)\n")
        }
        return .success
    }
}
