import Pixels
import WidgetLayout
import WidgetModel

/// How serious a finding is: an error fails `widgetsnap lint` (exit 1); a warning only does under `--strict`.
public enum LintSeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case warning, error

    public static func < (a: LintSeverity, b: LintSeverity) -> Bool { a == .warning && b == .error }
}

/// Where a rule comes from: the sentence of Apple's guidance (or the standard) it checks.
public struct Guideline: Sendable, Hashable, Codable {
    /// `Design great widgets (WWDC20)`, `HIG: Widgets`, `WCAG 2.2, 1.4.3` ...
    public var source: String
    /// The sentence, quoted.
    public var sentence: String
    public init(source: String, sentence: String) { self.source = source; self.sentence = sentence }
}

/// One problem a rule found, before it is placed in a file and grouped across variants.
public struct LintIssue: Sendable, Hashable {
    /// The JSON path of the offending value in the layout file.
    public var path: JSONPath
    /// Point at the key that ends `path` (a view's kind, a modifier's name) rather than at its value.
    public var atKey: Bool
    /// What is wrong and what to change.
    public var message: String
    /// The node path of the view in the variant's tree (`root/0/1`), for badges; nil for widget-level issues.
    public var node: String?
    /// A measurement that differs between variants (`3.4:1 in light`), kept out of `message` so that
    /// one finding groups every variant; the finding shows the worst one (lowest `score`).
    public var detail: String?
    public var score: Double?

    public init(path: JSONPath, atKey: Bool = false, message: String, node: String? = nil, detail: String? = nil, score: Double? = nil) {
        self.path = path; self.atKey = atKey; self.message = message; self.node = node; self.detail = detail; self.score = score
    }

    /// The same issue with a variant-dependent measurement.
    public func measured(_ detail: String, score: Double) -> LintIssue {
        var i = self
        i.detail = detail; i.score = score
        return i
    }

    /// An issue at a view: at its kind key (`Text`, `VStack`) where it was declared.
    public static func at(_ view: ResolvedView?, _ message: String, node: String? = nil) -> LintIssue {
        guard let view, let source = view.sourcePath else { return LintIssue(path: JSONPath(), message: message, node: node) }
        return LintIssue(path: source.appending(key: view.kindName), atKey: true, message: message, node: node ?? view.path)
    }

    /// An issue at a view's modifier (at its name).
    public static func at(_ view: ResolvedView, modifier index: Int, name: String, _ message: String) -> LintIssue {
        guard let source = view.sourcePath else { return .at(view, message) }
        return LintIssue(path: source.appending(key: "modifiers").appending(index: index).appending(key: name), atKey: true,
                         message: message, node: view.path)
    }
}

/// One laid-out variant, as the rules see it.
public struct LintVariant: Sendable {
    public var definition: WidgetDefinition
    public var selection: VariantSelection
    /// The positioned tree: the widget root (`root`, with the widget's corner radius) and its top-level view `root/0`.
    public var tree: LayoutNode
    /// The top-level view disabled content margins.
    public var contentMarginsDisabled: Bool
    /// For a placeholder variant: the tree of the same instance, family and entry with real data.
    public var real: LayoutNode?
    /// For the pixel pass: the colour scheme drawn, and the variant drawn without its texts
    /// (the pixels behind every text), at `scale` pixels per point.
    public var colorScheme: ColorScheme?
    public var background: RGBAImage?
    public var scale: Double

    public init(definition: WidgetDefinition, selection: VariantSelection, tree: LayoutNode, contentMarginsDisabled: Bool,
                real: LayoutNode? = nil, colorScheme: ColorScheme? = nil, background: RGBAImage? = nil, scale: Double = 1) {
        self.definition = definition; self.selection = selection; self.tree = tree; self.contentMarginsDisabled = contentMarginsDisabled
        self.real = real; self.colorScheme = colorScheme; self.background = background; self.scale = scale
    }

    public var family: WidgetFamily { selection.family }
    /// The widget's bounds.
    public var bounds: Rect { tree.frame }
    /// The family's content margin in points (16, 11 for graphic layouts, 0 for Lock Screen families).
    public var margin: Double {
        WidgetGeometry.contentMargins(family: family, graphic: definition.graphic, disabled: false).top
    }
}

/// What a rule needs from the rendering pass.
public enum LintPass: Sendable, Hashable {
    /// Once per widget file: the definition alone (description, timeline, configuration).
    case widget
    /// Once per laid-out variant (instance × family × entry × state); layout does not depend on the appearance.
    case layout
    /// Once per drawn variant (also × appearance), with the pixels behind the texts.
    case pixels
}

/// A design rule: a small value with an id, a description, a default severity, its guideline
/// and a check. Adding one is a file in `Rules/` and a line in ``LintRegistry/all``.
public protocol LintRule: LintRuleInfo {
    /// `small-one-tap-target`: lower-case words joined by hyphens.
    var id: String { get }
    /// One sentence: what the rule checks.
    var description: String { get }
    var defaultSeverity: LintSeverity { get }
    var guideline: Guideline { get }
    var pass: LintPass { get }
    /// The `.widget` pass.
    func check(widget: WidgetDefinition) -> [LintIssue]
    /// The `.layout` and `.pixels` passes.
    func check(variant: LintVariant) -> [LintIssue]
}

extension LintRule {
    public var pass: LintPass { .layout }
    public func check(widget: WidgetDefinition) -> [LintIssue] { [] }
    public func check(variant: LintVariant) -> [LintIssue] { [] }
}
