import Foundation

/// Why the symbol metrics table could not be loaded; `message` names the key and the problem.
public struct SymbolMetricsError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Where an SF Symbol sits: its layout frame and, where measured, its ink inside that frame, in points.
public struct SymbolGeometry: Sendable, Hashable {
    public var width: Double
    public var height: Double
    /// The real symbol's ink, relative to the frame's top-left (nil: not measured; the stand-in
    /// glyph draws its own ink, centred).
    public var ink: Ink?
    /// How much thicker than regular the symbol's strokes are (points), for emboldening a stand-in glyph.
    public var extraStroke: Double

    public struct Ink: Sendable, Hashable {
        public var x, y, width, height: Double
    }
}

/// SF Symbols' sizes, from `Assets/Symbols/sf-symbol-metrics.json` (built into the tool:
/// ``builtIn()``): per measured symbol its frame and ink in em at the weight it was measured at;
/// a default frame for the rest; the `imageScale` factors and the stroke width per weight.
/// Shared by the layout engine (the frame) and the painter (where the stand-in glyph's ink goes),
/// so both front ends agree. Pure: no file or font access.
public struct SymbolMetrics: Sendable {
    public struct Entry: Sendable, Hashable {
        public var weight: FontWeight
        public var box: [Double]
        public var ink: [Double]
        /// The stroke width (em) the stand-in glyph already has once fitted to the ink, where it
        /// is not regular's (nil: Material Icons' regular strokes, ``strokes``' regular).
        public var standInStroke: Double?
    }
    public let defaultBox: [Double]
    public let scales: [SymbolScale: Double]
    public let strokes: [FontWeight: Double]
    public let symbols: [String: Entry]

    init(defaultBox: [Double], scales: [SymbolScale: Double], strokes: [FontWeight: Double], symbols: [String: Entry]) {
        self.defaultBox = defaultBox; self.scales = scales; self.strokes = strokes; self.symbols = symbols
    }

