import Foundation

/// One run of a text as measured and drawn: its string, concrete font and styling.
public struct StyledRun: Sendable, Hashable {
    public var text: String
    public var font: ResolvedFont
    /// nil: the environment's foreground colour.
    public var foreground: NamedColor?
    /// Every attribute that applies to the run (the view's, overridden by the run's own).
    public var attributes: TextAttributes<NamedColor>
    public init(text: String, font: ResolvedFont, foreground: NamedColor? = nil, attributes: TextAttributes<NamedColor> = TextAttributes()) {
        self.text = text; self.font = font; self.foreground = foreground; self.attributes = attributes
    }

    /// Letter spacing in points: the font's own tracking plus explicit kerning and tracking.
    public var letterSpacing: Double { font.tracking + (attributes.kerning ?? 0) + (attributes.tracking ?? 0) }
}

/// A text that is more than one string in one font: runs of their own styles (``TextRun``), or a
/// plain text under view-level text modifiers (italic, underline, kerning, truncationMode, ...).
/// A plain text with none of these is measured and drawn as a string in a font, as before.
public struct StyledText: Sendable, Hashable {
    public var runs: [StyledRun]
    public var truncationMode: TruncationMode
    public init(runs: [StyledRun], truncationMode: TruncationMode = .tail) { self.runs = runs; self.truncationMode = truncationMode }

    /// The runs' strings, joined.
    public var plain: String { runs.map(\.text).joined() }

    /// The largest run font (the first of equal sizes): it sets the line metrics.
    public var tallestFont: ResolvedFont {
        runs.dropFirst().reduce(runs.first?.font ?? FontSpec().resolved()) { $1.font.size > $0.size ? $1.font : $0 }
    }

    /// Every run's font scaled (minimumScaleFactor); kerning, tracking and offsets scale with it.
    public func scaled(_ factor: Double) -> StyledText {
        StyledText(runs: runs.map { r in
            var s = r
            s.font = r.font.scaled(factor)
            s.attributes.kerning = r.attributes.kerning.map { $0 * factor }
            s.attributes.tracking = r.attributes.tracking.map { $0 * factor }
            s.attributes.baselineOffset = r.attributes.baselineOffset.map { $0 * factor }
            return s
        }, truncationMode: truncationMode)
    }

    /// The styled form of a text in `env`: `runs` (nil for a plain `text`) over the environment's
    /// font, colour and text attributes. nil for a plain text with no text attributes and tail
    /// truncation, which is measured and drawn as a string in ``ResolvedEnvironment/resolvedFont``.
    public static func make(runs: [TextRun<ResolvedPhase>]?, text: String, environment env: ResolvedEnvironment) -> StyledText? {
        guard let runs else {
            guard !env.textAttributes.isEmpty || env.truncationMode != .tail else { return nil }
            return StyledText(runs: [StyledRun(text: text, font: env.resolvedFont, attributes: env.textAttributes)], truncationMode: env.truncationMode)
        }
        return StyledText(runs: runs.map { run in
            var spec = run.font ?? env.font
            if let w = run.weight { spec.weight = w }
            if let d = run.design { spec.design = d }
            return StyledRun(text: run.text, font: spec.resolved(dynamicType: env.dynamicTypeSize), foreground: run.foreground,
                             attributes: env.textAttributes.overridden(by: run.attributes))
        }, truncationMode: env.truncationMode)
    }
}

extension TextCase {
    /// `s` cased in `locale` (BCP 47, such as `tr`: dotted capital İ).
    public func apply(_ s: String, locale: String) -> String {
        let l = Locale(identifier: locale)
        return self == .uppercase ? s.uppercased(with: l) : s.lowercased(with: l)
    }
}

extension ViewContent where P == ResolvedPhase {
    /// A text's content with its letters cased (``ResolvedEnvironment/textCase``); other views unchanged.
    public func cased(_ textCase: TextCase, locale: String) -> ViewContent<P> {
        switch self {
        case .text(let s): return .text(textCase.apply(s, locale: locale))
        case .styledText(let runs):
            return .styledText(runs.map { var r = $0; r.text = textCase.apply(r.text, locale: locale); return r })
        default: return self
        }
    }

    /// A text's whole string (a styled text's runs joined); nil for other views.
    public var textString: String? {
        switch self {
        case .text(let s): return s
        case .styledText(let runs): return runs.map(\.text).joined()
        default: return nil
        }
    }
}
