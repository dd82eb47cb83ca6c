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

    /// Draws the pictures and lints them; nil when no layout declares an activity or a control (or
    /// the run is narrowed to families).
    static func build(_ layouts: [LoadedLayout], devices: [Device], assetsRoot: String,
                      filter: VariantFilter) throws(ToolError) -> SurfacePages.GallerySet? {
        let surfaceLayouts = layouts.filter { $0.definition.activity != nil || $0.definition.control != nil }
        guard let first = devices.first, !surfaceLayouts.isEmpty, SurfaceVariants.applies(filter) else { return nil }
        let device = devices.first { ActivityGeometry.of($0).island != nil } ?? first
        var narrowed = filter
        narrowed.entry = nil
        // One pass draws the presentations and keeps their trees for the surface rules (docs/lint.md,
        // "Live Activities and controls").
        let (pictures, drawn) = try SurfaceVariants.pass(surfaceLayouts, filter: narrowed, device: device, scale: device.scale,
                                                         assetsRoot: assetsRoot, draw: true, lint: true)
        let lint = SurfaceLintRun.findings(drawn, layouts: surfaceLayouts, options: LintOptions())
        // Each presentation's laid-out tree, for its overlay (the pictures and the trees come from one pass).
        var trees: [String: LayoutNode] = [:]
        for d in drawn { trees[d.variant.name] = d.variant.tree }
        var pages: [PreviewManifest.Page] = []
        var files: [SurfacePages.GallerySet.File] = []
        for layout in surfaceLayouts {
            let d = layout.definition
            var images: [PreviewManifest.Image] = []
            for p in pictures where p.variant.kind == d.kind {
                let path = p.variant.path(in: folder)
                files.append(SurfacePages.GallerySet.File(path: path, bytes: try ToolError.passing { () throws(PipelineError) in try PNGBytes.encode(p.image) }, variant: p.variant))
                if let tree = trees[p.variant.name] {
                    files.append(SurfacePages.GallerySet.File(path: SurfacePages.overlayPath(p.variant), bytes: Array(GalleryOverlay.script(tree, p.variant).utf8)))
                }
                let value = d.control != nil && p.variant.instance != "default" ? p.variant.instance : nil
                images.append(PreviewManifest.Image(path: path, entry: p.variant.entry, appearance: p.variant.appearance.description,
                                                    width: p.image.width, height: p.image.height, surface: p.variant.surface, instance: value))
            }
            pages.append(PreviewManifest.Page(kind: d.activity != nil ? "activity" : "control", name: d.displayName,
                                              path: folder + "/" + fileName(d.kind) + ".html", images: images,
                                              lint: lint.findings.filter { $0.file == layout.path }.map(line)))
        }
        // The pages name the device for people (its marketing names), not by its identifier.
        return SurfacePages.GallerySet(manifest: PreviewManifest(device: device.name, scale: device.scale, previews: [], pages: pages,
                                                                 screenWidth: device.screen.width), files: files)
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
