import WidgetModel

/// GeometryReader: its content is built from the size it was given (its front end's closure,
/// ``GeometryContent``), then each view is proposed that size and placed at its top-leading corner.
extension LayoutContext {
    func placeGeometry(_ e: Element, _ content: GeometryContent, _ rect: Rect, _ container: ContainerShape) -> [LayoutNode] {
        let views = content.build(GeometryProxyValues(width: rect.width, height: rect.height, x: rect.x, y: rect.y)).map { $0.prefixingPaths(e.view.path) }
        var builder = ElementBuilder(count: elementCount)
        let elements = views.map { builder.build($0, stackAxis: nil) }
        elementCount = builder.count
        let proposal = ProposedSize(rect.size)
        return elements.map { k in
            placeChild(of: e, k, Rect(origin: rect.origin, size: size(k, proposal)), proposal, container)
        }
    }
}
