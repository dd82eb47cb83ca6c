import Foundation
import WidgetLayout
import WidgetModel
import WidgetSnapPreviewSyntax
import WidgetGallery
import WidgetSnapshotCore

/// The gallery's pages for the Live Activities and controls of layout files (docs/gallery.md):
/// every presentation drawn on one device (the first given with a Dynamic Island, else the first),
/// named by variant under `surfaces/`, and the manifest the pages are built from (the same pages
/// `widgetsnap previews` writes for SwiftUI activities and controls). Nothing is written here:
/// ``GallerySite`` writes the set once the rest of the build succeeded.
enum GallerySurfaces {
    static let folder = SurfacePages.GallerySet.folder

    /// What ``build(_:devices:assetsRoot:filter:out:)`` made: the set for the site, the pictures drawn
    /// and reused, and the records to save once the site is written.
    struct Built {
        var set: SurfacePages.GallerySet
        var drawn: Int, reused: Int
        var reuse: SurfaceReuse
    }

    /// Draws the pictures and lints them, reusing a layout's pictures, overlays and lint from the
    /// gallery at `out` when none of its inputs changed (``SurfaceReuse``); nil when no layout
    /// declares an activity or a control (or the run is narrowed to families).
    static func build(_ layouts: [LoadedLayout], devices: [Device], assetsRoot: String,
                      filter: VariantFilter, out: String? = nil) throws(ToolError) -> Built? {
        let surfaceLayouts = layouts.filter { $0.definition.activity != nil || $0.definition.control != nil }
        guard let first = devices.first, !surfaceLayouts.isEmpty, SurfaceVariants.applies(filter) else { return nil }
        let device = devices.first { ActivityGeometry.of($0).island != nil } ?? first
        var narrowed = filter
        narrowed.entry = nil
        // A layout's key: the tool, the device, the appearances drawn, its text, the images it uses and the symbol tables.
        let appearances = (narrowed.appearances.isEmpty ? VariantFilter.defaultAppearances : narrowed.appearances).map(\.description).joined(separator: ",")
        let symbols = ContentHash.fnv1a([UInt8](Symbols.tableData) + [UInt8](Symbols.estimatedData))
        let assets = AssetFolder(root: assetsRoot)
        func key(_ layout: LoadedLayout) -> String {
            ContentHash.fnv1a(Array([WidgetSnapVersion.current, device.id, "\(device.scale)", appearances, layout.text,
                                     assets.digest(ofImagesUsedBy: layout.definition), symbols].joined(separator: "\u{0}").utf8))
        }
        let earlier = out.map { SurfaceReuse.read(gallery: $0) } ?? SurfaceReuse()
        var reused: [String: (page: PreviewManifest.Page, files: [SurfacePages.GallerySet.File])] = [:]
        var keys: [String: String] = [:]
        for layout in surfaceLayouts {
            let k = key(layout)
            keys[layout.path] = k
            if let out, let found = earlier.reused(layout.path, key: k, out: out) { reused[layout.path] = found }
        }
        let stale = surfaceLayouts.filter { reused[$0.path] == nil }
        // One pass draws the presentations and keeps their trees for the surface rules (docs/lint.md,
        // "Live Activities and controls").
        let (pictures, drawn) = stale.isEmpty ? ([], []) : try SurfaceVariants.pass(stale, filter: narrowed, device: device, scale: device.scale,
                                                                                       assetsRoot: assetsRoot, draw: true, lint: true)
        let lint = SurfaceLintRun.findings(drawn, layouts: stale, options: LintOptions())
        // Each presentation's laid-out tree, for its overlay (the pictures and the trees come from one pass).
        var trees: [String: LayoutNode] = [:]
        for d in drawn { trees[d.variant.name] = d.variant.tree }
        var pages: [PreviewManifest.Page] = []
        var files: [SurfacePages.GallerySet.File] = []
        var reuse = SurfaceReuse()
        var reusedPictures = 0
        for layout in surfaceLayouts {
            if let (page, kept) = reused[layout.path] {
                pages.append(page); files += kept
                reusedPictures += kept.filter { $0.variant != nil }.count
                reuse.records[layout.path] = SurfaceReuse.record(key: keys[layout.path] ?? "", page: page, files: kept)
                continue
            }
            let d = layout.definition
            var images: [PreviewManifest.Image] = []
            var made: [SurfacePages.GallerySet.File] = []
            for p in pictures where p.variant.kind == d.kind {
                let path = p.variant.path(in: folder)
                made.append(SurfacePages.GallerySet.File(path: path, bytes: try ToolError.passing { () throws(PipelineError) in try PNGBytes.encode(p.image) }, variant: p.variant))
                if let tree = trees[p.variant.name] {
                    made.append(SurfacePages.GallerySet.File(path: SurfacePages.overlayPath(p.variant), bytes: Array(GalleryOverlay.script(tree, p.variant).utf8)))
                }
                let value = d.control != nil && p.variant.instance != "default" ? p.variant.instance : nil
                images.append(PreviewManifest.Image(path: path, entry: p.variant.entry, appearance: p.variant.appearance.description,
                                                    width: p.image.width, height: p.image.height, surface: p.variant.surface, instance: value))
            }
            let page = PreviewManifest.Page(kind: d.activity != nil ? "activity" : "control", name: d.displayName,
                                            path: folder + "/" + fileName(d.kind) + ".html", images: images,
                                            lint: lint.findings.filter { $0.file == layout.path }.map(line))
            pages.append(page); files += made
            reuse.records[layout.path] = SurfaceReuse.record(key: keys[layout.path] ?? "", page: page, files: made)
        }
        // The pages name the device for people (its marketing names), not by its identifier.
        let set = SurfacePages.GallerySet(manifest: PreviewManifest(device: device.name, scale: device.scale, previews: [], pages: pages,
                                                                    screenWidth: device.screen.width), files: files)
        return Built(set: set, drawn: pictures.count, reused: reusedPictures, reuse: reuse)
    }

    /// `warning: message [rule] at match.json5:41:7, in 2 variants`.
    static func line(_ f: LintFinding) -> String {
        "\(f.severity.rawValue): \(f.fullMessage) [\(f.rule)] at \((f.file as NSString).lastPathComponent):\(f.line):\(f.column), "
            + "in \(f.variants.count) variant\(f.variants.count == 1 ? "" : "s")"
    }

    /// A kind safe in a file name: letters, digits, `-` and `_`; anything else `_`.
    static func fileName(_ kind: String) -> String {
        String(kind.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
    }
}
