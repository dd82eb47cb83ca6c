/// A view with every binding evaluated, loops expanded and conditions decided: what layout and rendering see.
public struct ResolvedView: Sendable {
    /// Node path such as `root/0/1`, `root/0/2[3]` (ForEach item) or `root/0#1` (background content).
    public var path: String
    public var content: ResolvedContent
    public var children: [ResolvedView]
    /// Layout and drawing modifiers, innermost first; environment modifiers are folded into `environment`.
    public var modifiers: [ResolvedModifier]
    public var environment: ResolvedEnvironment

    public init(path: String, content: ResolvedContent, children: [ResolvedView], modifiers: [ResolvedModifier], environment: ResolvedEnvironment) {
        self.path = path; self.content = content; self.children = children; self.modifiers = modifiers; self.environment = environment
    }

    /// The kind's name for dumps: `VStack`, `Text`, ...
    public var kindName: String { content.name }
}

public enum ResolvedContent: Sendable {
    case stack(axis: StackAxis, horizontal: HorizontalAlignment, vertical: VerticalAlignment, spacing: Double?)
    case zstack(Alignment)
    case text(String)
    case image(name: String, resizable: Bool, contentMode: ContentMode?)
    case symbol(String)
    case spacer(minLength: Double?)
    case divider
    case color(NamedColor)
    case linearGradient(colors: [NamedColor], start: UnitPoint, end: UnitPoint)
    case shape(ShapeKind, fill: NamedColor?, stroke: NamedColor?, lineWidth: Double)
    /// `fraction` is the value's position between the bounds, clamped to 0...1.
    case gauge(fraction: Double, style: GaugeStyle, label: String?, currentValueLabel: String?, isProgressView: Bool)

    public var name: String {
        switch self {
        case .stack(let axis, _, _, _): axis == .horizontal ? "HStack" : "VStack"
        case .zstack: "ZStack"
        case .text: "Text"
        case .image: "Image"
        case .symbol: "Symbol"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .color: "Color"
        case .linearGradient: "LinearGradient"
        case .shape(let s, _, _, _): s.name
        case .gauge(_, _, _, _, let p): p ? "ProgressView" : "Gauge"
        }
    }
}

/// A modifier after resolution, keeping its index in the declared `modifiers` array (used in paths `view#index`).
public struct ResolvedModifier: Sendable {
    public var index: Int
    public var kind: Kind
    public init(index: Int, kind: Kind) { self.index = index; self.kind = kind }

    public enum Kind: Sendable {
        case padding(EdgeInsets)
        case frame(FrameSpec)
        case layoutPriority(Double)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case aspectRatio(Double?, ContentMode)
        case background(ResolvedView, Alignment)
        case overlay(ResolvedView, Alignment)
        case opacity(Double)
        case clipShape(ShapeKind)
        case cornerRadius(Double)
        case containerShape(ShapeKind)
        case containerBackground(ResolvedView)
        case widgetURL(String)
        case link(String)

        public var name: String {
            switch self {
            case .padding: "padding"
            case .frame: "frame"
            case .layoutPriority: "layoutPriority"
            case .fixedSize: "fixedSize"
            case .aspectRatio: "aspectRatio"
            case .background: "background"
            case .overlay: "overlay"
            case .opacity: "opacity"
            case .clipShape: "clipShape"
            case .cornerRadius: "cornerRadius"
            case .containerShape: "containerShape"
            case .containerBackground: "containerBackground"
            case .widgetURL: "widgetURL"
            case .link: "link"
            }
        }
    }
}

/// Inherited values, like SwiftUI's environment: set by a modifier, seen by the view and everything inside it.
public struct ResolvedEnvironment: Sendable, Hashable {
    public var font: FontSpec = FontSpec()
    /// nil means the primary label colour.
    public var foreground: NamedColor?
    public var lineLimit: Int?
    public var minimumScaleFactor: Double = 1
    public var multilineTextAlignment: HorizontalAlignment = .leading
    /// Drawn as placeholder (redacted) unless `unredacted`.
    public var redacted: Bool = false
    public var privacySensitive: Bool = false
    public var accentable: Bool = false
    public init() {}
}