    /// Loads a table; every key is checked (names the JSON path of the first problem).
    public init(jsonData: Data) throws(SymbolMetricsError) {
        let map = SourceMap(text: String(decoding: jsonData, as: UTF8.self))
        if let e = map.syntaxError { throw SymbolMetricsError(message: "the symbol metrics are not valid JSON: \(e.location): \(e.message)") }
        guard case .object(let top)? = map.value() else { throw SymbolMetricsError(message: "the symbol metrics' top level is not an object") }
        func numbers(_ v: JSONValue?, _ count: Int, _ path: String) throws(SymbolMetricsError) -> [Double] {
            guard let a = v?.arrayValue, a.count == count else { throw SymbolMetricsError(message: "\(path): expected an array of \(count) numbers") }
            var out: [Double] = []
            for (i, x) in a.enumerated() {
                guard let n = x.numberValue, n.isFinite, n >= 0, n <= 4 else { throw SymbolMetricsError(message: "\(path)[\(i)]: expected a number of em from 0 to 4") }
                out.append(n)
            }
            return out
        }
        defaultBox = try numbers(top["default"]?.objectValue?["box"], 2, "default.box")
        guard defaultBox.allSatisfy({ $0 > 0 }) else { throw SymbolMetricsError(message: "default.box: a frame must be larger than 0") }
        guard let s = top["scales"]?.objectValue else { throw SymbolMetricsError(message: "scales: expected an object with small, medium and large") }
        var scales: [SymbolScale: Double] = [:]
        for scale in SymbolScale.allCases {
            guard let f = s[scale.rawValue]?.numberValue, f > 0, f <= 4 else { throw SymbolMetricsError(message: "scales.\(scale.rawValue): expected a factor above 0 and at most 4") }
            scales[scale] = f
        }
        guard scales[.medium] == 1 else { throw SymbolMetricsError(message: "scales.medium: must be 1 (the measured size)") }
        guard let st = top["strokes"]?.objectValue else { throw SymbolMetricsError(message: "strokes: expected an object with a stroke width per weight") }
        var strokes: [FontWeight: Double] = [:]
        for w in FontWeight.allCases {
            guard let v = st[w.rawValue]?.numberValue, v > 0, v < 1 else { throw SymbolMetricsError(message: "strokes.\(w.rawValue): expected a stroke width in em above 0 and below 1") }
            strokes[w] = v
        }
        guard let syms = top["symbols"]?.objectValue else { throw SymbolMetricsError(message: "symbols: expected an object mapping SF Symbols names to {weight, box, ink}") }
        var symbols: [String: Entry] = [:]
        for (name, value) in syms {
            let p = "symbols.\(name)"
            guard let o = value.objectValue else { throw SymbolMetricsError(message: "\(p): expected an object {weight, box, ink, source}") }
            guard let wn = o["weight"]?.stringValue, let weight = FontWeight(rawValue: wn) else {
                throw SymbolMetricsError(message: "\(p).weight: expected a font weight (\(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            guard o["source"]?.stringValue?.isEmpty == false else { throw SymbolMetricsError(message: "\(p).source: say where the figures were measured") }
            let box = try numbers(o["box"], 2, "\(p).box")
            let ink = try numbers(o["ink"], 4, "\(p).ink")
            guard box[0] > 0, box[1] > 0, ink[2] > 0, ink[3] > 0,
                  ink[0] + ink[2] <= box[0] + 1e-3, ink[1] + ink[3] <= box[1] + 1e-3 else {
                throw SymbolMetricsError(message: "\(p).ink: the ink must be non-empty and lie inside the box")
            }
            var standIn: Double?
            if let v = o["standInStroke"] {
                guard let n = v.numberValue, n > 0, n < 1 else { throw SymbolMetricsError(message: "\(p).standInStroke: expected a stroke width in em above 0 and below 1") }
                standIn = n
            }
            symbols[name] = Entry(weight: weight, box: box, ink: ink, standInStroke: standIn)
        }
        self.scales = scales; self.strokes = strokes; self.symbols = symbols
    }

    /// The symbol's frame and ink at a font `size` and `weight`, at `scale`, in points; the frame
    /// is rounded to whole device pixels (`pixelsPerPoint`), as SwiftUI's image frames are.
    public func geometry(_ name: String, size: Double, weight: FontWeight, scale: SymbolScale, pixelsPerPoint: Double) -> SymbolGeometry {
        let em = size * (scales[scale] ?? 1)
        let round = { (v: Double) in max(1 / pixelsPerPoint, (v * pixelsPerPoint).rounded() / pixelsPerPoint) }
        guard let e = symbols[name] else {
            let extra = max(0, (strokes[weight] ?? 0) - (strokes[.regular] ?? 0)) * em
            return SymbolGeometry(width: round(defaultBox[0] * em), height: round(defaultBox[1] * em), ink: nil, extraStroke: extra)
        }
        // Strokes thicker or thinner than measured widen the ink (and the frame) by the difference.
        let grow = ((strokes[weight] ?? 0) - (strokes[e.weight] ?? 0)) * em
        let extra = max(0, (strokes[weight] ?? 0) - (e.standInStroke ?? strokes[.regular] ?? 0)) * em
        let w = round(e.box[0] * em + grow), h = round(e.box[1] * em + grow)
        let iw = max(0, e.ink[2] * em + grow), ih = max(0, e.ink[3] * em + grow)
        // The ink keeps its measured place, centred where the frame's rounding moved it.
        let ix = e.ink[0] * em + (w - e.box[0] * em - grow) / 2
        let iy = e.ink[1] * em + (h - e.box[1] * em - grow) / 2
        return SymbolGeometry(width: w, height: h, ink: .init(x: ix, y: iy, width: iw, height: ih), extraStroke: extra)
    }
}

extension SymbolMetrics {
    /// The bytes of `Assets/Symbols/sf-symbol-metrics.json`, embedded at build time.
    public static var builtInTableData: Data { Data(PackageResources.sf_symbol_metrics_json) }

    /// The built-in table, decoded once (checked by the test suite).
    public static func builtIn() throws(SymbolMetricsError) -> SymbolMetrics { try BuiltInMetrics.decoded.get() }

    /// The built-in table, or (never for a tested build) an empty one with the old square default.
    public static var shared: SymbolMetrics { BuiltInMetrics.fallback }
}

private enum BuiltInMetrics {
    static let decoded: Result<SymbolMetrics, SymbolMetricsError> = Result { () throws(SymbolMetricsError) in
        try SymbolMetrics(jsonData: SymbolMetrics.builtInTableData)
    }
    static let fallback: SymbolMetrics = (try? decoded.get())
        ?? SymbolMetrics(defaultBox: [1.045, 1.045], scales: [.small: 0.8, .medium: 1, .large: 1.3], strokes: [:], symbols: [:])
}
