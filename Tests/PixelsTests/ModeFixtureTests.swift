import Foundation
import Pixels
import Testing

/// One row of `Fixtures/modes.json`: an input pixel, a formula of Part C with its parameters, and
/// the expected output pixel (8-bit, straight alpha). The expected values were computed once by a
/// separate implementation of the reference's formulas, not by this code.
struct ModeFixture: Sendable, CustomTestStringConvertible {
    var name: String, row: String, formula: String
    var input: [Int], expected: [Int]
    var params: [String: JSONParam]
    var group: String?
    var testDescription: String { "\(row): \(name)" }

    enum JSONParam: Sendable { case string(String), bool(Bool), color([Int]), null }

    static func load() -> [ModeFixture] {
        guard let url = Bundle.module.url(forResource: "modes", withExtension: "json", subdirectory: "Fixtures"),
              let data = try? Data(contentsOf: url),
              let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return list.map { d in
            var params: [String: JSONParam] = [:]
            for (k, v) in d["params"] as? [String: Any] ?? [:] {
                if let s = v as? String { params[k] = .string(s) }
                else if let n = v as? [Int] { params[k] = .color(n) }
                else if let b = v as? Bool { params[k] = .bool(b) }
                else { params[k] = .null }
            }
            return ModeFixture(name: d["name"] as? String ?? "", row: d["row"] as? String ?? "", formula: d["formula"] as? String ?? "",
                               input: d["input"] as? [Int] ?? [], expected: d["expected"] as? [Int] ?? [], params: params,
                               group: d["group"] as? String)
        }
    }

    func color(_ key: String) -> ModeColor? {
        guard case .color(let c)? = params[key] else { return nil }
        return ModeColor(r8: UInt8(c[0]), g8: UInt8(c[1]), b8: UInt8(c[2]), a8: c.count > 3 ? UInt8(c[3]) : 255)
    }
    func string(_ key: String) -> String? { if case .string(let s)? = params[key] { s } else { nil } }
    var pixel: ModeColor { ModeColor(r8: UInt8(input[0]), g8: UInt8(input[1]), b8: UInt8(input[2]), a8: UInt8(input[3])) }
}

@Suite struct ModeFixtureTests {
    static let fixtures = ModeFixture.load()

    @Test func everyRowOfPartC4AndC5HasAFixture() {
        let rows = Set(Self.fixtures.map(\.row))
        for row in ["C.4.3", "C.4.4 none", "C.4.4 accented", "C.4.4 desaturated", "C.4.4 accentedDesaturated", "C.4.4 fullColor",
                    "C.4.5 tinted", "C.4.5 clear", "C.5.3", "C.5.3 AccessoryWidgetBackground", "C.5.3 StandBy", "C.5.5"] {
            #expect(rows.contains(row), "no fixture for \(row)")
        }
    }

