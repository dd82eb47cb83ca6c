import ChartScales
import Foundation
import WidgetModel
import WidgetSnapUI

/// The model's stroke (``ChartMarkData/lineStyle``, axis lines), as SwiftUI's `StrokeStyle` is called in this module.
package typealias ModelStrokeStyle = WidgetModel.StrokeStyle

extension WidgetSnapUI.StrokeStyle {
    /// The model's stroke as SwiftUI's (the plot strokes its outlines with it).
    init(_ m: ModelStrokeStyle) {
        let cap: CGLineCap = switch m.lineCap { case .butt: .butt; case .round: .round; case .square: .square }
        let join: CGLineJoin = switch m.lineJoin { case .miter: .miter; case .round: .round; case .bevel: .bevel }
        self.init(lineWidth: CGFloat(m.lineWidth), lineCap: cap, lineJoin: join, dash: m.dash.map { CGFloat($0) }, dashPhase: CGFloat(m.dashPhase))
    }
}

/// A colour or gradient as a mark keeps it (any `ShapeStyle`).
package struct MarkStyle {
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
    package var _color: NamedColor { color }
    package var _gradient: _GradientFill? { gradient }
}

/// One mark as the chart lays it out: its values and options (the model's ``ChartMarkData``, read and set through
/// it: `spec.x`, `spec.lineStyle`), and what only SwiftUI has: its style, shadow, symbol and annotations.
@dynamicMemberLookup
public struct ChartMarkSpec: ChartMarkSource {
    package var data: ChartMarkData
    package var style: MarkStyle?
    var cornerStyle: RoundedCornerStyle = .continuous
    var shadow: MarkShadow?
    /// `symbol(_:)`: the point's shape, as a path in a square (nil: a circle).
    package var symbol: SymbolPath?
    /// `symbol { view }`: a view drawn centred at each point instead of a shape.
    var symbolView: AnyView?
    /// `annotation(position:alignment:spacing:content:)`, in the order given.
    var annotations: [MarkAnnotation] = []

    init(_ kind: ChartMarkData.Kind) { data = ChartMarkData(kind) }

    public subscript<T>(dynamicMember path: WritableKeyPath<ChartMarkData, T>) -> T {
        get { data[keyPath: path] }
        set { data[keyPath: path] = newValue }
    }
    package var drawsViewSymbol: Bool { symbolView != nil }
}
