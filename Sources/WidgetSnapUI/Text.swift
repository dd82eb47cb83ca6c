import Foundation
import WidgetExpressions
import WidgetModel

/// A string key that a localisation table may translate: `Text("Hello \(name)")`.
/// The key of an interpolated string has `%@` where values go; the drawn text has the values.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    public let key: String
    let text: String
    /// The interpolated values in order, for a string table's translation (integers select plurals).
    let arguments: [StringTableArgument]
    /// The text as literals and arguments in order, to draw it in a locale (`parts` is empty for a
    /// plain key: `text` is all of it).
    let parts: [Part]
    enum Part: Hashable, Sendable {
        case literal(String)
        case argument(Int)
    }

    public init(_ value: String) { key = value; text = value; arguments = []; parts = [] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key; text = stringInterpolation.text; arguments = stringInterpolation.arguments
        parts = stringInterpolation.parts
    }

    /// The untranslated text in a locale: the interpolated integers in its digits (`ar`: ١٢).
    func text(in locale: ExprLocale) -> String {
        guard arguments.contains(where: { if case .integer = $0 { true } else { false } }) else { return text }
        return parts.map { part in
            switch part {
            case .literal(let s): s
            case .argument(let i): arguments.indices.contains(i) ? arguments[i].text(in: locale) : ""
            }
        }.joined()
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = "", text = ""
        var arguments: [StringTableArgument] = []
        var parts: [Part] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%"); text += literal; parts.append(.literal(literal))
        }
        private mutating func append(_ placeholder: String, _ s: String, _ argument: StringTableArgument? = nil) {
            key += placeholder; text += s; parts.append(.argument(arguments.count)); arguments.append(argument ?? .string(s))
        }
        public mutating func appendInterpolation<T>(_ value: T) {
            if let t = value as? Text { append("%@", t.string) } else { append("%@", "\(value)") }
        }
        public mutating func appendInterpolation(_ string: String) { append("%@", string) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append("%lld", "\(value)", .integer(Int(value))) }
        public mutating func appendInterpolation(_ text: Text) { append("%@", text.string) }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { append("%@", Text(date, style: style).string) }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            let s = String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
            append(specifier, s, (value as? any BinaryInteger).map { .specified(s, Int($0)) })
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            append("%@", Pinning.format(value, format, in: EnvironmentValues.current))
        }
        /// `"\(date, formatter: f)"`: the formatter with the environment's locale and time zone.
        public mutating func appendInterpolation(_ value: Date, formatter: Formatter) {
            append("%@", Pinning.string(value, formatter: formatter, in: EnvironmentValues.current))
        }
        public mutating func appendInterpolation(_ value: NSNumber, formatter: Formatter) {
            append("%@", Pinning.string(value, formatter: formatter, in: EnvironmentValues.current))
        }
    }
}

