import Foundation
import Testing
import WidgetModel

/// SF Symbols' measured frames and ink (`Assets/Symbols/sf-symbol-metrics.json`) and their loader.
struct SymbolMetricsTests {
    static let tableURL = SymbolCatalogTests.packageRoot.appendingPathComponent("Assets/Symbols/sf-symbol-metrics.json")

    static func committed() throws -> SymbolMetrics { try SymbolMetrics(jsonData: Data(contentsOf: tableURL)) }

    /// The committed table with one part replaced: `edit` gets and returns the JSON object.
    static func edited(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        var o = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: tableURL)) as? [String: Any])
        edit(&o)
        return try JSONSerialization.data(withJSONObject: o, options: [.sortedKeys])
    }

    static func message(_ data: Data) -> String? {
        do { _ = try SymbolMetrics(jsonData: data); return nil } catch { return error.message }
    }

    @Test func committedTableIsWellFormed() throws {
        let m = try Self.committed()
        #expect(m.defaultBox == [1.045, 1.045])
        #expect(m.scales[.small] == 0.8 && m.scales[.medium] == 1 && m.scales[.large] == 1.3)
        // Strokes grow with the weight.
        let strokes = FontWeight.allCases.map { m.strokes[$0] ?? 0 }
        #expect(strokes == strokes.sorted() && Set(strokes).count == strokes.count)
        // Every measured symbol is a known SF Symbols name, and its frame holds its ink.
        let catalog = try SymbolCatalogTests.committedCatalog()
        #expect(m.symbols.count >= 4)
        for (name, e) in m.symbols {
            #expect(catalog.glyph(for: name) != nil, "\(name) is not in sf-symbols.json")
            #expect(e.ink[0] + e.ink[2] <= e.box[0] + 1e-3 && e.ink[1] + e.ink[3] <= e.box[1] + 1e-3, "\(name)")
        }
        // The built-in copy is the committed file.
        #expect(SymbolMetrics.builtInTableData == (try Data(contentsOf: Self.tableURL)))
        #expect(try SymbolMetrics.builtIn().symbols == m.symbols)
    }

    /// The figures measured on real renders come back at their sizes (points, on the @3x grid).
    @Test func measuredSymbolsComeBackAtTheirMeasuredSizes() throws {
        let m = try Self.committed()
        let clockwise = m.geometry("arrow.clockwise", size: 9, weight: .semibold, scale: .medium, pixelsPerPoint: 3)
        #expect(abs(clockwise.width - 29.0 / 3) < 1e-9 && abs(clockwise.height - 11) < 1e-9)
        let ink = try #require(clockwise.ink)
        #expect(abs(ink.width - 8.0) < 0.01 && abs(ink.height - 9.667) < 0.01)
        // The fitted refresh glyph is already as thick as the real semibold ring: not emboldened.
        #expect(clockwise.extraStroke == 0)
        #expect(m.geometry("arrow.clockwise", size: 9, weight: .bold, scale: .medium, pixelsPerPoint: 3).extraStroke > 0)
        let up = m.geometry("arrow.up", size: 22, weight: .bold, scale: .medium, pixelsPerPoint: 3)
        #expect(abs(up.width - 68.0 / 3) < 1e-9 && abs(up.height - 24) < 1e-9)
        #expect(abs((up.ink?.width ?? 0) - 17.333) < 0.01 && abs((up.ink?.height ?? 0) - 20.667) < 0.01)
        // Bold strokes are 0.049 em thicker than regular: that much for the stand-in to embolden.
        #expect(abs(up.extraStroke - 0.049 * 22) < 1e-9)
        let calendar = m.geometry("calendar", size: 32, weight: .regular, scale: .medium, pixelsPerPoint: 3)
        #expect(abs(calendar.height - 100.0 / 3) < 1e-9 && calendar.extraStroke == 0)
        // Unmeasured: the square default, scaled by imageScale.
        let star = m.geometry("star", size: 17, weight: .regular, scale: .large, pixelsPerPoint: 3)
        #expect(star.width == 23 && star.height == 23 && star.ink == nil)
    }

    @Test(arguments: [
        ("default.box", "default.box: expected an array of 2 numbers"),
        ("scales", "scales.medium: must be 1 (the measured size)"),
        ("strokes", "strokes.bold: expected a stroke width in em above 0 and below 1"),
        ("weight", "symbols.arrow.up.weight: expected a font weight"),
        ("ink", "symbols.arrow.up.ink: the ink must be non-empty and lie inside the box"),
        ("source", "symbols.arrow.up.source: say where the figures were measured"),
    ])
    func malformedTablesAreRejected(_ part: String, _ expected: String) throws {
        let data = try Self.edited { o in
            var up = ((o["symbols"] as? [String: Any])?["arrow.up"] as? [String: Any]) ?? [:]
            switch part {
            case "default.box": o["default"] = ["box": [1]]
            case "scales": o["scales"] = ["small": 0.8, "medium": 1.1, "large": 1.3]
            case "strokes": var s = (o["strokes"] as? [String: Any]) ?? [:]; s["bold"] = "thick"; o["strokes"] = s
            case "weight": up["weight"] = "extraBold"
            case "ink": up["ink"] = [0.5, 0.0734, 0.7879, 0.9394]
            default: up["source"] = ""
            }
            var symbols = (o["symbols"] as? [String: Any]) ?? [:]
            symbols["arrow.up"] = up
            o["symbols"] = symbols
        }
        let message = try #require(Self.message(data))
        #expect(message.hasPrefix(expected), "\(message)")
    }

    @Test func notJSONIsRejected() {
        #expect(Self.message(Data("{symbols: ".utf8))?.hasPrefix("the symbol metrics are not valid JSON") == true)
    }
}
