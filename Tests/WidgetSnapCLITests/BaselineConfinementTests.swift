import Foundation
import PNGCodec
import Testing
@testable import WidgetGallery
@testable import WidgetSnapCLI
import WidgetSnapshotCore
#if canImport(Glibc)
import Glibc
#endif

/// Issue 25, items 1 and 18: a baseline folder is untrusted input. Its images are regular files only,
/// confined to the folder and decoded as PNG before anything is copied into the site; a baseline that
/// is the gallery being built is refused also through a symbolic link.
struct BaselineConfinementTests {
    static let variant = VariantID(kind: "W", instance: "default", family: .systemSmall, entry: 0, appearance: .light,
                                   state: .real, device: "iphone-430x932", scale: 1)

    /// A gallery output with the variant's snapshot, and an empty baseline folder.
    func folders() throws -> (out: String, baseline: String) {
        let work = try IOSafety.scratch("baseline")
        let out = work + "/site", baseline = work + "/baseline"
        let snapshot = Self.variant.path(in: out + "/snapshots")
        try FileManager.default.createDirectory(atPath: (snapshot as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try IOSafety.write(try IOSafety.png(width: 4, height: 4), snapshot)
        try FileManager.default.createDirectory(atPath: (Self.variant.path(in: baseline) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        return (out, baseline)
    }

    /// Every file the review folder of `out` holds.
    func reviewFiles(_ out: String) -> [String] {
        (try? FileManager.default.subpathsOfDirectory(atPath: out + "/review"))?.filter { $0.hasSuffix(".png") } ?? []
    }

    /// Hostile baseline files → the start of the note; nothing may be copied.
    static let hostile: [(String, String)] = [
        ("link to /etc/passwd", "the baseline's file is a symbolic link"),
        ("link to a PNG outside", "the baseline's file is a symbolic link"),
        ("FIFO", "the baseline's file is not a regular file"),
        ("text file", "the baseline image does not decode as a PNG"),
        ("folder linked outside", "the baseline's file resolves outside the baseline folder"),
    ]

    @Test(arguments: hostile)
    func hostileBaselineFilesAreNeverCopied(_ kind: String, _ note: String) throws {
        let (out, baseline) = try folders()
        defer { try? FileManager.default.removeItem(atPath: (out as NSString).deletingLastPathComponent) }
        let target = Self.variant.path(in: baseline)
        let outside = (out as NSString).deletingLastPathComponent + "/outside.png"
        try IOSafety.write(try IOSafety.png(width: 4, height: 4, [1, 2, 3, 255]), outside)
        var root = baseline
        switch kind {
        case "link to /etc/passwd": #expect(symlink("/etc/passwd", target) == 0)
        case "link to a PNG outside": #expect(symlink(outside, target) == 0)
        case "FIFO": #expect(mkfifo(target, 0o644) == 0)
        case "text file": try IOSafety.write(Array("root:x:0:0:root:/root:/bin/bash\n".utf8), target)
        default:
            // The baseline root holds a folder that is a link out of it, with a real PNG there.
            let elsewhere = (out as NSString).deletingLastPathComponent + "/elsewhere"
            let inner = Self.variant.path(in: elsewhere)
            try FileManager.default.createDirectory(atPath: (inner as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try IOSafety.write(try IOSafety.png(width: 4, height: 4, [1, 2, 3, 255]), inner)
            root = (out as NSString).deletingLastPathComponent + "/linked"
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            #expect(symlink(elsewhere + "/W", root + "/W") == 0)
        }
        let reviews = try GalleryBaseline.compare([Self.variant], out: out, baselineRoot: root)
        let review = try #require(reviews[Self.variant.name])
        #expect(review.status == .changed, "\(kind)")
        #expect(review.note?.hasPrefix(note) == true, "\(kind): \(review.note ?? "no note")")
        #expect(review.baseline == nil)
        #expect(reviewFiles(out).isEmpty, "\(kind) copied \(reviewFiles(out))")
    }

    @Test func aChangedPNGIsCopiedReencodedFromItsPixels() throws {
        let (out, baseline) = try folders()
        defer { try? FileManager.default.removeItem(atPath: (out as NSString).deletingLastPathComponent) }
        try IOSafety.write(try IOSafety.png(width: 4, height: 4, [200, 10, 10, 255]), Self.variant.path(in: baseline))
        let review = try #require(try GalleryBaseline.compare([Self.variant], out: out, baselineRoot: baseline)[Self.variant.name])
        #expect(review.status == .changed)
        #expect(review.diffPixels == 16)
        let copy = try PNGFile.read(path: out + "/review/" + Self.variant.name + ".baseline.png")
        #expect(copy.width == 4 && copy.height == 4)
        #expect(Array(copy.rgba.prefix(4)) == [200, 10, 10, 255])
    }

    @Test func aMissingBaselineFileIsNew() throws {
        let (out, baseline) = try folders()
        defer { try? FileManager.default.removeItem(atPath: (out as NSString).deletingLastPathComponent) }
        #expect(try GalleryBaseline.compare([Self.variant], out: out, baselineRoot: baseline)[Self.variant.name]?.status == .new)
    }

    /// Item 18: `--baseline` as a symbolic link to `--out` is refused like the direct path.
    @Test func aBaselineLinkedToTheOutputIsRefused() throws {
        let work = try IOSafety.scratch("baseline-link")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let out = work + "/site"
        try FileManager.default.createDirectory(atPath: out + "/snapshots", withIntermediateDirectories: true)
        #expect(symlink(out, work + "/link") == 0)
        #expect(GalleryBaseline.sameFolder(work + "/link", out))
        #expect(!GalleryBaseline.sameFolder(work, out))
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["gallery", ToolTests.root.appendingPathComponent("Layouts/weather.json5").path, "--out", out,
                                      "--baseline", work + "/link", "--assets", ToolTests.root.appendingPathComponent("Assets").path, "--quiet"],
                                     console: c.console)
        #expect(code == 64, "\(c.err)")
        #expect(c.err.contains("is the gallery being built"), "\(c.err)")
    }
}
