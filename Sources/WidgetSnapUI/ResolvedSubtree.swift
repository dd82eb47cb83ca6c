import WidgetModel

/// A view already resolved by another front end (a layout file's view from ``Resolver``), placed
/// in a SwiftUI-style tree: the Live Activity and control presentations of layout files are drawn
/// by the same surface code as SwiftUI ones (WidgetKit's `LayoutSurfaces.swift`), so both front
/// ends share every pixel of the island, the platters and the margins.
public struct _ResolvedSubtree: View, _PrimitiveView {
    public typealias Body = Never
    let root: ResolvedView

    /// `root` with absolute paths (`root/0/1`); they are made relative to the place it is put.
    public init(_ root: ResolvedView) { self.root = root }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        let count = (root.modifiers.map(\.index).max() ?? -1) + 1
        return [_Node(key: [], view: Self.relative(root, parent: nil), modifierCount: count)]
    }

    /// Paths relative to the parent's (``ViewResolution`` makes them absolute again).
    static func relative(_ view: ResolvedView, parent: String?) -> ResolvedView {
        var v = view
        let absolute = view.path
        v.path = parent.map { absolute.hasPrefix($0) ? String(absolute.dropFirst($0.count)) : absolute } ?? ""
        v.children = view.children.map { relative($0, parent: absolute) }
        v.modifiers = view.modifiers.map { m in
            var out = m
            switch m.kind {
            case .background(let s, let a): out.kind = .background(relative(s, parent: absolute), a)
            case .overlay(let s, let a): out.kind = .overlay(relative(s, parent: absolute), a)
            case .containerBackground(let s): out.kind = .containerBackground(relative(s, parent: absolute))
            default: break
            }
            return out
        }
        return v
    }
}

extension Color {
    /// A layout file's colour (light and dark values kept).
    public static func _named(_ color: NamedColor) -> Color { Color(named: color) }
}
