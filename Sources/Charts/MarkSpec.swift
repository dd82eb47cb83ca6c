import ChartScales
import Foundation
import WidgetModel
import WidgetSnapUI

/// A colour or gradient as a mark keeps it (any `ShapeStyle`).
struct MarkStyle {
    let color: NamedColor
    let gradient: _GradientFill?
    /// The mark's `shadow(color:radius:x:y:)`, set when the mark is placed.
    var shadow: MarkShadow?
    init<S: ShapeStyle>(_ s: S) { color = s._color; gradient = s._gradient }
}

/// A mark's shadow, drawn as a view's `shadow(color:radius:x:y:)` under the mark.
struct MarkShadow {
    var color: Color
    var radius: CGFloat, x: CGFloat, y: CGFloat
}

extension MarkStyle: ShapeStyle {
    var _color: NamedColor { color }
    var _gradient: _GradientFill? { gradient }
}

/// One mark as the chart lays it out: its kind, its values and the modifiers applied to it.
public struct ChartMarkSpec {
    enum Kind: Equatable { case bar, line, area, point, rule, rectangle, sector }
    let kind: Kind
    var x: PlotEntry?
    var y: PlotEntry?
    var xStart: PlotEntry?, xEnd: PlotEntry?
    var yStart: PlotEntry?, yEnd: PlotEntry?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: Stacking = .none
    /// A line's or area's series (`series:`), else its style key's.
    var series: String?
    /// SectorMark.
    var angle: Double = 0
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: Double = 0

    var style: MarkStyle?
    /// `foregroundStyle(by:)`'s value.
    var styleKey: String?
    var lineStyle: WidgetSnapUI.StrokeStyle?
    var curve: Curve?
    var cornerRadius: Double = 0
    var cornerStyle: RoundedCornerStyle = .continuous
    var opacity: Double = 1
    var shadow: MarkShadow?
    var symbolSize: Double?
    /// `symbol(_:)`: the point's shape, as a path in a square (nil: a circle).
    var symbol: (@Sendable (CGRect) -> Path)?
    /// `position(by:)`'s value: bars side by side within their band.
    var positionKey: String?
    /// `symbol(by:)`'s value: the symbol comes from the chart's symbol scale.
    var symbolKey: String?
    /// `lineStyle(by:)`'s value: the line's dash pattern comes from the chart's line style scale; a separate series.
    var lineStyleKey: String?
    /// `symbolSize(by:)`'s value: the symbol's size comes from the chart's symbol size scale.
    var symbolSizeInput: PlotInput?
    /// `symbol { view }`: a view drawn centred at each point instead of a shape.
    var symbolView: AnyView?
    /// `annotation(position:alignment:spacing:content:)`, in the order given.
    var annotations: [MarkAnnotation] = []

    init(_ kind: Kind) { self.kind = kind }
}
