import Foundation
import WidgetModel

/// A string key that a localisation table may translate: `Text("Hello \(name)")`.
/// The key of an interpolated string has `%@` where values go; the drawn text has the values.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    public let key: String
    let text: String

    public init(_ value: String) { key = value; text = value }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.key; text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = "", text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%"); text += literal }
        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            if let t = value as? Text { text += t.string } else { text += "\(value)" }
        }
        public mutating func appendInterpolation(_ string: String) { key += "%@"; text += string }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { key += "%lld"; text += "\(value)" }
        public mutating func appendInterpolation(_ text: Text) { key += "%@"; self.text += text.string }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { key += "%@"; text += Text(date, style: style).string }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            key += specifier; text += String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            key += "%@"; text += format.format(value)
        }
    }
}

/// A text. Its modifiers (font, weight, colour) return `Text`, so that `Text + Text` works; the
/// engine draws one style per text, so a concatenation keeps the styles its halves share.
nonisolated public struct Text: View, _PrimitiveView, Equatable {
    public typealias Body = Never

    enum Modifier: Equatable {
        case font(Font?)
        case weight(Font.Weight?)
        case design(Font.Design?)
        case foreground(NamedColor?)
        /// Accepted and not drawn (italic, kerning, underline, ...).
        case ignored(String)
    }

    /// A piece of the text: a string, or a date drawn in a style relative to the environment's `now`.
    enum Run: Equatable {
        case string(String)
        case date(Date, DateStyle)
    }

    let runs: [Run]
    /// Innermost first.
    var modifiers: [Modifier] = []

    init(runs: [Run], modifiers: [Modifier]) { self.runs = runs; self.modifiers = modifiers }
    public init(verbatim content: String) { runs = [.string(content)] }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { runs = [.string(String(content))] }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [.string(key.text)]
    }
    /// A date in a style, formatted as layout files' formatters do (en_US, UTC); `relative`,
    /// `offset` and `timer` count from the environment's ``EnvironmentValues/now``.
    public init(_ date: Date, style: DateStyle) { runs = [.date(date, style)] }

    public struct DateStyle: Hashable, Sendable {
        let formatter: String
        public static let time = DateStyle(formatter: "time")
        public static let date = DateStyle(formatter: "date")
        public static let relative = DateStyle(formatter: "relative")
        public static let offset = DateStyle(formatter: "offset")
        public static let timer = DateStyle(formatter: "timer")
    }

    /// The text drawn, with dates formatted relative to `now`.
    func string(now: Date) -> String {
        runs.map { run in
            switch run {
            case .string(let s): return s
            case .date(let d, let style):
                let scope = ExpressionScope(variables: ["d": .string(ISO8601DateFormatter().string(from: d))], now: now)
                return (try? TextTemplate(parsing: "{d | \(style.formatter)}").render(in: scope)) ?? ""
            }
        }.joined()
    }

    /// The text with the pinned clock (used where no environment is at hand, as in interpolation).
    var string: String { string(now: EnvironmentValues.current.now) }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs, modifiers: lhs.modifiers == rhs.modifiers ? lhs.modifiers : [])
    }

    private func adding(_ m: Modifier) -> Text { var t = self; t.modifiers.append(m); return t }

    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }
    public func bold() -> Text { adding(.weight(.bold)) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : adding(.ignored("bold")) }
    public func foregroundColor(_ color: Color?) -> Text { adding(.foreground(color?.named)) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.foreground(style._color)) }
    public func italic() -> Text { adding(.ignored("italic")) }
    public func italic(_ isActive: Bool) -> Text { adding(.ignored("italic")) }
    public func monospacedDigit() -> Text { adding(.ignored("monospacedDigit")) }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding(.design(.monospaced)) : adding(.ignored("monospaced")) }
    public func kerning(_ kerning: CGFloat) -> Text { adding(.ignored("kerning")) }
    public func tracking(_ tracking: CGFloat) -> Text { adding(.ignored("tracking")) }
    public func baselineOffset(_ offset: CGFloat) -> Text { adding(.ignored("baselineOffset")) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.ignored("underline")) }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.ignored("strikethrough")) }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        var env = context.env
        // Outermost first, so that the innermost modifier wins, as in SwiftUI.
        for m in modifiers.reversed() {
            switch m {
            case .font(let f): env.font = f?.spec ?? FontSpec()
            case .weight(let w): env.font.weight = w?.model
            case .design(let d): env.font.design = d?.model
            case .foreground(let c): env.foreground = c
            case .ignored: break
            }
        }
        return [_Node(key: [], view: ResolvedView(path: "", content: .text(string(now: context.values.now)), children: [], modifiers: [], environment: env),
                      modifierCount: modifiers.count)]
    }
}

