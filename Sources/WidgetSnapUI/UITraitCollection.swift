import Foundation
import WidgetModel

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

/// UIKit's content size categories, for `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// The traits a dynamic colour or font is resolved for. ``current`` is the view being evaluated's:
/// its colour scheme, so `UIColor.label.cgColor` inside a view's `body` is white in dark renders.
public struct UITraitCollection: Sendable, Hashable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
    public var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
    public var displayScale: CGFloat { 3 }
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// The traits of the view being evaluated (light outside any evaluation).
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: EnvironmentValues.current.colorScheme == .dark ? .dark : .light)
    }
}
