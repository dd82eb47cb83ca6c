import Foundation
import WidgetModel

/// What a built-in modifier does to the views it wraps. Every modifier takes one index in the
/// modified view's list, as every declared modifier does in a layout file.
enum Effect {
    /// A layout or drawing modifier kept in the tree.
    case layer(ResolvedModifierKind)
    /// A modifier with a secondary view (background, overlay, container background), evaluated in
    /// the environment outside the modifier, with the path `<view>#<index>`.
    case secondary(AnyView, (ResolvedView) -> ResolvedModifierKind)
    /// Changes the environment of the wrapped views.
    case environment((inout _EvaluationContext) -> Void)
    /// Accepted, with no visible effect on a snapshot (accessibility, `id` …): no note.
    case ignored
    /// Accepted and not drawn: noted (``NotDrawnNote``) when evaluated.
    case notDrawn(NotDrawnNote)
    /// A value for the layout containing the view (`layoutValue(key:value:)`); the innermost wins.
    case trait(ObjectIdentifier, Any)
}

/// A view with one built-in modifier.
public struct _ModifiedView<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let effect: Effect

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        var inner = context
        if case .environment(let change) = effect { change(&inner) }
        if case .notDrawn(let note) = effect { NotDrawnNotes.record(note) }
        return evaluate(content, inner).map { n in
            var n = n
            let index = n.modifierCount
            switch effect {
            case .layer(let kind): n.view.modifiers.append(ResolvedModifier(index: index, kind: kind))
            case .secondary(let view, let make):
                n.view.modifiers.append(ResolvedModifier(index: index, kind: make(secondaryView(view, "#\(index)", context))))
            case .trait(let key, let value): if n.traits[key] == nil { n.traits[key] = value }
            case .environment, .ignored, .notDrawn: break
            }
            n.modifierCount += 1
            return n
        }
    }
}

/// A secondary view: one node, or several in a ZStack, or clear when there are none.
@MainActor
func secondaryView(_ view: AnyView, _ path: String, _ context: _EvaluationContext) -> ResolvedView {
    let nodes = evaluate(view, context)
    var v: ResolvedView
    if nodes.count == 1 {
        v = nodes[0].view
    } else if nodes.isEmpty {
        v = ResolvedView(path: "", content: .color(NamedColor(RGBA(0, 0, 0, 0))), children: [], modifiers: [], environment: context.env)
    } else {
        let kids = nodes.map { n in var k = n.view; k.path = "/" + n.component; return k }
        v = ResolvedView(path: "", content: .zstack(.center), children: kids, modifiers: [], environment: context.env)
    }
    v.path = path
    return v
}

/// A view for a fill style: a colour, or a gradient.
@MainActor
func styleView<S: ShapeStyle>(_ style: S) -> AnyView {
    if let g = style._gradient { return AnyView(_ShapeView(gradient: g, clip: .rectangle)) }
    if let tint = style as? TintShapeStyle { return AnyView(Rectangle().fill(tint)) }  // the tint where it is evaluated
    return AnyView(Color(named: style._color))
}

/// App-defined modifiers: `body(content:)` is evaluated with the modified view as `content`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The view a ``ViewModifier`` wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    let evaluator: @MainActor (_EvaluationContext) -> [_Node]
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { evaluator(context) }
}

public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        let content = self.content
        // The modifier's own `@Environment` properties read the environment of its position.
        let body = EnvironmentValues.$current.withValue(context.values) { modifier.body(content: _ViewModifier_Content(evaluator: { evaluate(content, $0) })) }
        return evaluate(body, context)
    }
}

/// Where a container background goes (`.widget`).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

public enum TextTruncationMode: Hashable, Sendable { case head, tail, middle }
public enum SymbolRenderingMode: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
public enum ImageScale: Hashable, Sendable { case small, medium, large }
public enum WidgetAccentedRenderingMode: Hashable, Sendable { case accented, desaturated, accentedDesaturated, fullColor }
public struct Visibility: Hashable, Sendable {
    let v: Int
    public static let automatic = Visibility(v: 0), visible = Visibility(v: 1), hidden = Visibility(v: 2)
}

