import Foundation
import WidgetModel

/// A value in the environment, as SwiftUI's: apps define their own keys.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The environment a view is evaluated in: the widget's family, colour scheme, redaction, rendering
/// mode, and values set with `.environment(_:_:)`, keyed by ``EnvironmentKey`` type.
public struct EnvironmentValues: @unchecked Sendable {
    private var storage: [ObjectIdentifier: Any] = [:]
    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The values of the view being evaluated (set by the evaluator around each `body`).
    @TaskLocal static var current = EnvironmentValues()
}

/// Reads a value of the environment of the view's position: `@Environment(\.widgetFamily) var family`.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

extension Environment: @unchecked Sendable {}

public typealias ColorScheme = WidgetModel.ColorScheme
/// WidgetKit's rendering mode: `fullColor`, `accented` or `vibrant`.
public typealias WidgetRenderingMode = WidgetModel.RenderingMode
/// WidgetKit's widget families.
public typealias WidgetFamily = WidgetModel.WidgetFamily

/// Why a view is drawn redacted.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// The text size category: text styles are drawn at the size `environment(\.dynamicTypeSize, …)` sets (`large` by default).
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { rawValue.hasPrefix("accessibility") }
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

public enum LayoutDirection: Sendable, Hashable { case leftToRight, rightToLeft }

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct ShowsBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct RenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct LocaleKey: EnvironmentKey { static let defaultValue = "en" }
private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct NowKey: EnvironmentKey { static let defaultValue = Date(timeIntervalSince1970: 1_780_306_860) }

extension EnvironmentValues {
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsBackgroundKey.self] }
        set { self[ShowsBackgroundKey.self] = newValue }
    }
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[RenderingModeKey.self] }
        set { self[RenderingModeKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The locale's identifier, such as `en` (the drawn text is not localised yet).
    public var localeIdentifier: String {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The instant relative dates count from (`Text(date, style: .relative)`): the entry's date when a
    /// widget is run by WidgetKit's host, else the pinned 2026-06-01T09:41:00Z, so renders never
    /// depend on the machine's clock.
    public var now: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }
}
