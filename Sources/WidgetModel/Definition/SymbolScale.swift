/// SwiftUI's `Image.Scale` (`.imageScale(.small)`): how large SF Symbols are drawn relative to
/// the text around them. An environment value: set on a view, it reaches every symbol inside.
public enum SymbolScale: String, Sendable, Hashable, CaseIterable {
    case small, medium, large
}
