import JSON5

/// One modifier of the layout format, in the lint rules' style: one file per modifier in
/// `Catalog/Modifiers` holding its names, the SwiftUI API it stands for, how its argument decodes
/// into the typed case (``ModifierKind``, ``EnvironmentModifier``), its numeric ranges and its
/// schema fragment; ``ModifierCatalog/all`` lists them by hand. Tests check the schema, the rows
/// of `docs/format.md` and the SwiftUI front end's methods against the catalog.
protocol ModifierEntry: Sendable {
    /// The keys written in layout files; several when they decode into one typed case
    /// (`stroke` and `strokeBorder`, `foregroundColor` and `foregroundStyle`).
    var names: [String] { get }
    /// For each name, the SwiftUI (or WidgetKit) API it stands for, e.g. `trim(from:to:)`; the
    /// SwiftUI front end defines it.
    var swiftUI: [String] { get }
    /// Which list it belongs to (text modifiers and effects are listed after the others).
    var group: ModifierGroup { get }
    /// The views it may modify, when not every view.
    var restriction: ModifierRestriction? { get }
    /// The ranges its numbers are checked against, by argument key (`""`: the argument itself).
    var ranges: [String: ClosedRange<Double>] { get }
    /// For each name, the JSON schema of its value: the name's property in `$defs.modifier`.
    var schema: [String: String] { get }
    /// The typed modifier for `{name: arg}` at `p`, or nil with the error reported.
    func decode(_ name: String, _ arg: JSONValue, _ p: JSONPath, _ d: ModifierDecoder) -> Modifier?
}

extension ModifierEntry {
    var group: ModifierGroup { .layout }
    var restriction: ModifierRestriction? { nil }
    var ranges: [String: ClosedRange<Double>] { [:] }
}

/// Where a modifier is listed: the order of ``ModifierDecoder/names`` (in the "modifiers: ..." hint).
enum ModifierGroup: Sendable { case layout, environment, text, effect }

/// The views a modifier applies to; on another view it is an error `<name> applies only to <what>`.
struct ModifierRestriction: Sendable {
    let views: Set<String>
    let what: String
    let hint: String

    /// The modifiers of SwiftUI's `Shape` protocol.
    static let shapes = ModifierRestriction(views: ModifierDecoder.shapeViews, what: "a shape view",
                                            hint: "shapes: Rectangle, RoundedRectangle, Circle, Capsule, Ellipse, ContainerRelativeShape")
}

/// Every modifier of the layout format, in the order of the "modifiers: ..." hint.
enum ModifierCatalog {
    static let all: [any ModifierEntry] = [
        PaddingModifier(),
        FrameModifier(),
        LayoutPriorityModifier(),
        FixedSizeModifier(),
        AspectRatioModifier(),
        ScaledToFitModifier(),
        BackgroundModifier(),
        OverlayModifier(),
        ForegroundColorModifier(),
        OpacityModifier(),
        ClipShapeModifier(),
        CornerRadiusModifier(),
        FontModifier(),
        LineLimitModifier(),
        MinimumScaleFactorModifier(),
        MultilineTextAlignmentModifier(),
        WidgetURLModifier(),
        LinkModifier(),
        WidgetFlagModifier("unredacted", swiftUI: "unredacted()"),
        WidgetFlagModifier("privacySensitive", swiftUI: "privacySensitive(_:)"),
        WidgetFlagModifier("widgetAccentable", swiftUI: "widgetAccentable(_:)"),
        WidgetFlagModifier("contentMarginsDisabled", swiftUI: "contentMarginsDisabled()"),
        ContainerBackgroundModifier(),
        ContainerShapeModifier(),
        OffsetModifier(),
        ScaleEffectModifier(),
        RotationEffectModifier(),
        TrimModifier(),
        StrokeModifier(),
        RenderingModeModifier(),
        WidgetAccentedRenderingModeModifier(),
        EnvironmentValueModifier(),
        GridCellColumnsModifier(),
        GridColumnAlignmentModifier(),
        GridCellUnsizedAxesModifier(),
        ImageScaleModifier(),
        BorderModifier(),
        SymbolVariantModifier(),
        TextAttributeModifier("italic", swiftUI: "italic(_:)"),
        TextAttributeModifier("underline", swiftUI: "underline(_:color:)"),
        TextAttributeModifier("strikethrough", swiftUI: "strikethrough(_:color:)"),
        TextAttributeModifier("kerning", swiftUI: "kerning(_:)"),
        TextAttributeModifier("tracking", swiftUI: "tracking(_:)"),
        TextAttributeModifier("baselineOffset", swiftUI: "baselineOffset(_:)"),
        TextAttributeModifier("monospacedDigit", swiftUI: "monospacedDigit()"),
        TextCaseModifier(),
        TruncationModeModifier(),
        AllowsTighteningModifier(),
        BlurModifier(),
        ShadowModifier(),
        ColorEffectModifier("grayscale", swiftUI: "grayscale(_:)"),
        ColorEffectModifier("saturation", swiftUI: "saturation(_:)"),
        ColorEffectModifier("brightness", swiftUI: "brightness(_:)"),
        ColorEffectModifier("contrast", swiftUI: "contrast(_:)"),
    ]

    /// The entry for each name.
    static let byName: [String: any ModifierEntry] = {
        var out: [String: any ModifierEntry] = [:]
        for entry in all { for name in entry.names { out[name] = entry } }
        return out
    }()

    /// The names of the entries in `group`, in catalog order.
    static func names(in group: ModifierGroup? = nil) -> [String] {
        all.filter { group == nil || $0.group == group }.flatMap(\.names)
    }
}
