import Foundation
import WidgetSnapUI

/// A shape a chart draws as a point's symbol (`symbol(_:)`, `chartSymbolScale`).
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square the symbol looks as large as (used by Swift Charts to balance sizes).
    var perceptualUnitRect: CGRect { get }
}

extension ChartSymbolShape {
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    nonisolated public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(name: "circle") }
    nonisolated public static var square: BasicChartSymbolShape { BasicChartSymbolShape(name: "square") }
    nonisolated public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(name: "triangle") }
    nonisolated public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(name: "diamond") }
    nonisolated public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(name: "pentagon") }
    nonisolated public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(name: "plus") }
    nonisolated public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(name: "cross") }
    nonisolated public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(name: "asterisk") }
}

/// The symbols `symbol(by:)` gives each value in order of first appearance, and again: circle, square,
/// triangle, diamond, pentagon (reported for iOS 18.3 in the Stack Overflow question 79405781, as the palette).
enum ChartSymbolSequence {
    static let names = ["circle", "square", "triangle", "diamond", "pentagon"]
    nonisolated static func symbol(_ i: Int) -> BasicChartSymbolShape { BasicChartSymbolShape(name: names[i % names.count]) }
}

/// Any chart symbol shape, as `ChartProxy.symbol(for:)` gives it.
public struct AnyChartSymbolShape: ChartSymbolShape {
    let make: SymbolPath
    nonisolated public init<S: ChartSymbolShape>(_ shape: S) { make = { shape.path(in: $0) } }
    nonisolated init(path: @escaping SymbolPath) { make = path }
    public nonisolated func path(in rect: CGRect) -> Path { make(rect) }
}

/// A symbol path in a square: a shape's path, kept with the chart's marks.
typealias SymbolPath = @Sendable (CGRect) -> Path

/// A symbol path as a shape (the legend draws a mark's symbol with it).
struct SymbolPathShape: Shape {
    let make: SymbolPath
    nonisolated func path(in rect: CGRect) -> Path { make(rect) }
}

/// The basic point symbols of Swift Charts, as shapes in the point's square.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    let name: String

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
