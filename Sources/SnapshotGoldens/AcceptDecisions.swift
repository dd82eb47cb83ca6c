import Foundation
import PNGCodec
import WidgetLayout
import WidgetModel
import SnapshotFiles
import SnapshotPipeline
import SnapshotReports
import SnapshotVariants

/// A reviewer's decisions on a change, as the gallery's review page writes them (`decisions.json`),
/// and their application to the goldens (`widgetsnap test --accept FILE`):
///
/// ```json
/// {
///   "format": "widgetsnap-decisions",
///   "version": 1,
///   "decisions": [
///     { "variant": "Weather/default/systemSmall/iphone-430x932/00-light-real@3x", "decision": "accepted" },
///     { "variant": "Weather/default/systemSmall/iphone-430x932/00-dark-real@3x", "decision": "rejected" }
///   ]
/// }
/// ```
///
/// `variant` is a ``VariantID/name`` (the golden's path under the goldens folder, without `.png`);
/// `decision` is `accepted` or `rejected`. `"status": "removed"` marks a variant the layouts no longer
/// draw: accepted, its golden is deleted. Other members (the page adds `status` and `diffPixels`) are
/// informational and ignored. Only accepted variants are recorded.
public struct AcceptDecisions: Sendable, Equatable {
    public enum Verdict: String, Sendable, CaseIterable { case accepted, rejected }

    public struct Decision: Sendable, Equatable {
        public var variant: String
        public var verdict: Verdict
        /// The review listed the variant as removed (`"status": "removed"`): its golden has no variant any more.
        public var removal = false
        /// Where the decision's `variant` value is, and its index in the file's `decisions`, for messages.
        var location: SourceLocation?
        var index = 0
        public init(variant: String, verdict: Verdict) { self.variant = variant; self.verdict = verdict }
    }

    public static let format = "widgetsnap-decisions"
    public static let version = 1

    /// The file as the user named it.
    public var file: String
    public var decisions: [Decision]

    /// The accepted variants' names, in file order.
    public var accepted: [String] { decisions.filter { $0.verdict == .accepted }.map(\.variant) }

    /// Reads and validates `path`.
    public static func read(_ path: String) throws(GoldensError) -> AcceptDecisions {
        let bytes: [UInt8]
        do { bytes = try PNGFile.readBytes(path: path, maximumSize: maximumSize) } catch {
            // Too large is bad data (65); 66 is for input that is missing or cannot be opened.
            if case .fileTooLarge = error { throw .decisionsTooLarge(path: path, maximumMiB: maximumSize >> 20) }
            throw .decisionsUnreadable(path: path, reason: error)
        }
        if let bad = UTF8Validation.firstInvalidByte(bytes) {
            throw .decisionsNotUTF8(path: path, line: bad.line, column: bad.column, byte: bad.byte)
        }
        return try parse(String(decoding: bytes, as: UTF8.self), file: path)
    }

    /// The largest decisions file read (docs/limits.md).
    public static let maximumSize = 64 << 20

    /// Parses the text of a decisions file; errors name `file:line:column` and the JSON path.
    public static func parse(_ text: String, file: String) throws(GoldensError) -> AcceptDecisions {
        let map = SourceMap(text: text)
        if let e = map.syntaxError {
            throw .decisionsSyntax(file: file, line: e.location.line, column: e.location.column, message: e.message, hint: e.hint)
        }
        // A key given twice would silently take its first value: which decision is meant is unclear.
        if let d = map.firstDuplicateKey {
            throw .decisionsKeyTwice(file: file, at: d.location, first: d.first)
        }
        func fail(_ path: JSONPath, _ problem: GoldensError.DecisionsProblem) -> GoldensError {
            .badDecisions(file: file, at: map.location(of: path), path: path, problem: problem)
        }
        let root = JSONPath()
        guard let value = map.value(), let object = value.objectValue else {
            throw fail(root, .notAnObject)
        }
        guard object["format"]?.stringValue == format else {
            throw fail(root.appending(key: "format"), .format)
        }
        guard let v = object["version"]?.numberValue, v == Double(version) else {
            throw fail(root.appending(key: "version"), .version)
        }
        guard let items = object["decisions"]?.arrayValue else {
            throw fail(root.appending(key: "decisions"), .noDecisions)
        }
        var decisions: [Decision] = []
        var seen: [String: Int] = [:]
        for (i, item) in items.enumerated() {
            let at = root.appending(key: "decisions").appending(index: i)
            guard item.objectValue != nil else { throw fail(at, .decisionNotAnObject) }
            guard let name = item["variant"]?.stringValue else { throw fail(at.appending(key: "variant"), .variantNotAString) }
            do { try VariantName.validate(name) } catch { throw fail(at.appending(key: "variant"), .notAVariantName(reason: "\(error)")) }
            guard let word = item["decision"]?.stringValue, let verdict = Verdict(rawValue: word) else {
                throw fail(at.appending(key: "decision"), .verdict)
            }
            if let first = seen[name] {
                throw fail(at.appending(key: "variant"), .decidedTwice(variant: name, first: first))
            }
            seen[name] = i
            var d = Decision(variant: name, verdict: verdict)
            d.removal = item["status"]?.stringValue == "removed"
            d.location = map.location(of: at.appending(key: "variant"))
            d.index = i
            decisions.append(d)
        }
        return AcceptDecisions(file: file, decisions: decisions)
    }