    @Test(arguments: fixtures)
    func pixel(_ f: ModeFixture) throws {
        var accented = AccentedParameters()
        if let a = f.color("accent") { accented.accent = a }
        if f.string("luminance") == "linear" { accented.luminance = .linear }
        let out: ModeColor
        switch f.formula {
        case "recolour":
            out = ModeFormulas.recolour(f.pixel, to: f.string("group") == "accent" ? accented.accent : accented.primary)
        case "accentedImage":
            let mode = f.string("mode").flatMap(AccentedImageMode.init(rawValue:))
            let (c, group) = ModeFormulas.accentedImage(f.pixel, mode, accented)
            #expect(group.rawValue == f.group)
            out = c
        case "tinted", "tintedOverFullColor":
            let tint = TintedParameters(tint: try #require(f.color("tint")))
            let base = ModeFormulas.tinted(f.pixel, tint)
            out = f.formula == "tinted" ? base : ModeFormulas.over(try #require(f.color("fullColor")), base)
        case "clear":
            let p = ClearParameters()
            var rim = false
            if case .bool(let b)? = f.params["rim"] { rim = b }
            out = ModeFormulas.clear(f.pixel, glass: ModeFormulas.glass(try #require(f.color("wallpaper")), rim: rim, p), p)
        case "vibrant", "vibrantLayer":
            var p = VibrantParameters()
            switch f.string("preset") {
            case "standByNight": p = .standByNight
            case "alwaysOn": p = .alwaysOn
            default: break
            }
            if let t = f.color("tint") { p.tint = t }
            if let m = f.color("material") { p.material = m }
            if f.string("luminance") == "linear" { p.luminance = .linear }
            out = f.formula == "vibrant" ? ModeFormulas.vibrant(f.pixel, p) : ModeFormulas.vibrantLayer(f.pixel, p)
        default:
            Issue.record("unknown formula \(f.formula)"); return
        }
        let b = out.bytes
        let got = [Int(b.0), Int(b.1), Int(b.2), Int(b.3)]
        #expect(zip(got, f.expected).allSatisfy { abs($0 - $1) <= 1 } && f.expected.count == 4, "\(f.name): \(got) ≠ \(f.expected)")
    }

    @Test func hsbRoundTrips() {
        for c in [ModeColor(1, 0.7, 0.25), ModeColor(0.04, 0.52, 1), ModeColor(0.3, 0.3, 0.3), ModeColor(0.9, 0.1, 0.6)] {
            let back = HSB(c).color
            #expect(abs(back.r - c.r) < 1e-9 && abs(back.g - c.g) < 1e-9 && abs(back.b - c.b) < 1e-9, "\(c) → \(back)")
        }
    }

    @Test func layersThatDifferInSizeAreRefused() throws {
        let a = try RGBAImage(width: 2, height: 1, red: 0, green: 0, blue: 0, alpha: 0)
        let b = try RGBAImage(width: 1, height: 1, red: 0, green: 0, blue: 0, alpha: 0)
        #expect(throws: RGBAImageError.self) { try ModeComposite.tinted(primary: a, accent: b, fullColor: a, AccentedParameters(), TintedParameters()) }
    }

    /// Clear over a wallpaper region: each pixel's glass comes from the wallpaper under it; the rim
    /// covers the top rows only.
    @Test func clearTakesTheWallpaperUnderEachPixel() throws {
        let none = try RGBAImage(width: 1, height: 2, red: 0, green: 0, blue: 0, alpha: 0)
        let wallpaper = try RGBAImage(width: 1, height: 2, rgba: [40, 90, 160, 255, 200, 30, 30, 255])
        let c = ClearParameters()
        let out = try ModeComposite.clear(primary: none, accent: none, fullColor: none, wallpaper: wallpaper, rimRows: 1, AccentedParameters(), c)
        let top = ModeFormulas.glass(ModeColor(r8: 40, g8: 90, b8: 160), rim: true, c).bytes
        let bottom = ModeFormulas.glass(ModeColor(r8: 200, g8: 30, b8: 30), rim: false, c).bytes
        #expect(Array(out.rgba[0..<4]) == [top.0, top.1, top.2, 255] && Array(out.rgba[4..<8]) == [bottom.0, bottom.1, bottom.2, 255])
    }

    /// The layer form of vibrant, composited over the material, is the material formula.
    @Test func vibrantLayerOverTheMaterialIsTheMaterialFormula() {
        let p = VibrantParameters()
        for c in [ModeColor(0.2, 0.78, 0.35, 0.8), ModeColor(1, 1, 1, 0.5), ModeColor(0, 0, 0, 1)] {
            let a = ModeFormulas.over(ModeFormulas.vibrantLayer(c, p), p.material), b = ModeFormulas.vibrant(c, p)
            #expect(abs(a.r - b.r) < 1e-9 && abs(a.g - b.g) < 1e-9 && abs(a.b - b.b) < 1e-9)
        }
    }
}
