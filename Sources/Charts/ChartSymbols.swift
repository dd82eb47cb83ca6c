import Foundation
import WidgetSnapUI

/// The basic point symbols of Swift Charts, as shapes in the point's square.
public struct BasicChartSymbolShape: Shape, Hashable {
    let name: String
    public static let circle = BasicChartSymbolShape(name: "circle"), square = BasicChartSymbolShape(name: "square")
    public static let triangle = BasicChartSymbolShape(name: "triangle"), diamond = BasicChartSymbolShape(name: "diamond")
    public static let pentagon = BasicChartSymbolShape(name: "pentagon"), plus = BasicChartSymbolShape(name: "plus")
    public static let cross = BasicChartSymbolShape(name: "cross"), asterisk = BasicChartSymbolShape(name: "asterisk")

    public nonisolated func path(in r: CGRect) -> Path {
        var p = Path()
        switch name {
        case "square": p.addRect(r.insetBy(dx: r.width * 0.1, dy: r.height * 0.1))
        case "triangle": polygon(&p, r, corners: 3)
        case "diamond": polygon(&p, r, corners: 4)
        case "pentagon": polygon(&p, r, corners: 5)
        case "plus", "cross", "asterisk":
            // Bars through the centre: upright (plus), turned 45° (cross), both (asterisk).
            let angles: [Double] = name == "plus" ? [0, 90] : name == "cross" ? [45, 135] : [0, 60, 120]
            for a in angles { bar(&p, r, degrees: a) }
        default: p.addEllipse(in: r)
        }
        return p
    }

    /// A regular polygon with a corner at the top.
    private nonisolated func polygon(_ p: inout Path, _ r: CGRect, corners: Int) {
        let c = CGPoint(x: r.midX, y: r.midY), radius = min(r.width, r.height) / 2
        for i in 0..<corners {
            let a = -Double.pi / 2 + Double(i) * 2 * Double.pi / Double(corners)
            let pt = CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
    }

    /// A bar a fifth of the square thick, through the centre, at `degrees` from vertical.
    private nonisolated func bar(_ p: inout Path, _ r: CGRect, degrees: Double) {
        let c = CGPoint(x: r.midX, y: r.midY), half = min(r.width, r.height) / 2, w = half / 5
        let a = degrees * Double.pi / 180
        let (dx, dy) = (sin(a), -cos(a)), (nx, ny) = (cos(a), sin(a))
        let corners = [(half, w), (half, -w), (-half, -w), (-half, w)].map { l, s in
            CGPoint(x: c.x + dx * l + nx * s, y: c.y + dy * l + ny * s)
        }
        p.move(to: corners[0]); corners.dropFirst().forEach { p.addLine(to: $0) }; p.closeSubpath()
    }
}
