import Foundation
import PNGCodec
import SnapshotFiles
import SnapshotReports
import SnapshotVariants

/// `widgetsnap accept ARTIFACT`: records the goldens a review chose from a CI artifact (the report
/// folder of `widgetsnap test --report`, as a folder or a zip) into the checkout, without rendering.
///
/// The artifact is untrusted. Only these files are read, by exact name: `report.json`, the decisions
/// file (`decisions.json` beside it, unless one is given), and `images/<name>.actual.png` of each
/// accepted variant. A variant name must be plain (``VariantName``) and an outcome of the report
/// with a new image; each image must be a regular file that decodes as a PNG of the size the report
/// states; it is encoded again from its pixels before it is written to `<goldens>/<name>.png`.
/// Everything is checked before anything is written.
public struct ArtifactAccept {
    public struct Choice: Sendable {
        public var name: String
        public var golden: String
        public var image: RGBAImage
    }

    public var report: ReportFile
    /// Where `report.json` is inside the artifact ("" at its top).
    public var prefix: String
    public var choices: [Choice]
    /// Variants with a new image that the decisions did not accept.
    public var kept: [String]
    public var goldens: String

    /// The report inside `files`: `report.json` at the top, or in exactly one folder of the least depth.
    public static func findReport(_ files: any ArtifactFiles) throws(ArtifactError) -> String {
        let all = try files.list().filter { $0 == "report.json" || $0.hasSuffix("/report.json") }
        guard let depth = all.map({ $0.split(separator: "/").count }).min() else {
            throw .noReport(artifact: files.origin)
        }
        let shallowest = all.filter { $0.split(separator: "/").count == depth }
        guard shallowest.count == 1 else {
            throw .severalReports(artifact: files.origin, reports: shallowest)
        }
        return String(shallowest[0].dropLast("report.json".count))
    }

    /// Reads and checks everything; writes nothing.
    public static func plan(_ files: any ArtifactFiles, decisionsFile: String?, goldens: String?) throws(ArtifactError) -> ArtifactAccept {
        let prefix = try findReport(files)
        guard let json = try files.read(prefix + "report.json", maximumSize: 64 << 20) else {
            throw .reportMissing(artifact: files.origin, path: prefix + "report.json")
        }
        let report: ReportFile
        do { report = try JSONDecoder().decode(ReportFile.self, from: Data(json)) } catch {
            throw .notAReport(artifact: files.origin, path: prefix + "report.json", reason: error.localizedDescription)
        }
        let decisions: AcceptDecisions
        if let decisionsFile {
            decisions = try ArtifactError.goldens { () throws(GoldensError) in try AcceptDecisions.read(decisionsFile) }
        } else {
            guard let bytes = try files.read(prefix + "decisions.json", maximumSize: 64 << 20) else {
                throw .decisionsMissing(artifact: files.origin, path: prefix + "decisions.json")
            }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .decisionsNotText(artifact: files.origin, path: prefix + "decisions.json") }
            decisions = try ArtifactError.goldens { () throws(GoldensError) in try AcceptDecisions.parse(text, file: files.origin + "/" + prefix + "decisions.json") }
        }
        let folder: String
        if let goldens { folder = goldens } else { folder = try Self.relativeGoldens(report.summary.goldens, origin: files.origin) }
        var byName: [String: SnapshotOutcome] = [:]
        for o in report.outcomes where byName[o.name] == nil { byName[o.name] = o }
        var choices: [Choice] = []
        for (i, name) in decisions.decisions.enumerated().filter({ $0.element.verdict == .accepted }).map({ ($0.offset, $0.element.variant) }) {
            let at = "\(decisions.file): $.decisions[\(i)].variant"
            guard let o = byName[name] else {
                throw .unknownVariant(at: at, variant: name)
            }
            guard o.actual != nil else {
                throw .noNewImage(at: at, variant: name, status: o.status)
            }
            let imagePath = prefix + ReportWriter.imagePath(name, .actual)
            guard let bytes = try files.read(imagePath, maximumSize: PNGLimits.maximumFileBytes) else {
                throw .imageMissing(artifact: files.origin, path: imagePath)
            }
            let image: RGBAImage
            do { image = try PNGDecoder().decode(bytes) } catch {
                throw .imageUnreadable(artifact: files.origin, path: imagePath, reason: "\(error)")
            }
            if let w = o.width, let h = o.height, w != image.width || h != image.height {
                throw .imageSize(artifact: files.origin, path: imagePath, width: image.width, height: image.height, reportWidth: w, reportHeight: h)
            }
            choices.append(Choice(name: name, golden: folder + "/" + name + ".png", image: image))
        }
        let accepted = Set(choices.map(\.name))
        let kept = report.outcomes.filter { $0.actual != nil && !accepted.contains($0.name) }.map(\.name)
        return ArtifactAccept(report: report, prefix: prefix, choices: choices, kept: kept, goldens: folder)
    }

    /// The report's goldens folder, when it is a plain relative path (to the checkout).
    static func relativeGoldens(_ goldens: String, origin: String) throws(ArtifactError) -> String {
        var trimmed = goldens
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        do { try VariantName.validate(trimmed) } catch {
            throw .goldensNotRelative(artifact: origin, goldens: goldens)
        }
        return trimmed
    }

    /// Writes the chosen goldens (encoded again from their pixels), removes their `.new`/`.diff`
    /// files, and stamps the folder with the renderer that drew the images.
    public func apply() throws(ArtifactError) {
        for c in choices {
            let png: [UInt8]
            do { png = try FastPNGEncoder().encode(c.image) } catch { throw .cannotEncode(reason: "\(error)") }
            do { try AtomicFile.write(Data(png), to: c.golden) } catch { throw .files(error) }
            for sidecar in [".new.png", ".diff.png"] { try? FileManager.default.removeItem(atPath: String(c.golden.dropLast(4)) + sidecar) }
        }
        guard !choices.isEmpty else { return }
        if let renderer = report.summary.renderer {
            try ArtifactError.goldens { () throws(GoldensError) in try RendererStamp.write(goldens, RendererStamp(renderer: renderer, tool: report.summary.tool ?? "unknown")) }
        } else {
            try ArtifactError.goldens { () throws(GoldensError) in try RendererStamp.update(goldens, record: .missing, recorded: true) }
        }
    }
}
