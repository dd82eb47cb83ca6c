import WidgetModel

/// Lays out resolved view trees: a whole widget, or a bare view in a proposal box (for tests).
public struct WidgetLayoutEngine: Sendable {
    public var measurer: any TextMeasuring
    public var assets: any AssetSizing

    public init(measurer: any TextMeasuring, assets: any AssetSizing = FixedAssetSizes()) {
        self.measurer = measurer; self.assets = assets
    }

    /// Lays out one widget variant on a device. The root node (`root`, kind `Widget`) is the widget's
    /// bounds with its corner radius; the top-level view (`root/0`) is proposed the content area (the
    /// bounds inset by the content margins) and centred in it. `containerBackground` fills the bounds.
    public func layout(_ widget: ResolvedWidget, graphic: Bool, device: Device, scale: Double? = nil) -> LayoutNode? {
        let family = widget.selection.family
        guard let size = device.size(of: family) else { return nil }
        let margins = WidgetGeometry.contentMargins(family: family, graphic: graphic, disabled: widget.contentMarginsDisabled)
        return layout(widget.root, box: size, margins: margins, containerRadius: device.containerRadius(for: family),
                      scale: scale ?? device.scale, rootKind: "Widget")
    }

    /// Lays out `view` proposed `box` minus `margins`, centred in the content area, like `.frame(width:height:)`.
    public func layout(_ view: ResolvedView, box: Size, margins: EdgeInsets = .zero, containerRadius: Double = 0,
                       scale: Double = 3, rootKind: String = "Root") -> LayoutNode {
        var builder = ElementBuilder()
        let element = builder.build(view, stackAxis: nil)
        let context = LayoutContext(measurer: measurer, assets: assets, scale: scale)
        let bounds = Rect(x: 0, y: 0, width: box.width, height: box.height)
        let content = bounds.insetBy(margins)
        let proposal = ProposedSize(content.size)
        let size = context.size(element, proposal)
        let record = PlacementRecord()
        let container = ContainerShape(rect: bounds, shape: .roundedRectangle(radius: containerRadius, style: .continuous))
        // containerBackground fills the whole widget, margins included (placed first: its content
        // shares the modifier's path, whose frame is the background's).
        for m in view.modifiers {
            if case .containerBackground(let bg) = m.kind {
                var b = ElementBuilder()
                let e = b.build(bg, stackAxis: nil)
                context.place(e, bounds, ProposedSize(bounds.size), container, record)
            }
        }
        context.place(element, aligned(size, in: content, .center), proposal, container, record)
        let top = NodeBuilder(record: record).node(view)
        return LayoutNode(path: "root", kind: rootKind, frame: bounds, children: [top], modifiers: [], text: nil,
                          cornerRadius: containerRadius, view: nil)
    }
}

/// Turns the placement record into the output tree.
struct NodeBuilder {
    let record: PlacementRecord

    func node(_ view: ResolvedView) -> LayoutNode {
        let frame = record.frames[view.path] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let modifiers = view.modifiers.compactMap { m -> ModifierLayout? in
            let path = "\(view.path)#\(m.index)"
            switch m.kind {
            case .background(let c, _), .overlay(let c, _), .containerBackground(let c):
                let n = node(c)
                return ModifierLayout(index: m.index, name: m.kind.name, frame: n.frame, content: n, cornerRadius: nil, modifier: m)
            default:
                return ModifierLayout(index: m.index, name: m.kind.name, frame: record.frames[path] ?? frame, content: nil,
                                      cornerRadius: record.radii[path], modifier: m)
            }
        }
        return LayoutNode(path: view.path, kind: view.kindName, frame: frame, children: view.children.map(node), modifiers: modifiers,
                          text: record.texts[view.path], cornerRadius: record.radii[view.path], view: view)
    }
}
