import WidgetModel

extension WidgetLayoutEngine {
    /// The size `view` takes when proposed `proposal` (a nil side: its ideal size on that axis), as
    /// SwiftUI's `sizeThatFits`; what a preview's `.sizeThatFitsLayout` is drawn at.
    public func fittingSize(_ view: ResolvedView, proposal: ProposedSize, scale: Double = 3) -> Size {
        var builder = ElementBuilder()
        let element = builder.build(view, stackAxis: nil, isTop: false)
        let context = LayoutContext(measurer: measurer, assets: assets, scale: scale,
                                    widget: ContainerShape(rect: Rect(x: 0, y: 0, width: 0, height: 0), shape: .rectangle))
        return context.size(element, proposal)
    }
}
