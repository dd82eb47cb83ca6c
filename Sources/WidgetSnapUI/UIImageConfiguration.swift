import Foundation

extension UIImage {
    /// An image's configuration (traits, a symbol's size and weight). Accepted: the symbol is drawn by
    /// the view that shows it, at that view's font and image scale (docs/swiftui.md).
    public class Configuration: @unchecked Sendable {
        public init() {}
        public func applying(_ other: Configuration?) -> Self { self }
    }

    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }

    /// A symbol's point size, weight, scale or text style, as code that prepares symbol images writes it.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale
        public let textStyle: UIFont.TextStyle?
        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale; self.textStyle = textStyle
        }
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) { self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle) }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil) }
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil) }
        public static func configurationPreferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) { self.init(systemName: name) }
    /// A symbol at a variable value: drawn at its full value (as `Image(systemName:variableValue:)` is).
    public convenience init?(systemName name: String, variableValue: Double, configuration: Configuration? = nil) { self.init(systemName: name) }
    public var configuration: Configuration? { nil }
    public var symbolConfiguration: SymbolConfiguration? { nil }
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
}
