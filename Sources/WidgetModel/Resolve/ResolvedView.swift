/// A view ready for the engine: every binding evaluated, loops expanded and conditions decided.
///
/// This is the contract between front ends and the engine (layout, rendering, dumps). The JSON5
/// front end produces it with ``Resolver``; any other front end may build it directly. The engine
/// reads nothing else about a view:
///
/// - ``content`` is what the view is (``ViewContent`` in the resolved phase);
/// - ``children`` are the views a stack arranges, in order (empty for other kinds);
/// - ``modifiers`` wrap the view innermost first, each with its index in the declared list;
/// - ``environment`` holds the inherited values (font, colour, line limit, redaction, ...).
///
/// ``path`` is the view's identity in layout output and dumps, and must be unique in a tree:
/// `root/0` for the top-level view, `root/0/1` for a child, `root/0/2[3]` for the fourth item of
/// a ForEach, `root/0#1` for the secondary view of the modifier at index 1.
public struct ResolvedView: Sendable {
    /// Node path such as `root/0/1`, `root/0/2[3]` (ForEach item) or `root/0#1` (background content).
    public var path: String
    public var content: ResolvedContent
    public var children: [ResolvedView]
    /// Layout and drawing modifiers, innermost first; environment modifiers are folded into `environment`.
    public var modifiers: [ResolvedModifier]
    public var environment: ResolvedEnvironment
    /// Where the view was declared in its layout file (nil for views built by other front ends), for lint findings.
    public var sourcePath: JSONPath?

    public init(path: String, content: ResolvedContent, children: [ResolvedView], modifiers: [ResolvedModifier], environment: ResolvedEnvironment,
                sourcePath: JSONPath? = nil) {
        self.path = path; self.content = content; self.children = children; self.modifiers = modifiers; self.environment = environment
        self.sourcePath = sourcePath
    }

    /// The kind's name for dumps: `VStack`, `Text`, ...
    public var kindName: String { content.name }
}

/// A modifier after resolution, keeping its index in the declared `modifiers` array (used in paths `view#index`).
public struct ResolvedModifier: Sendable {
    public typealias Kind = ResolvedModifierKind
    public var index: Int
    public var kind: Kind
    /// The layout direction this modifier is laid out in, when an `environment` modifier inside it
    /// changed the view's own (nil: the view's ``ResolvedEnvironment/layoutDirection``).
    public var layoutDirection: LayoutDirection?
    public init(index: Int, kind: Kind) { self.index = index; self.kind = kind }
}
