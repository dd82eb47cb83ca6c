import Foundation
import WidgetModel

// Modifiers and environment values widget code writes for iOS that are drawn as their SwiftUI
// equivalents, or accepted with nothing to draw.

extension View {
    /// A border of `width` inside the view's frame, as SwiftUI's (an overlay of a stroked rectangle).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// The colour scheme of the views inside, for the code that reads `\.colorScheme`. System colours
    /// keep the variant's scheme: noted (``NotDrawnNote``) when it differs from it.
    public func colorScheme(_ colorScheme: ColorScheme, fileID: String = #fileID, line: Int = #line) -> some View {
        let note = NotDrawnNote(api: "colorScheme(_:)", fileID: fileID, line: line)
        return modified(.environment { c in
            if c.values.colorScheme != colorScheme { NotDrawnNotes.record(note) }
            c.values.colorScheme = colorScheme
        })
    }

    /// The older accessibility modifiers: no effect on a snapshot.
    public func accessibility(hidden: Bool) -> some View { modified(.ignored) }
    public func accessibility(label: Text) -> some View { modified(.ignored) }
    public func accessibility(value: Text) -> some View { modified(.ignored) }
    public func accessibility(identifier: String) -> some View { modified(.ignored) }
    public func accessibilityIdentifier(_ identifier: String) -> some View { modified(.ignored) }
}

/// Opens a URL (`@Environment(\.openURL) var openURL; openURL(url)`): nothing is opened from a snapshot.
public struct OpenURLAction: Sendable {
    public struct Result: Sendable {
        let handled: Bool
        public static let handled = Result(handled: true), discarded = Result(handled: false)
        public static let systemAction = Result(handled: false)
    }
    let handler: @Sendable (URL) -> Result
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(handler(url).handled) }
}

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .discarded } }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// The font set by the nearest `font(_:)` (nil: the default, `body`). Setting it with
    /// `environment(\.font, …)` draws the texts inside in it, as `font(_:)` does.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}