/// A text. Its modifiers (font, weight, colour, italic, underline, ...) return `Text`, so that
/// `Text + Text` works; a concatenation keeps each part's style (a styled text of runs).
nonisolated public struct Text: View, _PrimitiveView, Equatable {
    public typealias Body = Never

    enum Modifier: Equatable {
        case font(Font?)
        case weight(Font.Weight?)
        case design(Font.Design?)
        case foreground(NamedColor?)
        /// `foregroundStyle(.tint)`: the environment's tint where the text is evaluated, at an opacity.
        case foregroundTint(alpha: Double)
        /// Italic, underline, strikethrough, kerning, tracking, baselineOffset, monospacedDigit.
        case attributes(TextAttributes<NamedColor>)
        /// Accepted and not drawn.
        case ignored(String)
        /// Accepted and not drawn, with the caller's place: recorded when the text is evaluated
        /// (a modifier, not a stored field, so that a `Text` stays two words).
        case notDrawn(NotDrawnNote)
    }

    /// A piece of the text: a string, or a date drawn in a style relative to the environment's `now`.
    enum Run: Equatable {
        case string(String)
        case date(Date, DateStyle)
        /// A key looked up in the app's string tables when drawn (``EnvironmentValues/appResources``).
        case localized(LocalizedStringKey, table: String?)
        /// `Text(timerInterval:)`: the time left (or passed) at the environment's `now`, stopped at `pause`.
        case timer(ClosedRange<Date>, countsDown: Bool, pause: Date?)
        /// Formatted with the environment's locale and time zone when drawn; `id` tells two apart.
        case formatted(id: String, DeferredString)
        /// One text of a concatenation: its runs and its own modifiers (innermost first).
        indirect case part([Run], [Modifier])
    }

    struct DeferredString: Equatable, @unchecked Sendable {
        let render: (EnvironmentValues) -> String
        static func == (a: DeferredString, b: DeferredString) -> Bool { true }
    }

    let runs: [Run]
    /// Innermost first.
    var modifiers: [Modifier] = []
    /// For a concatenation (`Text + Text`): its parts, each with its own modifiers (``modifiers``
    /// then apply to all of them); empty for a single text.
    /// For a concatenation (`Text + Text`), each part's runs and own modifiers (``modifiers`` then
    /// apply to all of them); empty for a single text. Kept inside ``runs`` (as ``Run/part``), so
    /// that a `Text` stays two words: view builders capture views in closures.
    var parts: [(runs: [Run], modifiers: [Modifier])] {
        runs.compactMap { if case .part(let r, let m) = $0 { (r, m) } else { nil } }
    }

    init(runs: [Run], modifiers: [Modifier]) { self.runs = runs; self.modifiers = modifiers }
    public init(verbatim content: String) { runs = [.string(content)] }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { runs = [.string(String(content))] }
    /// A key translated by the app's string tables (``AppResources``), else drawn as written.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [.localized(key, table: tableName)]
    }
    /// A countdown (or count-up) drawn at the environment's `now`, like `Text(date, style: .timer)`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true,
                fileID: String = #fileID, line: Int = #line) {
        runs = [.timer(timerInterval, countsDown: countsDown, pause: pauseTime)]
        if !showsHours { modifiers = [.notDrawn(NotDrawnNote(api: "Text(timerInterval:showsHours: false)", fileID: fileID, line: line))] }
    }
    /// A date formatted by `formatter`, with the environment's locale and time zone (en_US, UTC by default).
    public init(_ date: Date, formatter: Formatter) {
        runs = [.formatted(id: "\(date.timeIntervalSince1970)", DeferredString { Pinning.string(date, formatter: formatter, in: $0) })]
    }
    public init(_ number: NSNumber, formatter: Formatter) {
        runs = [.formatted(id: "\(number)", DeferredString { Pinning.string(number, formatter: formatter, in: $0) })]
    }
    /// A value formatted by a format style; date and number styles get the environment's locale,
    /// and date styles its time zone unless the style sets one.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [.formatted(id: "\(input)", DeferredString { Pinning.format(input, format, in: $0) })]
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

    /// The text drawn in an environment: dates relative to its `now`, times in its time zone, keys
    /// translated by its string tables.
    func string(in values: EnvironmentValues) -> String {
        runs.map { run in
            switch run {
            case .string(let s): return s
            case .date(let d, let style):
                // The formatters work in UTC: a time or date is shifted by the zone's offset.
                let shifted = style == .time || style == .date ? d.addingTimeInterval(TimeInterval(values.timeZone.secondsFromGMT(for: d))) : d
                return Self.format(shifted, style.formatter, now: values.now)
            case .localized(let key, let table):
                let locale = ExprLocale.named(values.localeIdentifier)
                return values.appResources.strings.translate(key, table: table, locale: locale) ?? key.text(in: locale)
            case .timer(let range, let countsDown, let pause):
                let at = min(max(pause ?? values.now, range.lowerBound), range.upperBound)
                return Self.format(countsDown ? range.upperBound : range.lowerBound, "timer", now: at)
            case .formatted(_, let deferred): return deferred.render(values)
            case .part(let runs, _): return Text(runs: runs, modifiers: []).string(in: values)
            }
        }.joined()
    }

    private static func format(_ date: Date, _ formatter: String, now: Date) -> String {
        let scope = ExpressionScope(variables: ["d": .string(ISO8601DateFormatter().string(from: date))], now: now)
        return (try? TextTemplate(parsing: "{d | \(formatter)}").render(in: scope)) ?? ""
    }

    /// The text in the environment of the view being evaluated (as in interpolation).
    var string: String { string(in: EnvironmentValues.current) }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.flatParts + rhs.flatParts, modifiers: [])
    }

    /// The single texts this text is made of, each with every modifier that applies to it.
    private var flatParts: [Run] {
        let parts = self.parts
        guard !parts.isEmpty else { return [.part(runs, modifiers)] }
        return parts.map { .part($0.runs, $0.modifiers + modifiers) }
    }

    private func adding(_ m: Modifier) -> Text { var t = self; t.modifiers.append(m); return t }

    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }
    public func bold() -> Text { adding(.weight(.bold)) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : adding(.ignored("bold")) }
    public func foregroundColor(_ color: Color?) -> Text { adding(.foreground(color?.named)) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.foreground(style._color)) }
    public func foregroundStyle(_ style: TintShapeStyle) -> Text { adding(.foregroundTint(alpha: style.alpha)) }
    public func italic() -> Text { adding(.attributes(TextAttributes(italic: true))) }
    public func italic(_ isActive: Bool) -> Text { adding(.attributes(TextAttributes(italic: isActive))) }
    public func monospacedDigit() -> Text { adding(.attributes(TextAttributes(monospacedDigit: true))) }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding(.design(.monospaced)) : adding(.ignored("monospaced")) }
    public func kerning(_ kerning: CGFloat) -> Text { adding(.attributes(TextAttributes(kerning: Double(kerning)))) }
    public func tracking(_ tracking: CGFloat) -> Text { adding(.attributes(TextAttributes(tracking: Double(tracking)))) }
    public func baselineOffset(_ offset: CGFloat) -> Text { adding(.attributes(TextAttributes(baselineOffset: Double(offset)))) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.attributes(TextAttributes(underline: TextDecoration(isActive: isActive, color: color?.named))))
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.attributes(TextAttributes(strikethrough: TextDecoration(isActive: isActive, color: color?.named))))
    }
    /// A line of a pattern: drawn solid, noted (``NotDrawnNote``) unless the pattern is `.solid`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil,
                              fileID: String = #fileID, line: Int = #line) -> Text {
        let t = strikethrough(isActive, color: color)
        return pattern == .solid || !isActive ? t : t.adding(.notDrawn(NotDrawnNote(api: "strikethrough(pattern: .\(pattern.name))", fileID: fileID, line: line)))
    }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil,
                          fileID: String = #fileID, line: Int = #line) -> Text {
        let t = underline(isActive, color: color)
        return pattern == .solid || !isActive ? t : t.adding(.notDrawn(NotDrawnNote(api: "underline(pattern: .\(pattern.name))", fileID: fileID, line: line)))
    }
    /// The width of the font's face (condensed, expanded): the installed faces have one width, so a
    /// width other than `.standard` is drawn standard and noted (``NotDrawnNote``).
    public func fontWidth(_ width: Font.Width?, fileID: String = #fileID, line: Int = #line) -> Text {
        width == nil || width == .standard ? self : adding(.notDrawn(NotDrawnNote(api: "fontWidth(.\(width!.name))", fileID: fileID, line: line)))
    }

    /// A text decoration's style (`strikethrough(pattern:)`).
    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid"), dot = Pattern(name: "dot"), dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot"), dashDotDot = Pattern(name: "dashDotDot")
        }
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        public static let single = LineStyle()
    }

    /// `env` changed by `modifiers`, outermost first, so that the innermost wins, as in SwiftUI. A
    /// design or weight set around the text (`values`' `fontDesign`/`fontWeight`, or a modifier
    /// outside a `.font`) applies to a font that does not state its own, as SwiftUI's do.
    private static func apply(_ modifiers: [Modifier], to env: ResolvedEnvironment, _ values: EnvironmentValues) -> ResolvedEnvironment {
        var env = env
        var design = values._fontDesign, weight = values._fontWeight
        for m in modifiers.reversed() {
            switch m {
            case .font(let f):
                env.font = (f?.spec ?? FontSpec()).with(design: design, weight: weight)
                if let a = f?.attributes { env.textAttributes = env.textAttributes.overridden(by: a) }
            case .weight(let w): env.font.weight = w?.model; weight = w?.model
            case .design(let d): env.font.design = d?.model; design = d?.model
            case .foreground(let c): env.foreground = c
            case .foregroundTint(let a): env.foreground = TintShapeStyle(alpha: a).resolved(in: values)
            case .attributes(let a): env.textAttributes = env.textAttributes.overridden(by: a)
            case .ignored: break
            case .notDrawn(let note): NotDrawnNotes.record(note)
            }
        }
        return env
    }

    /// A run of `text` setting what `own` changes over `env`: a weight or design alone, else the whole font.
    private static func run(_ text: String, _ own: ResolvedEnvironment, over env: ResolvedEnvironment) -> TextRun<ResolvedPhase> {
        var run = TextRun<ResolvedPhase>(text: text, foreground: own.foreground == env.foreground ? nil : own.foreground)
        var sameFamily = own.font
        sameFamily.weight = env.font.weight
        sameFamily.design = env.font.design
        if sameFamily != env.font {
            run.font = own.font
        } else {
            if own.font.weight != env.font.weight { run.weight = own.font.weight }
            if own.font.design != env.font.design { run.design = own.font.design }
        }
        let a = own.textAttributes, b = env.textAttributes
        run.attributes = TextAttributes(italic: a.italic == b.italic ? nil : a.italic, underline: a.underline == b.underline ? nil : a.underline,
                                        strikethrough: a.strikethrough == b.strikethrough ? nil : a.strikethrough,
                                        kerning: a.kerning == b.kerning ? nil : a.kerning, tracking: a.tracking == b.tracking ? nil : a.tracking,
                                        baselineOffset: a.baselineOffset == b.baselineOffset ? nil : a.baselineOffset,
                                        monospacedDigit: a.monospacedDigit == b.monospacedDigit ? nil : a.monospacedDigit)
        return run
    }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        var env = Self.apply(modifiers, to: context.env, context.values)
        func cased(_ s: String) -> String { env.textCase.map { $0.apply(s, locale: context.values.localeIdentifier) } ?? s }
        let content: ResolvedContent
        let parts = self.parts
        if parts.isEmpty || parts.allSatisfy({ $0.modifiers == parts[0].modifiers }) {
            // One style throughout (`Text("Total ") + Text(total)`): a plain text in it.
            if let first = parts.first { env = Self.apply(first.modifiers, to: env, context.values) }
            content = .text(cased(string(in: context.values)))
        } else {
            // Each part a run of what its own modifiers change, as a layout file writes it.
            content = .styledText(parts.map { part in
                Self.run(cased(Text(runs: part.runs, modifiers: []).string(in: context.values)), Self.apply(part.modifiers, to: env, context.values), over: env)
            })
        }
        return [_Node(key: [], view: ResolvedView(path: "", content: content, children: [], modifiers: [], environment: env),
                      modifierCount: modifiers.count)]
    }
}

