import Foundation
import ImageDiff
import PNGCodec
import WidgetSnapshotCore

/// A variant compared with a baseline (`widgetsnap gallery --baseline DIR`): new (the baseline has
/// no such image), changed (pixels differ as `widgetsnap test` counts them, or the size changed) or
/// unchanged.
public struct GalleryReview: Sendable {
    public enum Status: String, Sendable, CaseIterable { case new, changed, unchanged }
    public var status: Status
    /// Differing pixels of a changed variant of the same size.
    public var diffPixels: Int?
    /// "size changed from 170×170 px" and the like.
    public var note: String?
    /// The baseline's image and the diff image (changed variants only), copied into the site.
    public var baseline: GalleryImage?
    public var diff: GalleryImage?
    public init(status: Status, diffPixels: Int? = nil, note: String? = nil, baseline: GalleryImage? = nil, diff: GalleryImage? = nil) {
        self.status = status; self.diffPixels = diffPixels; self.note = note; self.baseline = baseline; self.diff = diff
    }

    /// "Changed · 1,204 px", "New", "Unchanged".
    public var label: String {
        switch status {
        case .new: "New"
        case .unchanged: "Unchanged"
        case .changed: "Changed" + (diffPixels.map { " · \($0) px" } ?? note.map { " · " + $0 } ?? "")
        }
    }
}

/// Compares a gallery's snapshots with a baseline folder.
enum GalleryBaseline {
    /// The folder holding the baseline's images, named by ``VariantID/name``: `DIR/snapshots` when
    /// DIR is a gallery (it has `index.html` and `snapshots/`), else DIR itself (a goldens folder).
    static func imageRoot(_ dir: String) throws(ToolError) -> String {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw ToolError(.noInput, "the baseline \(dir) is not a folder", hint: "--baseline takes a gallery folder or a goldens folder")
        }
        let snapshots = dir + "/snapshots"
        if FileManager.default.fileExists(atPath: dir + "/index.html"), FileManager.default.fileExists(atPath: snapshots, isDirectory: &isDir), isDir.boolValue {
            return snapshots
        }
        return dir
    }

    /// Compares every variant's snapshot (`out/snapshots/<name>.png`) with the baseline's image of
    /// the same name; writes `review/<name>.baseline.png` and `review/<name>.diff.png` for the changed
    /// ones. Returns the review of every variant by name.
    static func compare(_ variants: [VariantID], out: String, baselineRoot: String) throws(ToolError) -> [String: GalleryReview] {
        var reviews: [String: GalleryReview] = [:]
        let decoder = PNGDecoder()
        for v in variants {
            let current = v.path(in: out + "/snapshots"), old = v.path(in: baselineRoot)
            guard let oldBytes = try? PNGFile.readBytes(path: old) else { reviews[v.name] = GalleryReview(status: .new); continue }
            let newBytes: [UInt8]
            do { newBytes = try PNGFile.readBytes(path: current) } catch { throw ToolError(.noInput, "cannot read \(current): \(error)") }
            if oldBytes == newBytes { reviews[v.name] = GalleryReview(status: .unchanged); continue }
            let before: RGBAImage, after: RGBAImage
            do { after = try decoder.decode(newBytes) } catch { throw ToolError(.software, "cannot decode \(current): \(error)") }
            let baselineCopy = "review/" + v.name + ".baseline.png"
            guard let decoded = try? decoder.decode(oldBytes) else {
                try AtomicFile.write(oldBytes, to: out + "/" + baselineCopy)
                reviews[v.name] = GalleryReview(status: .changed, note: "the baseline image does not decode")
                continue
            }
            before = decoded
            func image(_ path: String, _ img: RGBAImage, _ what: String) -> GalleryImage {
                GalleryImage(path: path, width: Int((Double(img.width) / v.scale).rounded()), height: Int((Double(img.height) / v.scale).rounded()),
                             alt: "\(what): \(v.description)")
            }
            guard before.width == after.width, before.height == after.height else {
                try AtomicFile.write(oldBytes, to: out + "/" + baselineCopy)
                reviews[v.name] = GalleryReview(status: .changed, note: "size was \(before.width)×\(before.height) px",
                                                baseline: image(baselineCopy, before, "Baseline"))
                continue
            }
            guard case .different(let c) = PixelMatch.compare(before, after, options: GoldenOptions.defaultDiff), c.mismatchedPixels > 0 else {
                reviews[v.name] = GalleryReview(status: .unchanged)
                continue
            }
            try AtomicFile.write(oldBytes, to: out + "/" + baselineCopy)
            var diff: GalleryImage?
            if let d = c.diffImage {
                let path = "review/" + v.name + ".diff.png"
                try AtomicFile.write(try PNGBytes.encode(d), to: out + "/" + path)
                diff = image(path, d, "Difference")
            }
            reviews[v.name] = GalleryReview(status: .changed, diffPixels: c.mismatchedPixels, baseline: image(baselineCopy, before, "Baseline"), diff: diff)
        }
        return reviews
    }
}
