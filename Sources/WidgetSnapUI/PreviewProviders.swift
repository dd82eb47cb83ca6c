// A `PreviewProvider`'s `previews` split as Xcode's canvas shows them (docs/swiftui.md#previews):
// each view of a `Group`, a block, a `ForEach` or the branch taken is one preview, named by its
// `previewDisplayName`, drawn as a widget of its `previewContext(WidgetPreviewContext(family:))`
// family or laid out by its `previewLayout`; a view that makes its own preview (``_PreviewReplacing``:
// WidgetKit's `ActivityAttributes.previewContext(_:viewKind:)`) is that preview. The modifiers change
// nothing in how a view is drawn.

/// A view with preview settings; evaluated as its content alone.
struct _PreviewModified<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    var name: String? = nil
    var family: WidgetFamily? = nil
    var layout: PreviewLayout? = nil

    func _nodes(_ context: _EvaluationContext) -> [_Node] { evaluate(content, context) }
}

/// One view of a `PreviewProvider`'s previews and its settings.
struct PreviewPart {
    var view: AnyView
    var name: String?
    var family: WidgetFamily?
    var layout: PreviewLayout?
    /// The preview the view makes itself (``_PreviewReplacing``), named by the part's name.
    var replacement: (any _PreviewReplacing)? = nil
}

/// A view that is a preview of its own kind when it is one of a `PreviewProvider`'s views (WidgetKit's
/// `ActivityAttributes.previewContext(_:viewKind:)`: a Live Activity's presentation); `name` is its
/// `previewDisplayName`. Evaluated as a view elsewhere.
@MainActor public protocol _PreviewReplacing {
    func _preview(name: String?) -> Preview
}

/// Views that stand for several previews.
@MainActor protocol _PreviewSplitting {
    func _previewParts() -> [PreviewPart]
}

@MainActor enum PreviewParts {
    static func split<V: View>(_ view: V) -> [PreviewPart] {
        if let several = view as? any _PreviewSplitting { return several._previewParts() }
        if let replacing = view as? any _PreviewReplacing { return [PreviewPart(view: AnyView(view), replacement: replacing)] }
        return [PreviewPart(view: AnyView(view))]
    }

    static func split(any view: any View) -> [PreviewPart] { split(view) }
}

extension _PreviewModified: _PreviewSplitting {
    func _previewParts() -> [PreviewPart] {
        PreviewParts.split(content).map { part in
            var p = part
            if p.name == nil { p.name = name }
            if p.family == nil { p.family = family }
            if p.layout == nil { p.layout = layout }
            return p
        }
    }
}

extension Group: _PreviewSplitting {
    func _previewParts() -> [PreviewPart] { PreviewParts.split(content) }
}

extension TupleView: _PreviewSplitting {
    /// The block's views, read from its tuple of values.
    func _previewParts() -> [PreviewPart] {
        Mirror(reflecting: value).children.flatMap { child -> [PreviewPart] in
            guard let view = child.value as? any View else { return [] }
            return PreviewParts.split(any: view)
        }
    }
}

extension ForEach: _PreviewSplitting where Content: View {
    func _previewParts() -> [PreviewPart] { data.flatMap { PreviewParts.split(content($0)) } }
}

extension _ConditionalContent: _PreviewSplitting {
    func _previewParts() -> [PreviewPart] {
        switch storage {
        case .trueContent(let v): PreviewParts.split(v)
        case .falseContent(let v): PreviewParts.split(v)
        }
    }
}

extension Optional: _PreviewSplitting where Wrapped: View {
    func _previewParts() -> [PreviewPart] { map { PreviewParts.split($0) } ?? [] }
}

extension Preview {
    /// The previews of a `PreviewProvider`, one per view of its `previews` (see the top of this file).
    @MainActor
    public static func previews<P: PreviewProvider>(of provider: P.Type) -> [Preview] {
        PreviewParts.split(P.previews).map { part in
            if let replacement = part.replacement { return replacement._preview(name: part.name) }
            if let family = part.family {
                let kind = String(describing: P.self)
                return Preview(_name: part.name, content: .widget(family: family, timeline: {
                    WidgetPreviewTimeline(kind: kind, entries: [(date: nil, view: part.view)])
                }))
            }
            let layout: PreviewTrait<ViewTraits>.Layout = switch part.layout ?? .device {
            case .device: .device
            case .sizeThatFits: .sizeThatFits
            case .fixed(let width, let height): .fixed(width: width, height: height)
            }
            return Preview(_name: part.name, traits: [PreviewTrait(layout: layout)], content: .view({ part.view }))
        }
    }
}