/// An image: an SF Symbol (`Image(systemName:)`) or an asset from the assets folder's `Images`.
public struct Image: View, _PrimitiveView {
    public typealias Body = Never
    enum Source { case symbol(String), asset(String) }
    let source: Source
    var isResizable = false
    /// Image modifiers (innermost first); nil for one that is accepted and not drawn.
    var layers: [ResolvedModifierKind?] = []

    public init(systemName: String) { source = .symbol(systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .asset(name) }

    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; return i
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var i = self; i.layers.append(.renderingMode(mode == .template ? .template : .original)); return i
    }
    public func interpolation(_ interpolation: Interpolation) -> Image { var i = self; i.layers.append(nil); return i }
    public func antialiased(_ isAntialiased: Bool) -> Image { var i = self; i.layers.append(nil); return i }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        let content: ResolvedContent = switch source {
        case .symbol(let name): .symbol(name)
        case .asset(let name): .image(name: name, resizable: isResizable, contentMode: nil)
        }
        var modifiers: [ResolvedModifier] = []
        for (i, kind) in layers.enumerated() { if let kind { modifiers.append(ResolvedModifier(index: i, kind: kind)) } }
        return [_Node(key: [], view: ResolvedView(path: "", content: content, children: [], modifiers: modifiers, environment: context.env),
                      modifierCount: layers.count)]
    }
}

/// A title with an icon, drawn as an `HStack` of the icon and the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title, icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    public var body: some View {
        HStack { icon; title }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) }) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.init(title: { Text(title) }, icon: { Image(systemName: name) }) }
    public init(_ titleKey: LocalizedStringKey, image name: String) { self.init(title: { Text(titleKey) }, icon: { Image(name) }) }
}

/// A primitive view with no children: the one node of `content`.
@MainActor
func leaf(_ content: ResolvedContent, _ context: _EvaluationContext) -> [_Node] {
    [_Node(key: [], view: ResolvedView(path: "", content: content, children: [], modifiers: [], environment: context.env), modifierCount: 0)]
}

/// A stack's node: its content's nodes become its children, with paths `/0`, `/1`, `/2[3]` ...
@MainActor
func container<Content: View>(_ content: ResolvedContent, _ children: Content, _ context: _EvaluationContext) -> [_Node] {
    let kids = evaluate(children, context).map { n in var v = n.view; v.path = "/" + n.component + v.path; return v }
    return [_Node(key: [], view: ResolvedView(path: "", content: content, children: kids, modifiers: [], environment: context.env), modifierCount: 0)]
}

public struct HStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        container(.stack(axis: .horizontal, horizontal: .center, vertical: alignment.model, spacing: spacing.map(Double.init)), content, context)
    }
}

public struct VStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        container(.stack(axis: .vertical, horizontal: alignment.model, vertical: .center, spacing: spacing.map(Double.init)), content, context)
    }
}

public struct ZStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment, content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.alignment = alignment; self.content = content() }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { container(.zstack(alignment.model), content, context) }
}

public struct Spacer: View, _PrimitiveView {
    public typealias Body = Never
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { leaf(.spacer(minLength: minLength.map(Double.init)), context) }
}

public struct Divider: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    public func _nodes(_ context: _EvaluationContext) -> [_Node] { leaf(.divider, context) }
}

/// `ProgressView(value:total:)`, drawn as a linear bar.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, _PrimitiveView {
    public typealias Body = Never
    let value: Double?, total: Double
    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        leaf(.gauge(value: value, min: 0, max: total, style: .linear, label: nil, currentValueLabel: nil, isProgressView: true), context)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { self.value = value.map(Double.init); self.total = Double(total) }
}

extension LocalizedStringKey {
    /// The text drawn for this key (with interpolated values), for modules over the front end.
    public var _text: String { text }
}