extension View {
    func modified(_ effect: Effect) -> _ModifiedView<Self> { _ModifiedView(content: self, effect: effect) }
    /// An environment modifier applied as a layout file's is (``EnvironmentModifier/apply(to:redactsPrivate:color:)``):
    /// the two front ends share one path. The modifier's colour names are indices into `colors`, the
    /// SwiftUI colours they stand for.
    func env(_ modifier: EnvironmentModifier, colors: [NamedColor] = []) -> _ModifiedView<Self> {
        modified(.environment { c in
            modifier.apply(to: &c.env, redactsPrivate: c.redactsPrivate) { Int($0).flatMap { colors.indices.contains($0) ? colors[$0] : nil } ?? NamedColor(RGBA(0, 0, 0)) }
        })
    }

    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> { ModifiedContent(content: self, modifier: modifier) }

    // MARK: Layout

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = Double(length ?? 16)
        return modified(.layer(.padding(WidgetModel.EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                                            bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))))
    }
    public func padding(_ insets: EdgeInsets) -> some View { modified(.layer(.padding(insets.model))) }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modified(.layer(.frame(FrameSpec(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.model))))
    }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let d: (CGFloat?) -> Double? = { $0.map(Double.init) }
        return modified(.layer(.frame(FrameSpec(minWidth: d(minWidth), idealWidth: d(idealWidth), maxWidth: d(maxWidth), minHeight: d(minHeight),
                                                idealHeight: d(idealHeight), maxHeight: d(maxHeight), alignment: alignment.model))))
    }
    public func layoutPriority(_ value: Double) -> some View { modified(.layer(.layoutPriority(value))) }
    public func fixedSize() -> some View { modified(.layer(.fixedSize(horizontal: true, vertical: true))) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { modified(.layer(.fixedSize(horizontal: horizontal, vertical: vertical))) }
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modified(.layer(.aspectRatio(ratio.map(Double.init), contentMode.model)))
    }
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        modified(.layer(.aspectRatio(Double(size.width / size.height), contentMode.model)))
    }
    public func scaledToFit() -> some View { modified(.layer(.aspectRatio(nil, .fit))) }
    public func scaledToFill() -> some View { modified(.layer(.aspectRatio(nil, .fill))) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified(.layer(.offset(x: Double(x), y: Double(y)))) }
    public func offset(_ size: CGSize) -> some View { offset(x: size.width, y: size.height) }

    // MARK: Drawing

    public func opacity(_ opacity: Double) -> some View { modified(.layer(.opacity(opacity))) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { modified(.layer(.cornerRadius(Double(radius)))) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { modified(.layer(.clipShape(shape._kind))) }
    public func clipped(antialiased: Bool = false) -> some View { modified(.layer(.clipShape(.rectangle))) }
    public func containerShape<S: Shape>(_ shape: S) -> some View { modified(.layer(.containerShape(shape._kind))) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modified(.layer(.scaleEffect(x: Double(s), y: Double(s), anchor: anchor.model)))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modified(.layer(.scaleEffect(x: Double(x), y: Double(y), anchor: anchor.model)))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modified(.layer(.rotationEffect(degrees: angle.degrees, anchor: anchor.model)))
    }

    // Disfavoured, as in the SDK: a gradient is both a View and a ShapeStyle, and `background(gradient)`
    // must pick the ShapeStyle form rather than be ambiguous.
    @_disfavoredOverload public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modified(.secondary(AnyView(view), { .background($0, alignment.model) }))
    }
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modified(.secondary(AnyView(color), { .background($0, .center) }))
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modified(.secondary(styleView(style), { .background($0, .center) }))
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(content(), alignment: alignment)
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style))
    }
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modified(.secondary(AnyView(view), { .overlay($0, alignment.model) }))
    }
    public func overlay(_ color: Color) -> some View { modified(.secondary(AnyView(color), { .overlay($0, .center) })) }
    public func overlay<S: ShapeStyle>(_ style: S) -> some View { modified(.secondary(styleView(style), { .overlay($0, .center) })) }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        overlay(content(), alignment: alignment)
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { overlay(shape.fill(style)) }

    /// The widget's background (`for: .widget`), drawn over the whole widget when on the top-level view.
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let v = AnyView(content())
        return modified(.secondary(v, { .containerBackground($0) }))
    }
    public func containerBackground(_ color: Color, for placement: ContainerBackgroundPlacement) -> some View {
        modified(.secondary(AnyView(color), { .containerBackground($0) }))
    }
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        modified(.secondary(styleView(style), { .containerBackground($0) }))
    }

    public func widgetURL(_ url: URL?) -> some View {
        guard let url else { return modified(.ignored) }
        return modified(.layer(.widgetURL(url.absoluteString)))
    }

    // MARK: Environment

    /// The font of the texts inside; a design or weight set around it (`.fontDesign`, `.fontWeight`,
    /// `.bold`) applies when the font does not state its own, as in SwiftUI.
    public func font(_ font: Font?) -> some View { modified(.environment { $0.setFont(font) }) }
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modified(.environment { $0.env.font.weight = weight?.model; $0.values._fontWeight = weight?.model })
    }
    public func fontDesign(_ design: Font.Design?) -> some View {
        modified(.environment { $0.env.font.design = design?.model; $0.values._fontDesign = design?.model })
    }
    public func bold(_ isActive: Bool = true) -> some View {
        modified(.environment { if isActive { $0.env.font.weight = .bold; $0.values._fontWeight = .bold } })
    }
    public func foregroundColor(_ color: Color?) -> some View {
        // nil: the inherited colour is taken off (a layout file has no such form).
        guard let color else { return modified(.environment { $0.env.foreground = nil }) }
        return env(.foregroundColor("0"), colors: [color.named])
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { env(.foregroundColor("0"), colors: [style._color]) }
    /// The primary style is drawn; the secondary is accepted and not drawn (noted).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2, fileID: String = #fileID, line: Int = #line) -> some View {
        let note = NotDrawnNote(api: "foregroundStyle's secondary style", fileID: fileID, line: line)
        return modified(.environment { NotDrawnNotes.record(note); $0.env.foreground = primary._color })
    }
    public func lineLimit(_ number: Int?) -> some View { env(.lineLimit(number)) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { env(.minimumScaleFactor(Double(factor))) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { env(.multilineTextAlignment(alignment.model)) }
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        // false takes an enclosing view's mark off (a layout file has no such form).
        accentable ? env(.widgetAccentable) : modified(.environment { $0.env.accentable = false })
    }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { sensitive ? env(.privacySensitive) : modified(.ignored) }
    public func redacted(reason: RedactionReasons) -> some View {
        modified(.environment { c in
            c.values.redactionReasons.formUnion(reason)
            if !reason.isEmpty { c.env.redacted = true }
        })
    }
    public func unredacted() -> some View {
        modified(.environment { c in
            c.values.redactionReasons = []
            EnvironmentModifier.unredacted.apply(to: &c.env, redactsPrivate: c.redactsPrivate) { _ in NamedColor(RGBA(0, 0, 0)) }
        })
    }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modified(.environment { c in
            c.values[keyPath: keyPath] = value
            // `\.font` is drawn as `font(_:)` is.
            if keyPath == \EnvironmentValues.font { c.setFont(value as? Font) }
            // Text styles scale with `\.dynamicTypeSize`; stacks and texts follow `\.layoutDirection`.
            if keyPath == \EnvironmentValues.dynamicTypeSize, let size = value as? DynamicTypeSize, let model = WidgetModel.DynamicTypeSize(rawValue: size.rawValue) { c.env.dynamicTypeSize = model }
            if keyPath == \EnvironmentValues.layoutDirection, let direction = value as? LayoutDirection { c.env.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight }
        })
    }

    /// Marks the view and everything inside it as a part of a Swift Chart (the Charts module sets it), for lint.
    public func _chartPart(_ part: ChartPart?) -> some View { modified(.environment { $0.env.chartPart = part }) }

    // MARK: Text styles (inherited by the texts inside, as in SwiftUI)

    public func truncationMode(_ mode: TextTruncationMode) -> some View { env(.truncationMode(mode.model)) }
    public func monospacedDigit() -> some View { textAttributes(TextAttributes(monospacedDigit: true)) }
    public func italic(_ isActive: Bool = true) -> some View { textAttributes(TextAttributes(italic: isActive)) }
    public func textCase(_ textCase: Text.Case?) -> some View { env(.textCase(textCase?.model)) }
    public func kerning(_ kerning: CGFloat) -> some View { textAttributes(TextAttributes(kerning: Double(kerning))) }
    public func tracking(_ tracking: CGFloat) -> some View { textAttributes(TextAttributes(tracking: Double(tracking))) }
    public func baselineOffset(_ offset: CGFloat) -> some View { textAttributes(TextAttributes(baselineOffset: Double(offset))) }

    // MARK: Accepted and not drawn
    // Each records a ``NotDrawnNote`` with the caller's place; `modified(.ignored)` is for APIs with no
    // effect on a snapshot (accessibility, `id`, `invalidatableContent`): they leave no note.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?, fileID: String = #fileID, line: Int = #line) -> some View { mode.map { $0 == .monochrome } ?? true ? modified(.ignored) : notDrawn("symbolRenderingMode(.\(mode!))", fileID, line) }
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> some View { modified(mode.map { .layer(.widgetAccentedRenderingMode($0.model)) } ?? .ignored) }
    public func accessibilityLabel(_ label: Text) -> some View { modified(.ignored) }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { modified(.ignored) }
    public func accessibilityHidden(_ hidden: Bool) -> some View { modified(.ignored) }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { modified(.ignored) }
    public func ignoresSafeArea() -> some View { modified(.ignored) } // no effect on a snapshot: a widget has no safe area
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { modified(.ignored) }
    public func id<ID: Hashable>(_ id: ID) -> some View { modified(.ignored) }
    public func hidden() -> some View { modified(.layer(.opacity(0))) }
}

