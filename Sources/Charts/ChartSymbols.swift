import Foundation
import WidgetSnapUI
import enum WidgetModel.ChartSymbolOutlines
import struct WidgetModel.PathBox

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
    nonisolated static func symbol(_ i: Int) -> BasicChartSymbolShape {
        BasicChartSymbolShape(name: ChartSymbolOutlines.sequence[i % ChartSymbolOutlines.sequence.count])
    }
}

/// Any chart symbol shape, as `ChartProxy.symbol(for:)` gives it.
public struct AnyChartSymbolShape: ChartSymbolShape {
    let make: SymbolPath
    nonisolated public init<S: ChartSymbolShape>(_ shape: S) { make = { shape.path(in: $0) } }
    nonisolated init(path: @escaping SymbolPath) { make = path }
    public nonisolated func path(in rect: CGRect) -> Path { make(rect) }
}

/// A symbol path in a square: a shape's path, kept with the chart's marks.
package typealias SymbolPath = @Sendable (CGRect) -> Path

/// A symbol path as a shape (the legend draws a mark's symbol with it).
struct SymbolPathShape: Shape {
    let make: SymbolPath
    nonisolated func path(in rect: CGRect) -> Path { make(rect) }
}

/// The basic point symbols of Swift Charts, as shapes in the point's square.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    let name: String

    /// The model's outline (``ChartSymbolOutlines``), shared with the layout format's charts; a circle as an
    /// ellipse, drawn as SwiftUI draws `Circle`.
    public nonisolated func path(in r: CGRect) -> Path {
        guard ChartSymbolOutlines.names.contains(name), name != "circle" else { return Path(ellipseIn: r) }
        return Path(segments: ChartSymbolOutlines.segments(name, in: PathBox(x: r.minX, y: r.minY, width: r.width, height: r.height)))
    }
}