/// An image: an SF Symbol (`Image(systemName:)`) or an asset from the assets folder's `Images`.
public struct Image: View, _PrimitiveView {
    public typealias Body = Never
    /// `inline`: PNG data or a UIKit drawing (``InlineImage/empty``: `UIImage()`, nothing); `byStyle`:
    /// a `UIImage` with a dark variant in its `imageAsset`, chosen by the colour scheme.
    indirect enum Source {
        case symbol(String), asset(String), inline(InlineImage), byStyle(light: Source, dark: Source)
        func resolved(_ scheme: ColorScheme) -> Source {
            if case let .byStyle(light, dark) = self { return (scheme == .dark ? dark : light).resolved(scheme) }
            return self
        }
    }
    let source: Source
    var isResizable = false
    /// Image modifiers (innermost first); nil for one that is accepted and not drawn.
    var layers: [ResolvedModifierKind?] = []
    /// The modifiers accepted and not drawn, recorded when the image is evaluated.
    var notes: [NotDrawnNote] = []
    /// A modifier accepted and not drawn: `api` is noted with the caller's place (nil: no note).
    func notDrawn(_ api: String?, _ fileID: String, _ line: Int) -> Image {
        var i = self; i.layers.append(nil)
        if let api { i.notes.append(NotDrawnNote(api: api, fileID: fileID, line: line)) }
        return i
    }

