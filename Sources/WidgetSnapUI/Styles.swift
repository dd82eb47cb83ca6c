import Foundation
import WidgetModel

/// A style at an opacity: `.tertiary.opacity(0.5)`, `.white.opacity(0.2)`.
public struct _OpacityShapeStyle: ShapeStyle, Sendable {
    let base: NamedColor, opacity: Double
    public var _color: NamedColor { NamedColor(light: base.light.withAlpha(opacity), dark: base.dark.withAlpha(opacity)) }
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle { _OpacityShapeStyle(base: _color, opacity: opacity) }
}

/// The fill colours (`.fill`, `.fill.secondary`): the system fill greys.
public struct FillShapeStyle: ShapeStyle, Sendable {
    let level: Int
    public var _color: NamedColor {
        let alphas: [(Double, Double)] = [(0.2, 0.36), (0.16, 0.32), (0.12, 0.24), (0.08, 0.18)]
        let (l, d) = alphas[min(level, 3)]
        return NamedColor(light: RGBA(r8: 120, g8: 120, b8: 128, alpha: l), dark: RGBA(r8: 120, g8: 120, b8: 128, alpha: d))
    }
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle(level: 0) }
}

/// The background colour of the context (`systemBackground`).
public struct BackgroundStyle: ShapeStyle, Sendable {
    public init() {}
    public var _color: NamedColor { SystemColors.all["systemBackground"]! }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A gradient as a style: a top-to-bottom linear gradient (its first colour where one colour fits,
/// as in a gauge's tint).
extension Gradient: ShapeStyle {
    public var _color: NamedColor { stops.first?.color.named ?? NamedColor(RGBA(0, 0, 0, 0)) }
    public var _gradient: _GradientFill? { _GradientFill(self, .linear(start: .top, end: .bottom)) }
}

extension Image {
    /// Accepted; symbols are drawn in one colour (`.multicolor` included).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?, fileID: String = #fileID, line: Int = #line) -> Image { notDrawn(mode.map { $0 == .monochrome } ?? true ? nil : "symbolRenderingMode(.\(mode!))", fileID, line) }
    /// How the image is drawn in the accented rendering mode (the layout format's `widgetAccentedRenderingMode`).
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image { var i = self; i.layers.append(mode.map { .widgetAccentedRenderingMode($0.model) }); return i }
    public typealias Scale = ImageScale
}

extension Text {
    public typealias TruncationMode = TextTruncationMode
}

/// The older text size categories (`\.sizeCategory`); only `large` is drawn.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }
}

extension EnvironmentValues {
    /// The size category matching ``dynamicTypeSize``.
    public var sizeCategory: ContentSizeCategory {
        let all = ContentSizeCategory.allCases
        let i = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3
        return all[min(i, all.count - 1)]
    }
}

extension View {
    /// A line through (under) the texts inside the view, in `color` (nil: the text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textAttributes(TextAttributes(strikethrough: TextDecoration(isActive: isActive, color: color?.named)))
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textAttributes(TextAttributes(underline: TextDecoration(isActive: isActive, color: color?.named)))
    }
    /// Accepted and not drawn: widgetsnap does not tighten letter spacing to fit.
    public func allowsTightening(_ flag: Bool, fileID: String = #fileID, line: Int = #line) -> some View { flag ? notDrawn("allowsTightening", fileID, line) : modified(.ignored) }
    public func accessibilityValue(_ value: Text) -> some View { modified(.ignored) }
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { modified(.ignored) }
    public func accessibilityHint(_ hint: Text) -> some View { modified(.ignored) }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modified(.ignored) }
    public func contentTransition(_ transition: ContentTransition) -> some View { modified(.ignored) } // no effect on a snapshot (an animation)
    public func luminanceToAlpha(fileID: String = #fileID, line: Int = #line) -> some View { notDrawn("luminanceToAlpha", fileID, line) }
    public func compositingGroup(fileID: String = #fileID, line: Int = #line) -> some View { notDrawn("compositingGroup", fileID, line) }
    public func drawingGroup(opaque: Bool = false) -> some View { modified(.ignored) } // no effect on a snapshot (drawn offscreen, same pixels)
}

public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isHeader = AccessibilityTraits(rawValue: 1), isButton = AccessibilityTraits(rawValue: 2)
    public static let isStaticText = AccessibilityTraits(rawValue: 4), isImage = AccessibilityTraits(rawValue: 8)
}

public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity"), opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
}
