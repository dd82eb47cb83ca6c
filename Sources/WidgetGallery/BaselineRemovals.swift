import Foundation
import PNGCodec
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore

/// A widget variant the baseline has and this build no longer draws (a family, instance or entry
/// taken out): the review page lists it as removed, with the baseline's picture.
public struct GalleryRemoved: Sendable {
    /// The variant's name (its golden's path without `.png`).
    public var variant: String
    /// The widget's kind and display name.
    public var kind: String
    public var owner: String
    /// For people, after the widget's name (the review page's heading adds it): "systemSmall · default · iPhone 16 Pro Max".
    public var title: String
    /// The baseline's picture, copied into the site (`review/<name>.baseline.png`).
    public var baseline: GalleryImage
}

extension GalleryBaseline {
    /// The baseline's widget pictures that none of `jobs` produces, among those the same selection
    /// could produce (the layouts' kinds, the filter and the devices: as `widgetsnap test --prune`
    /// decides what is stale). Only kinds in `owners` (widget kind → display name) are listed; only
    /// regular files inside the baseline that decode as PNG are copied (re-encoded from their pixels).
    static func removed(root: String, jobs: [RenderJob], layouts: [LoadedLayout], filter: VariantFilter, devices: [Device],
                        owners: [String: String], deviceNames: [String: String], out: String) throws(GalleryError) -> [GalleryRemoved] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var names: [String] = []
        for d in devices {
            let scope = PruneScope(layouts, filter: filter, device: d, scale: d.scale)
            names += GoldenRun.stale(root, jobs: jobs, scope: scope).map { String($0.dropFirst(prefix.count).dropLast(4)) }
        }
        var out_: [GalleryRemoved] = []
        for name in Set(names).sorted() {
            let parts = name.split(separator: "/").map(String.init)
            guard parts.count == 5, let owner = owners[parts[0]] else { continue }
            guard case .bytes(let bytes) = baselineImage(path: prefix + name + ".png", root: root), let image = try? ImageComparison.decode(bytes) else { continue }
            let scale = parts[4].split(separator: "@").last.flatMap { Double($0.dropLast()) }.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 1
            let copy = "review/" + name + ".baseline.png"
            let png = try GalleryError.pipeline { () throws(PipelineError) in try PNGBytes.encode(image) }
            try GalleryError.files { () throws(FilesError) in try AtomicFile.write(png, to: out + "/" + copy) }
            let title = [parts[2], parts[1], deviceNames[parts[3]] ?? parts[3]].joined(separator: " · ")
            out_.append(GalleryRemoved(variant: name, kind: parts[0], owner: owner, title: title,
                                       baseline: GalleryImage(path: copy, width: Int((Double(image.width) / scale).rounded()),
                                                              height: Int((Double(image.height) / scale).rounded()), alt: "Baseline: " + owner + " · " + title)))
        }
        return out_
    }
}
