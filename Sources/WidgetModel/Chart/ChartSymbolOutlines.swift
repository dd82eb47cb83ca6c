import Foundation

/// The basic point symbols of Swift Charts as outlines in the point's square (docs/charts.md, "Symbols"), and
/// the order `symbol(by:)` gives them to values: circle, square, triangle, diamond, pentagon (reported for
/// iOS 18.3 in the Stack Overflow question 79405781, as the palette).
package enum ChartSymbolOutlines {
    package static let sequence = ["circle", "square", "triangle", "diamond", "pentagon"]
    package static let names = sequence + ["plus", "cross", "asterisk"]

    package static func segments(_ name: String, in r: PathBox) -> [PathSegment] {
        var p = PathBuilder()
        switch name {
        case "square":
            let dx = r.width * 0.1, dy = r.height * 0.1
            p.rect(PathBox(x: r.x + dx, y: r.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy))
        case "triangle": polygon(&p, r, corners: 3)
        case "diamond": polygon(&p, r, corners: 4)
        case "pentagon": polygon(&p, r, corners: 5)
        case "plus", "cross", "asterisk":
            // Bars through the centre: upright (plus), turned 45° (cross), both (asterisk).
            let angles: [Double] = name == "plus" ? [0, 90] : name == "cross" ? [45, 135] : [0, 60, 120]
            for a in angles { bar(&p, r, degrees: a) }
        default: p.ellipse(in: r)
        }
        return p.segments
    }

    /// A regular polygon with a corner at the top.
    static func polygon(_ p: inout PathBuilder, _ r: PathBox, corners: Int) {
        let cx = r.x + r.width / 2, cy = r.y + r.height / 2, radius = min(r.width, r.height) / 2
        for i in 0..<corners {
            let a = -Double.pi / 2 + Double(i) * 2 * Double.pi / Double(corners)
            let pt = PathPoint(cx + radius * cos(a), cy + radius * sin(a))
            if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
        }
        p.close()
    }

    /// A bar a fifth of the square thick, through the centre, at `degrees` from vertical.
    static func bar(_ p: inout PathBuilder, _ r: PathBox, degrees: Double) {
        let cx = r.x + r.width / 2, cy = r.y + r.height / 2, half = min(r.width, r.height) / 2, w = half / 5
        let a = degrees * Double.pi / 180
        let (dx, dy) = (sin(a), -cos(a)), (nx, ny) = (cos(a), sin(a))
        let corners = [(half, w), (half, -w), (-half, -w), (-half, w)].map { l, s in PathPoint(cx + dx * l + nx * s, cy + dy * l + ny * s) }
        p.move(to: corners[0]); corners.dropFirst().forEach { p.line(to: $0) }; p.close()
    }
}
