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
    /// What kind of change it is (changed variants): the review page groups by it (``ChangeKind``).
    public var kind: ChangeKind?
    public init(status: Status, diffPixels: Int? = nil, note: String? = nil, baseline: GalleryImage? = nil, diff: GalleryImage? = nil, kind: ChangeKind? = nil) {
        self.status = status; self.diffPixels = diffPixels; self.note = note; self.baseline = baseline; self.diff = diff; self.kind = kind
    }

    /// "Changed · 1,204 px", "New", "Unchanged".
    public var label: String {
        switch status {
        case .new: "New"
        case .unchanged: "Unchanged"
        case .changed: "Changed" + (diffPixels.map { " · " + ReviewPage.grouped($0) + " px" } ?? note.map { " · " + $0 } ?? "")
        }
    }
}

/// Compares a gallery's snapshots with a baseline folder.
enum GalleryBaseline {
    /// The folder holding the baseline's images, named by ``VariantID/name``: `DIR/snapshots` when
    /// DIR is a gallery (it has `index.html` and `snapshots/`), else DIR itself (a goldens folder).
    static func imageRoot(_ dir: String) throws(GalleryError) -> String {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw .baselineNotAFolder(dir: dir)
        }
        let snapshots = dir + "/snapshots"
        if FileManager.default.fileExists(atPath: dir + "/index.html"), FileManager.default.fileExists(atPath: snapshots, isDirectory: &isDir), isDir.boolValue {
            return snapshots
        }
        return dir
    }

    /// The folder holding the baseline's Live Activity and control pictures: `DIR/surfaces` when DIR
    /// is a gallery, else DIR itself (a goldens folder, where `widgetsnap test` records them).
    static func surfaceRoot(_ dir: String) throws(GalleryError) -> String {
        let images = try imageRoot(dir)
        return images == dir ? dir : dir + "/" + SurfacePages.GallerySet.folder
    }

    /// Compares every variant's snapshot (`out/snapshots/<name>.png`) with the baseline's image of
    /// the same name; writes `review/<name>.baseline.png` and `review/<name>.diff.png` for the changed
    /// ones. Returns the review of every variant by name. `drawn` holds the PNG files this build drew,
    /// by variant name: they are compared from memory, and only reused snapshots are read back.
    static func compare(_ variants: [VariantID], out: String, baselineRoot: String, drawn: [String: [UInt8]] = [:]) throws(GalleryError) -> [String: GalleryReview] {
        var reviews: [String: GalleryReview] = [:]
        for v in variants {
            let current = v.path(in: out + "/snapshots")
            let oldBytes: [UInt8]
            switch baselineImage(v, root: baselineRoot) {
            case .missing: reviews[v.name] = GalleryReview(status: .new); continue
            case .refused(let why): reviews[v.name] = GalleryReview(status: .changed, note: why); continue
            case .bytes(let bytes): oldBytes = bytes
            }
            let newBytes: [UInt8]
            if let bytes = drawn[v.name] { newBytes = bytes } else {
                do { newBytes = try ImageComparison.read(current) } catch { throw .snapshotUnreadable(path: current, reason: error) }
            }
            if oldBytes == newBytes { reviews[v.name] = GalleryReview(status: .unchanged); continue }
            let after: RGBAImage
            do { after = try ImageComparison.decode(newBytes) } catch { throw .snapshotUndecodable(path: current, reason: "\(error)") }
            let baselineCopy = "review/" + v.name + ".baseline.png"
            // Only a baseline that decodes is copied, and then re-encoded from its pixels.
            guard let before = try? ImageComparison.decode(oldBytes) else {
                reviews[v.name] = GalleryReview(status: .changed, note: "the baseline image does not decode as a PNG; nothing was copied")
                continue
            }
            func image(_ path: String, _ img: RGBAImage, _ what: String) -> GalleryImage {
                GalleryImage(path: path, width: Int((Double(img.width) / v.scale).rounded()), height: Int((Double(img.height) / v.scale).rounded()),
                             alt: "\(what): \(v.description)")
            }
            let c: ContentDifference
            switch ImageComparison.compare(expected: before, actual: after, options: GoldenOptions.defaultDiff) {
            case .sizeDiffers(let was, _):
                let png = try GalleryError.pipeline { () throws(PipelineError) in try PNGBytes.encode(before) }
                try GalleryError.files { () throws(FilesError) in try AtomicFile.write(png, to: out + "/" + baselineCopy) }
                reviews[v.name] = GalleryReview(status: .changed, note: "size was \(was.width)×\(was.height) px",
                                                baseline: image(baselineCopy, before, "Baseline"), kind: .resized)
                continue
            case .sameSize(let found):
                guard let found, found.mismatchedPixels > 0 else { reviews[v.name] = GalleryReview(status: .unchanged); continue }
                c = found
            }
            let png = try GalleryError.pipeline { () throws(PipelineError) in try PNGBytes.encode(before) }
            try GalleryError.files { () throws(FilesError) in try AtomicFile.write(png, to: out + "/" + baselineCopy) }
            var diff: GalleryImage?
            let path = "review/" + v.name + ".diff.png"
            if try GalleryError.goldens({ () throws(GoldensError) in try ImageComparison.writeDiff(c, to: out + "/" + path) }) != nil, let d = c.diffImage { diff = image(path, d, "Difference") }
            reviews[v.name] = GalleryReview(status: .changed, diffPixels: c.mismatchedPixels, baseline: image(baselineCopy, before, "Baseline"), diff: diff,
                                            kind: ChangeKind.between(before, after) ?? .redraw)
        }
        return reviews
    }

    /// A baseline's image, read as untrusted input (a baseline is often a downloaded CI artifact).
    enum BaselineImage {
        /// No file of the variant's name: the variant is new.
        case missing
        /// A file that is not drawn and never copied into the site, with the reason.
        case refused(String)
        /// The file's bytes (copied only once they decode as a PNG, re-encoded from the pixels).
        case bytes([UInt8])
    }

    /// The variant's baseline image: a regular file (not a symbolic link, FIFO or device) whose real
    /// path stays inside `root`, at most ``PNGLimits/maximumFileBytes``.
    static func baselineImage(_ v: VariantID, root: String) -> BaselineImage { baselineImage(path: v.path(in: root), root: root) }

    /// The baseline image at `path` (a file under `root`), with the same checks.
    static func baselineImage(path: String, root: String) -> BaselineImage {
        var link = stat()
        guard lstat(path, &link) == 0 else { return .missing }
        guard link.st_mode & S_IFMT == S_IFREG else {
            let what = link.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "not a regular file"
            return .refused("the baseline's file is \(what); a baseline holds regular files only, nothing was copied")
        }
        guard let base = realPath(root), let real = realPath(path), real.hasPrefix(base == "/" ? "/" : base + "/") else {
            return .refused("the baseline's file resolves outside the baseline folder; nothing was copied")
        }
        let bytes: [UInt8]
        do { bytes = try PNGFile.readBytes(path: real) } catch {
            switch error {
            case .fileTooLarge: return .refused("the baseline image is larger than \(PNGLimits.maximumFileBytes >> 20) MiB; nothing was copied")
            default: return .refused("the baseline image cannot be read; nothing was copied")
            }
        }
        return .bytes(bytes)
    }

    /// Whether two paths name the same existing folder once every symbolic link is resolved.
    static func sameFolder(_ a: String, _ b: String) -> Bool {
        guard let ra = realPath(a), let rb = realPath(b) else { return false }
        return ra == rb
    }

    /// `realpath(3)`, or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
