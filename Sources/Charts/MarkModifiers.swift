import ChartScales
import Foundation
import WidgetSnapUI

extension ChartContent {
    /// Colours the marks with a colour or gradient.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let s = MarkStyle(style)
        return modified { $0.style = s }
    }
    /// Colours the marks by a value, from the chart's palette (docs/charts.md, "Colours"); lines and areas
    /// of different values are separate series.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.input.key
        return modified { $0.styleKey = key }
    }
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { modified { $0.lineStyle = style.model } }
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { modified { $0.curve = method.curve } }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = Double(radius); $0.cornerStyle = style }
    }
    public func opacity(_ value: Double) -> some ChartContent { modified { $0.opacity *= value } }
    /// A shadow under the mark, drawn as a view's shadow (black at a third by default, as SwiftUI's).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { $0.shadow = MarkShadow(color: color, radius: radius, x: x, y: y) }
    }
    /// A point's shape: a basic symbol (`.square`, `.triangle`, `.diamond` …) or any shape
    /// (`.symbol(Circle())`), filled in the point's square.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        modified { $0.symbol = { symbol.path(in: $0) }; $0.symbolView = nil }
    }
    @_disfavoredOverload
    public func symbol<S: Shape>(_ symbol: S) -> some ChartContent {
        modified { $0.symbol = { symbol.path(in: $0) }; $0.symbolView = nil }
    }
    /// A view as the symbol: drawn at its ideal size, centred on each point (and on each of a line's points).
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modified { $0.symbolView = view }
    }
    /// Gives each value the next symbol of the chart's symbol scale (docs/charts.md, "Symbols"), shown in the legend.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.input.key
        return modified { $0.symbolKey = key }
    }
    /// A point's symbol size: its area in square points, as Swift Charts reads it.
    public func symbolSize(_ size: CGFloat) -> some ChartContent { modified { $0.symbolSize = (Double(size) * 4 / .pi).squareRoot() } }
    public func symbolSize(_ size: CGSize) -> some ChartContent { modified { $0.symbolSize = Double(max(size.width, size.height)) } }
    /// Gives each value the next dash pattern of the chart's line style scale (docs/charts.md, "Styles by value");
    /// lines of different values are separate series.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.input.key
        return modified { $0.lineStyleKey = key }
    }
    /// Sizes each symbol by a value on the chart's symbol size scale (docs/charts.md, "Styles by value").
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let input = value.input
        return modified { $0.symbolSizeInput = input }
    }
    /// Places bars of different values side by side within their band (grouped bars).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let key = value.input.key
        return modified { $0.positionKey = key }
    }
    /// Accessibility is not drawn: accepted.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modified { _ in } }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modified { _ in } }
    public func accessibilityValue(_ value: Text) -> some ChartContent { modified { _ in } }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modified { _ in } }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modified { _ in } }
}