    public init(systemName: String) { source = .symbol(systemName) }
    init(source: Source) { self.source = source }
    /// A symbol at a variable value (0...1): drawn at its full value, noted (``NotDrawnNote``) unless the value is 1 or nil.
    public init(systemName: String, variableValue: Double?, fileID: String = #fileID, line: Int = #line) {
        source = .symbol(systemName)
        if let v = variableValue, v < 1 { notes = [NotDrawnNote(api: "Image(systemName:variableValue:)", fileID: fileID, line: line)] }
    }
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
    public func interpolation(_ interpolation: Interpolation, fileID: String = #fileID, line: Int = #line) -> Image { notDrawn(interpolation == .none ? "interpolation(.none)" : nil, fileID, line) }
    public func antialiased(_ isAntialiased: Bool, fileID: String = #fileID, line: Int = #line) -> Image { notDrawn(isAntialiased ? nil : "antialiased(false)", fileID, line) }

    public func _nodes(_ context: _EvaluationContext) -> [_Node] {
        let source = self.source.resolved(context.values.colorScheme)
        let content: ResolvedContent = switch source {
        case .symbol(let name): .symbol(context.values.symbolVariants.apply(to: name), resizable: isResizable)
        case .asset(let name): .image(name: name, resizable: isResizable, contentMode: nil)
        case .inline(let image): .image(name: image.name, resizable: isResizable, contentMode: nil)
        case .byStyle: .image(name: "", resizable: isResizable, contentMode: nil)
        }
        var env = context.env
        if case .inline(let image) = source { env.inlineImage = image }
        for note in notes { NotDrawnNotes.record(note) }
        var layers = self.layers
        // An image set marked as a template in its catalog draws as one unless a rendering mode is given.
        if case .asset(let name) = source, context.values.appResources.templateImages.contains(name),
           !layers.contains(where: { if case .renderingMode = $0 { true } else { false } }) {
            layers.insert(.renderingMode(.template), at: 0)
        }
        var modifiers: [ResolvedModifier] = []
        for (i, kind) in layers.enumerated() { if let kind { modifiers.append(ResolvedModifier(index: i, kind: kind)) } }
        return [_Node(key: [], view: ResolvedView(path: "", content: content, children: [], modifiers: modifiers, environment: env),
                      modifierCount: layers.count)]
    }
}

/// A title with an icon, drawn as an `HStack` of the icon and the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title, icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    public var body: some View {
        EnvironmentValues.current.labelStyle.body(LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon))))
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) }) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.init(title: { Text(title) }, icon: { Image(systemName: name) }) }
    public init(_ titleKey: LocalizedStringKey, image name: String) { self.init(title: { Text(titleKey) }, icon: { Image(name) }) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image name: String) { self.init(title: { Text(title) }, icon: { Image(name) }) }
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

extension LocalizedStringKey {
    /// The text drawn for this key (with interpolated values), for modules over the front end.
    public var _text: String { text }
}
