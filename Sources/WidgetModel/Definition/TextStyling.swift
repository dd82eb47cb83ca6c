/// `.textCase(...)`: how a text's letters are cased when drawn (with the variant's locale).
public enum TextCase: String, Sendable, Hashable, CaseIterable { case uppercase, lowercase }

/// `.truncationMode(...)`: where a text cut to its room loses its characters ("…" there).
public enum TruncationMode: String, Sendable, Hashable, CaseIterable { case head, middle, tail }

/// An underline or strikethrough line: on or off, in a colour (nil: the text's colour).
public struct TextDecoration<C: Sendable>: Sendable {
    public var isActive: Bool
    public var color: C?
    public init(isActive: Bool = true, color: C? = nil) { self.isActive = isActive; self.color = color }
}
extension TextDecoration: Equatable where C: Equatable {}
extension TextDecoration: Hashable where C: Hashable {}

/// Character styling beyond the font and colour, set on a view (inherited by the texts inside it,
/// like SwiftUI's environment) or on one run of a text. nil: not set here (the enclosing value applies).
public struct TextAttributes<C: Sendable>: Sendable {
    public var italic: Bool?
    public var underline: TextDecoration<C>?
    public var strikethrough: TextDecoration<C>?
    /// Extra space after each character, in points (SwiftUI's kerning and tracking both add it).
    public var kerning: Double?
    public var tracking: Double?
    /// Raises the text above the baseline by this many points (negative: lowers it).
    public var baselineOffset: Double?
    /// Digits of equal width (OpenType `tnum`).
    public var monospacedDigit: Bool?
    public init(italic: Bool? = nil, underline: TextDecoration<C>? = nil, strikethrough: TextDecoration<C>? = nil, kerning: Double? = nil,
                tracking: Double? = nil, baselineOffset: Double? = nil, monospacedDigit: Bool? = nil) {
        self.italic = italic; self.underline = underline; self.strikethrough = strikethrough; self.kerning = kerning
        self.tracking = tracking; self.baselineOffset = baselineOffset; self.monospacedDigit = monospacedDigit
    }

    /// Nothing set.
    public var isEmpty: Bool {
        italic == nil && underline == nil && strikethrough == nil && kerning == nil && tracking == nil && baselineOffset == nil && monospacedDigit == nil
    }

    /// These attributes with `inner`'s set values taking precedence (an inner modifier wins, as in SwiftUI).
    public func overridden(by inner: TextAttributes<C>) -> TextAttributes<C> {
        TextAttributes(italic: inner.italic ?? italic, underline: inner.underline ?? underline, strikethrough: inner.strikethrough ?? strikethrough,
                       kerning: inner.kerning ?? kerning, tracking: inner.tracking ?? tracking, baselineOffset: inner.baselineOffset ?? baselineOffset,
                       monospacedDigit: inner.monospacedDigit ?? monospacedDigit)
    }

    /// The same attributes with colours mapped (declared names to resolved colours).
    public func map<D: Sendable>(_ f: (C) -> D) -> TextAttributes<D> {
        func line(_ l: TextDecoration<C>?) -> TextDecoration<D>? { l.map { TextDecoration<D>(isActive: $0.isActive, color: $0.color.map(f)) } }
        return TextAttributes<D>(italic: italic, underline: line(underline), strikethrough: line(strikethrough), kerning: kerning,
                                 tracking: tracking, baselineOffset: baselineOffset, monospacedDigit: monospacedDigit)
    }
}
extension TextAttributes: Equatable where C: Equatable {}
extension TextAttributes: Hashable where C: Hashable {}

/// One run of a styled text (`{Text: ["Total ", {text: "{entry.sum}", font: {weight: "bold"}}]}`,
/// SwiftUI's `Text + Text`): its string and what it sets over the text's environment.
public struct TextRun<P: ViewPhase>: Sendable {
    public var text: P.Text
    /// Replaces the environment's font; `weight` and `design` below change whichever font applies.
    public var font: FontSpec?
    public var weight: FontWeight?
    public var design: FontDesign?
    public var foreground: P.Color?
    public var attributes: TextAttributes<P.Color>
    /// Declared as a run object (its text at `text`) rather than a plain string item; only the
    /// declared phase uses it (``map(_:at:)`` gives false), so both front ends resolve alike.
    public var isObject: Bool
    public init(text: P.Text, font: FontSpec? = nil, weight: FontWeight? = nil, design: FontDesign? = nil, foreground: P.Color? = nil,
                attributes: TextAttributes<P.Color> = TextAttributes(), isObject: Bool = false) {
        self.text = text; self.font = font; self.weight = weight; self.design = design; self.foreground = foreground; self.attributes = attributes
        self.isObject = isObject
    }

    /// The run in another phase; `path` is the run's source path (its text at `path` for a plain
    /// string item, at `path.text` for a run object; colours at their keys).
    public func map<Q: ViewPhase>(_ f: PhaseMap<P, Q>, at path: JSONPath) -> TextRun<Q> {
        let textPath = isObject ? path.appending(key: "text") : path
        return TextRun<Q>(text: f.text(text, textPath), font: font, weight: weight, design: design,
                          foreground: foreground.map { f.color($0, path.appending(key: "foregroundColor")) },
                          attributes: attributes.map { f.color($0, path) }, isObject: false)
    }
}