    /// The jobs of the decided variants among `layouts`: every device a decision names is looked
    /// up in the catalogue and its variants listed (with `filter`, at `scale` or the device's own).
    /// A decision that names no variant of the layouts is an error (exit 65) naming its JSON path.
    public func jobs(_ layouts: [LoadedLayout], filter: VariantFilter, scale: Double?) throws(GoldensError) -> [RenderJob] {
        var known: [String: RenderJob] = [:]
        for id in devices {
            guard let device = DeviceCatalog.device(id: id) else { continue }
            // A review of a gallery built with --dynamic-type names variants at other sizes too.
            var sizes = filter
            if sizes.dynamicTypeSizes.isEmpty { sizes.dynamicTypeSizes = DynamicTypeSize.allCases }
            for job in try GoldensError.variants({ () throws(VariantsError) in try VariantSet.jobs(layouts, filter: sizes, device: device, scale: scale ?? device.scale) }) { known[job.variant.name] = job }
        }
        return try resolve(known)
    }

    /// The devices the decided variants name (a variant name's fourth part), sorted.
    public var devices: [String] {
        Set(decisions.compactMap { d -> String? in
            let parts = d.variant.split(separator: "/")
            return parts.count == 5 ? String(parts[3]) : nil
        }).sorted()
    }

    /// The decisions whose variant `keep` takes (the others are drawn elsewhere: a Live Activity's
    /// or a control's), in file order; messages still name each decision's place in the file.
    public func filter(_ keep: (String) -> Bool) -> AcceptDecisions {
        AcceptDecisions(file: file, decisions: decisions.filter { keep($0.variant) })
    }

    /// What `known` holds for each decided variant, in file order. A decision that names no variant
    /// of the layouts is an error (exit 65) naming its place in the file.
    public func resolve<T>(_ known: [String: T]) throws(GoldensError) -> [T] {
        // A removal names a variant the layouts no longer draw (its golden is deleted, ``deleteRemoved``).
        let unknown = decisions.filter { known[$0.variant] == nil && !$0.removal }
        if let d = unknown.first {
            throw .unknownDecidedVariant(file: file, at: d.location, index: d.index, variant: d.variant, more: unknown.count - 1)
        }
        return decisions.compactMap { known[$0.variant] }
    }

    /// Records the accepted variants of `jobs` (and nothing else) into `goldens`: each is rendered
    /// and written with ``AtomicFile`` when its bytes differ from the golden's (or it has none).
    /// The outcomes are `recorded`, or `passed` when the golden already held the same bytes.
    public func apply(_ jobs: [RenderJob], layouts: [LoadedLayout], goldens: String, assetsRoot: String, workers: Int?) throws(GoldensError) -> [SnapshotOutcome] {
        let accepted = Set(self.accepted)
        let chosen = jobs.filter { accepted.contains($0.variant.name) }
        let options = GoldenOptions(goldens: goldens, record: .all)
        var outcomes: [SnapshotOutcome] = []
        // One pool per device and scale: a worker renders for one device.
        var groups: [(String, Double)] = []
        for j in chosen where !groups.contains(where: { $0 == (j.variant.device, j.variant.scale) }) { groups.append((j.variant.device, j.variant.scale)) }
        for (id, scale) in groups {
            guard let device = DeviceCatalog.device(id: id) else { continue }
            let group = chosen.filter { $0.variant.device == id && $0.variant.scale == scale }
            let results = IndexedResults<SnapshotOutcome>(count: group.count)
            try WorkerPool.run(count: group.count, workers: WorkerPool.workerCount(workers, work: group.count), assetsRoot: assetsRoot,
                               language: "en", device: device, scale: scale, setUp: GoldensError.pipeline) { worker, i throws(GoldensError) in
                let job = group[i]
                var outcome = try GoldenCheck.check(job, layouts[job.layoutIndex], worker: worker, options: options)
                outcome.file = layouts[job.layoutIndex].path
                if outcome.status == .recorded { outcome.message = "accepted in review: " + (outcome.message ?? "recorded") }
                results.set(i, outcome)
            }
            outcomes += results.values
        }
        return outcomes
    }
}