public enum AccessibilityChildBehavior: Hashable, Sendable { case ignore, combine, contain }

extension Text {
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
        var model: WidgetModel.TextCase { self == .uppercase ? .uppercase : .lowercase }
    }
}

extension TextTruncationMode {
    var model: TruncationMode {
        switch self {
        case .head: .head
        case .middle: .middle
        case .tail: .tail
        }
    }
}

extension _EvaluationContext {
    /// `font(_:)` (and `environment(\.font, …)`): the font for the views inside; a design or weight
    /// set around it (`values`' `_fontDesign`/`_fontWeight`) applies when the font does not state its own.
    mutating func setFont(_ font: Font?) {
        values.font = font
        env.font = (font?.spec ?? FontSpec()).with(design: values._fontDesign, weight: values._fontWeight)
        if let a = font?.attributes { env.textAttributes = env.textAttributes.overridden(by: a) }
    }
}

extension View {
    /// Text attributes inherited by the texts inside the view (the innermost setting wins).
    func textAttributes(_ a: TextAttributes<NamedColor>, name: String = "textAttributes") -> _ModifiedView<Self> {
        var colors: [NamedColor] = []
        let named = a.map { c -> String in colors.append(c); return String(colors.count - 1) }
        return env(.textAttributes(name: name, named), colors: colors)
    }
}

/// A link: its label, opening `destination` when tapped (a `link` modifier in the tree).
public struct Link<Label: View>: View {
    let destination: URL, label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.destination = destination; self.label = label() }
    public var body: some View { label.modified(.layer(.link(destination.absoluteString))) }
}

extension Link where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
}

// MARK: Image scale (SF Symbols' size relative to their font)

extension View {
    /// Sizes the SF Symbols inside, as SwiftUI's `.imageScale(_:)`: the layout engine's symbol
    /// metrics scale the symbol's frame (small about 0.8 ×, large about 1.3 × medium).
    public func imageScale(_ scale: ImageScale) -> some View { env(.imageScale(scale.model)) }
}

extension ImageScale {
    var model: SymbolScale {
        switch self {
        case .small: .small
        case .medium: .medium
        case .large: .large
        }
    }
}
