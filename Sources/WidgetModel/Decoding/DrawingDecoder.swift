/// The ranges of the drawing numbers: effect radii, colour-filter amounts, gradient radii and angles.
extension NumericRange {
    /// `blur` and `shadow` radii, in points.
    public static let effectRadius: ClosedRange<Double> = 0...1_000
    /// `grayscale`, `saturation`, `brightness`, `contrast` amounts.
    public static let colorEffect: ClosedRange<Double> = -100...100
    /// A path's view box coordinates.
    public static let pathCoordinate: ClosedRange<Double> = -1e6...1e6
}

/// The drawing views of the layout format: `Path` (SVG path data) and the gradients with stops
/// (`LinearGradient` with `stops`, `RadialGradient`, `EllipticalGradient`, `AngularGradient`).
extension ViewDecoder {
    static let drawingViewNames = ViewCatalog.names(in: .drawing)

    /// A LinearGradient written with `stops` instead of `colors`.
    static func hasStops(_ arg: JSONValue) -> Bool {
        if case .object(let o) = arg { return o["stops"] != nil }
        return false
    }

    func drawingKind(_ name: String, _ arg: JSONValue, _ argPath: JSONPath, _ options: [String: JSONValue], _ path: JSONPath) -> ViewKind? {
        reader.checkKeys(options, path, allowed: ["modifiers", "lint"], in: name)
        guard let o = reader.object(arg, argPath, what: "an object of options, e.g. {}") else { return nil }
        func number(_ key: String, _ range: ClosedRange<Double>, _ what: String) -> Double? {
            o[key].flatMap { reader.number($0, argPath.appending(key: key), in: range, what: what) }
        }
        func point(_ key: String, _ fallback: UnitPoint) -> UnitPoint {
            o[key].flatMap { reader.choice($0, argPath.appending(key: key), UnitPoint.self, what: "unit point") } ?? fallback
        }
        switch name {
        case "Path":
            reader.checkKeys(o, argPath, allowed: ["d", "viewBox", "fit", "fillRule", "fill", "stroke", "lineWidth"], in: name)
            guard let shape = pathShape(o, argPath) else { return nil }
            let fill = o["fill"].flatMap { reader.string($0, argPath.appending(key: "fill"), what: "a colour name") }
            let stroke = o["stroke"].flatMap { reader.string($0, argPath.appending(key: "stroke"), what: "a colour name") }
            if let fill { site(argPath.appending(key: "fill"), fill, .color) }
            if let stroke { site(argPath.appending(key: "stroke"), stroke, .color) }
            return .content(.shape(shape, fill: fill, stroke: stroke, lineWidth: number("lineWidth", NumericRange.lineWidth, "a line width") ?? 1))
        case "LinearGradient":
            reader.checkKeys(o, argPath, allowed: ["stops", "startPoint", "endPoint"], in: name)
            guard let (colors, locations) = stops(o, argPath, in: name) else { return nil }
            return .content(.gradient(.linear(start: point("startPoint", .top), end: point("endPoint", .bottom)), colors: colors, locations: locations))
        case "RadialGradient":
            reader.checkKeys(o, argPath, allowed: ["colors", "stops", "center", "startRadius", "endRadius"], in: name)
            guard let (colors, locations) = stops(o, argPath, in: name) else { return nil }
            let r0 = number("startRadius", NumericRange.length, "a radius") ?? 0
            guard let r1 = reader.require(o, "endRadius", argPath, in: name)
                .flatMap({ reader.number($0, argPath.appending(key: "endRadius"), in: NumericRange.length, what: "a radius") }) else { return nil }
            return .content(.gradient(.radial(center: point("center", .center), startRadius: r0, endRadius: r1), colors: colors, locations: locations))
        case "EllipticalGradient":
            reader.checkKeys(o, argPath, allowed: ["colors", "stops", "center", "startRadiusFraction", "endRadiusFraction"], in: name)
            guard let (colors, locations) = stops(o, argPath, in: name) else { return nil }
            let f0 = number("startRadiusFraction", 0...100, "a fraction of the frame") ?? 0
            let f1 = number("endRadiusFraction", 0...100, "a fraction of the frame") ?? 0.5
            return .content(.gradient(.elliptical(center: point("center", .center), startRadiusFraction: f0, endRadiusFraction: f1), colors: colors, locations: locations))
        default: // AngularGradient
            reader.checkKeys(o, argPath, allowed: ["colors", "stops", "center", "startAngle", "endAngle"], in: name)
            guard let (colors, locations) = stops(o, argPath, in: name) else { return nil }
            let a0 = number("startAngle", NumericRange.degrees, "an angle in degrees") ?? 0
            let a1 = number("endAngle", NumericRange.degrees, "an angle in degrees") ?? a0 + 360
            if a1 <= a0 { reader.fail("the end angle must be greater than the start angle (\(format(a0)))", argPath.appending(key: "endAngle")) }
            return .content(.gradient(.angular(center: point("center", .center), startAngle: a0, endAngle: a1), colors: colors, locations: locations))
        }
    }

