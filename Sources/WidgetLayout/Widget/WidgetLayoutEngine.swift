import WidgetModel

/// Lays out resolved view trees: a whole widget, or a bare view in a proposal box (for tests).
public struct WidgetLayoutEngine: Sendable {
    public var measurer: any TextMeasuring
    public var assets: any AssetSizing

    /// The root kind of a free canvas layout (``Device/isCanvas``): drawn with no corner mask, on
    /// `systemBackground`.
    public static let canvasKind = "Canvas"

    public init(measurer: any TextMeasuring, assets: any AssetSizing = FixedAssetSizes()) {
        self.measurer = measurer; self.assets = assets
    }

    /// Lays out one widget variant on a device. The root node (`root`, kind `Widget`) is the widget's
    /// bounds with its corner radius; the top-level view (`root/0`) is proposed the content area (the
    /// bounds inset by the content margins) and centred in it. `containerBackground` fills the bounds.
    public func layout(_ widget: ResolvedWidget, graphic: Bool, device: Device, scale: Double? = nil) -> LayoutNode? {
        let family = widget.selection.family
        guard let size = device.size(of: family) else { return nil }
        if device.isCanvas {
            // A component snapshot: the view fills the canvas from (0, 0), with no widget chrome.
            return layout(widget.root, box: size, scale: scale ?? device.scale, rootKind: Self.canvasKind, containerBackground: false)
        }
        let margins = WidgetGeometry.contentMargins(family: family, graphic: graphic, disabled: widget.contentMarginsDisabled)
        return layout(widget.root, box: size, margins: margins, containerRadius: device.containerRadius(for: family),
                      scale: scale ?? device.scale, rootKind: "Widget")
    }

    /// Lays out `view` proposed `box` minus `margins`, centred in the content area, like `.frame(width:height:)`.
    /// The view's `containerBackground` is placed over the whole box and is also the root's
    /// ``LayoutNode/containerBackground``.
    /// `containerBackground: false` leaves the view's `containerBackground` out, as a plain hosting
    /// controller does.
    public func layout(_ view: ResolvedView, box: Size, margins: EdgeInsets = .zero, containerRadius: Double = 0,
                       scale: Double = 3, rootKind: String = "Root", containerBackground: Bool = true) -> LayoutNode {
        var builder = ElementBuilder()
        let element = builder.build(view, stackAxis: nil, isTop: containerBackground)
        let bounds = Rect(x: 0, y: 0, width: box.width, height: box.height)
        let widget = ContainerShape(rect: bounds, shape: .roundedRectangle(radius: containerRadius, style: .continuous))
        let context = LayoutContext(measurer: measurer, assets: assets, scale: scale, widget: widget)
        context.elementCount = builder.count
        let content = bounds.insetBy(margins)
        let proposal = ProposedSize(content.size)
        let size = context.size(element, proposal)
        let top = context.placeChild(of: nil, element, aligned(size, in: content, .center), proposal, widget)
        var root = LayoutNode(path: "root", kind: rootKind, frame: bounds, children: [top], modifiers: [], text: nil,
                              cornerRadius: containerRadius, view: nil, containerBackground: context.containerBackground?.node)
        root.textFits = context.textFits
        root.contentArea = content
        return root
    }
}
