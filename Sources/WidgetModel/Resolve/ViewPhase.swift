/// The two forms of the view IR. A view kind (``ViewContent``) and a modifier (``ModifierKind``)
/// are each declared once, generic over the phase: a front end's declared tree holds bindings
/// (templates, colour names, expressions) and ``ViewNode``s; the resolved tree that the engine
/// reads holds their values and ``ResolvedView``s.
public protocol ViewPhase: Sendable {
    /// A text: a template with `{bindings}` when declared; the rendered string when resolved.
    associatedtype Text: Sendable
    /// A colour: a name, `#RRGGBB` or template when declared; the colour when resolved.
    associatedtype Color: Sendable
    /// A number computed from the data: an expression when declared; its value when resolved
    /// (nil when the expression did not give a number).
    associatedtype Number: Sendable
    /// A secondary view (background, overlay and containerBackground content).
    associatedtype View: Sendable
}

/// The declared tree of a layout file: bindings not yet evaluated.
public enum DeclaredPhase: ViewPhase {
    public typealias Text = String
    public typealias Color = String
    public typealias Number = String
    public typealias View = ViewNode
}

/// The resolved tree: every binding evaluated. See ``ResolvedView``.
public enum ResolvedPhase: ViewPhase {
    public typealias Text = String
    public typealias Color = NamedColor
    public typealias Number = Double?
    public typealias View = ResolvedView
}

/// How each kind of binding changes from one phase to the next; ``ViewContent/map(_:at:)`` and
/// ``ModifierKind/map(_:at:view:)`` apply it to every field of a view or modifier. Each function
/// gets the source path of the field, for diagnostics.
public struct PhaseMap<From: ViewPhase, To: ViewPhase> {
    public var text: (From.Text, JSONPath) -> To.Text
    public var color: (From.Color, JSONPath) -> To.Color
    public var number: (From.Number, JSONPath) -> To.Number

    public init(text: @escaping (From.Text, JSONPath) -> To.Text, color: @escaping (From.Color, JSONPath) -> To.Color,
                number: @escaping (From.Number, JSONPath) -> To.Number) {
        self.text = text; self.color = color; self.number = number
    }
}