    /// `colors: [...]` (spaced evenly) or `stops: [{color, location}, ...]` (locations 0...1, in order).
    private func stops(_ o: [String: JSONValue], _ argPath: JSONPath, in name: String) -> ([String], [Double])? {
        if o["colors"] != nil && o["stops"] != nil {
            reader.fail("a gradient has either colors or stops, not both", argPath.appending(key: "stops"), hint: "stops: [{color: \"red\", location: 0}, {color: \"blue\", location: 1}]")
            return nil
        }
        var colors: [String] = [], locations: [Double] = []
        if let list = o["colors"].flatMap({ reader.array($0, argPath.appending(key: "colors")) }) {
            for (i, c) in list.enumerated() {
                let p = argPath.appending(key: "colors").appending(index: i)
                if let s = reader.string(c, p, what: "a colour name") { site(p, s, .color); colors.append(s) }
            }
            if list.count < 2 { reader.fail("a gradient needs at least two colours", argPath.appending(key: "colors")) }
            locations = colors.indices.map { colors.count < 2 ? 0 : Double($0) / Double(colors.count - 1) }
            return (colors, locations)
        }
        guard o["stops"] != nil else {
            reader.fail("\(name) needs colors or stops", argPath, hint: "colors: [\"red\", \"blue\"] or stops: [{color: \"red\", location: 0}, {color: \"blue\", location: 1}]")
            return nil
        }
        let sp = argPath.appending(key: "stops")
        guard let list = o["stops"].flatMap({ reader.array($0, sp, what: "an array of stops such as [{color: \"red\", location: 0}]") }) else { return nil }
        for (i, item) in list.enumerated() {
            let p = sp.appending(index: i)
            guard let s = reader.object(item, p, what: "a stop such as {color: \"red\", location: 0.4}") else { continue }
            reader.checkKeys(s, p, allowed: ["color", "location"], in: "a gradient stop")
            guard let c = reader.require(s, "color", p, in: "a gradient stop").flatMap({ reader.string($0, p.appending(key: "color"), what: "a colour name") }),
                  let l = reader.require(s, "location", p, in: "a gradient stop").flatMap({ reader.number($0, p.appending(key: "location"), in: NumericRange.fraction, what: "a location between 0 and 1") })
            else { continue }
            if let last = locations.last, l < last {
                reader.fail("stop locations must not decrease: \(format(l)) after \(format(last))", p.appending(key: "location"), hint: "list the stops from location 0 to 1")
            }
            site(p.appending(key: "color"), c, .color)
            colors.append(c); locations.append(l)
        }
        if list.count < 2 { reader.fail("a gradient needs at least two stops", sp) }
        return (colors, locations)
    }

    /// A `Path`'s outline: `d` (SVG path data), `viewBox` ([x, y, width, height]; absent: the data
    /// is in points from the frame's top-left corner), `fit` and `fillRule`.
    func pathShape(_ o: [String: JSONValue], _ argPath: JSONPath) -> ShapeKind? {
        guard let dv = reader.require(o, "d", argPath, in: "Path"),
              let d = reader.string(dv, argPath.appending(key: "d"), what: "SVG path data such as \"M0 0 L10 10 Z\"") else { return nil }
        var box: PathBox?
        if let bv = o["viewBox"] {
            let bp = argPath.appending(key: "viewBox")
            if let list = reader.array(bv, bp, what: "a view box [x, y, width, height]") {
                let n = list.enumerated().compactMap { reader.number($1, bp.appending(index: $0), in: NumericRange.pathCoordinate, what: "a coordinate") }
                if list.count != 4 {
                    reader.fail("a view box has 4 numbers, found \(list.count)", bp, hint: "write [x, y, width, height], e.g. [0, 0, 24, 24]")
                } else if n.count == 4 {
                    if n[2] <= 0 || n[3] <= 0 { reader.fail("a view box's width and height must be above 0", bp, hint: "write [x, y, width, height], e.g. [0, 0, 24, 24]") }
                    box = PathBox(x: n[0], y: n[1], width: n[2], height: n[3])
                }
            }
        }
        let fit = o["fit"].flatMap { reader.choice($0, argPath.appending(key: "fit"), PathFit.self, what: "path fit") } ?? .none
        if o["fit"] != nil && o["viewBox"] == nil {
            reader.fail("fit needs a viewBox", argPath.appending(key: "fit"), hint: "add viewBox: [x, y, width, height]")
        }
        let rule = o["fillRule"].flatMap { reader.choice($0, argPath.appending(key: "fillRule"), FillRule.self, what: "fill rule") } ?? .nonZero
        switch PathData.parse(d) {
        case .failure(let e):
            reader.diagnostics.error(e.message, inStringAt: argPath.appending(key: "d"), offset: e.offset, hint: e.hint)
            return nil
        case .success(let segments):
            return .path(ShapePath(.data(segments, viewBox: box, fit: fit), evenOdd: rule == .evenOdd))
        }
    }
}

/// How a path's inside is decided where its outline crosses itself.
public enum FillRule: String, Sendable, Hashable, CaseIterable { case nonZero, evenOdd }

/// The effect modifiers (`blur`, `shadow` and the colour filters: ``BlurModifier``, ``ShadowModifier``,
/// ``ColorEffectModifier``).
extension ModifierDecoder {
    static let effectNames = ModifierCatalog.names(in: .effect)

    /// SwiftUI's default shadow colour: black at 33 % opacity.
    static let shadowColor = "#00000054"
}
