import Foundation
import WidgetSnapUI

/// A configuration with no widget, for a `body` that has nothing on a platform
/// (`#if os(watchOS) EmptyWidgetConfiguration() #else … #endif`); a bundle skips it.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
    public var _description: _WidgetDescription {
        _WidgetDescription(kind: "", families: [], timeline: { _ in ([], .never) }, snapshot: { _ in nil }, placeholder: { _ in AnyView(EmptyView()) })
    }
}

extension WidgetConfiguration {
    /// The gallery's name from a `Text` (its string, as drawn in the default environment).
    public func configurationDisplayName(_ text: Text) -> some WidgetConfiguration { configurationDisplayName(text._string) }
    public func description(_ text: Text) -> some WidgetConfiguration { description(text._string) }
}

extension Widget {
    /// `@main` on a single widget: on Linux the extension is not launched, so this returns at once
    /// (the widget is run by ``WidgetHost`` and the snapshot assertions instead).
    public static func main() {}
}

extension WidgetLocation {
    /// CarPlay's widget screen.
    public static let carPlay = WidgetLocation(name: "carPlay")
}
