/// A straight-alpha colour with components in 0...1.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    public var r: Double, g: Double, b: Double, a: Double
    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) { self.r = r; self.g = g; self.b = b; self.a = a }
    /// From 0–255 components.
    public init(r8: Int, g8: Int, b8: Int, alpha: Double = 1) {
        self.init(Double(r8) / 255, Double(g8) / 255, Double(b8) / 255, alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst().compactMap { $0.hexDigitValue }
        guard digits.count == hex.count - 1 else { return nil }
        switch digits.count {
        case 3: self.init(Double(digits[0] * 17) / 255, Double(digits[1] * 17) / 255, Double(digits[2] * 17) / 255)
        case 6, 8:
            let v = stride(from: 0, to: digits.count, by: 2).map { Double(digits[$0] * 16 + digits[$0 + 1]) / 255 }
            self.init(v[0], v[1], v[2], v.count == 4 ? v[3] : 1)
        default: return nil
        }
    }

    public func withAlpha(_ alpha: Double) -> RGBA { RGBA(r, g, b, a * alpha) }

    public var description: String {
        func h(_ x: Double) -> String {
            let v = Int((max(0, min(1, x)) * 255).rounded())
            return String(v, radix: 16, uppercase: true).count == 1 ? "0" + String(v, radix: 16, uppercase: true) : String(v, radix: 16, uppercase: true)
        }
        return "#" + h(r) + h(g) + h(b) + (a < 1 ? h(a) : "")
    }
}

/// A colour with a light and a dark appearance.
public struct NamedColor: Sendable, Hashable {
    public var light: RGBA
    public var dark: RGBA
    public init(light: RGBA, dark: RGBA) { self.light = light; self.dark = dark }
    public init(_ both: RGBA) { self.init(light: both, dark: both) }
}

/// iOS system colours (UIKit's light and dark values), usable by name in any layout.
public enum SystemColors {
    public static let all: [String: NamedColor] = [
        "clear": NamedColor(RGBA(0, 0, 0, 0)),
        "black": NamedColor(RGBA(0, 0, 0)),
        "white": NamedColor(RGBA(1, 1, 1)),
        "primary": NamedColor(light: RGBA(0, 0, 0), dark: RGBA(1, 1, 1)),
        "secondary": NamedColor(light: RGBA(r8: 60, g8: 60, b8: 67, alpha: 0.6), dark: RGBA(r8: 235, g8: 235, b8: 245, alpha: 0.6)),
        "tertiary": NamedColor(light: RGBA(r8: 60, g8: 60, b8: 67, alpha: 0.3), dark: RGBA(r8: 235, g8: 235, b8: 245, alpha: 0.3)),
        "red": NamedColor(light: RGBA(r8: 255, g8: 59, b8: 48), dark: RGBA(r8: 255, g8: 69, b8: 58)),
        "orange": NamedColor(light: RGBA(r8: 255, g8: 149, b8: 0), dark: RGBA(r8: 255, g8: 159, b8: 10)),
        "yellow": NamedColor(light: RGBA(r8: 255, g8: 204, b8: 0), dark: RGBA(r8: 255, g8: 214, b8: 10)),
        "green": NamedColor(light: RGBA(r8: 52, g8: 199, b8: 89), dark: RGBA(r8: 48, g8: 209, b8: 88)),
        "mint": NamedColor(light: RGBA(r8: 0, g8: 199, b8: 190), dark: RGBA(r8: 99, g8: 230, b8: 226)),
        "teal": NamedColor(light: RGBA(r8: 48, g8: 176, b8: 199), dark: RGBA(r8: 64, g8: 200, b8: 224)),
        "cyan": NamedColor(light: RGBA(r8: 50, g8: 173, b8: 230), dark: RGBA(r8: 100, g8: 210, b8: 255)),
        "blue": NamedColor(light: RGBA(r8: 0, g8: 122, b8: 255), dark: RGBA(r8: 10, g8: 132, b8: 255)),
        "indigo": NamedColor(light: RGBA(r8: 88, g8: 86, b8: 214), dark: RGBA(r8: 94, g8: 92, b8: 230)),
        "purple": NamedColor(light: RGBA(r8: 175, g8: 82, b8: 222), dark: RGBA(r8: 191, g8: 90, b8: 242)),
        "pink": NamedColor(light: RGBA(r8: 255, g8: 45, b8: 85), dark: RGBA(r8: 255, g8: 55, b8: 95)),
        "brown": NamedColor(light: RGBA(r8: 162, g8: 132, b8: 94), dark: RGBA(r8: 172, g8: 142, b8: 104)),
        "gray": NamedColor(light: RGBA(r8: 142, g8: 142, b8: 147), dark: RGBA(r8: 142, g8: 142, b8: 147)),
        "systemBackground": NamedColor(light: RGBA(1, 1, 1), dark: RGBA(0, 0, 0)),
        "secondarySystemBackground": NamedColor(light: RGBA(r8: 242, g8: 242, b8: 247), dark: RGBA(r8: 28, g8: 28, b8: 30)),
        "tertiarySystemBackground": NamedColor(light: RGBA(1, 1, 1), dark: RGBA(r8: 44, g8: 44, b8: 46)),
        "separator": NamedColor(light: RGBA(r8: 60, g8: 60, b8: 67, alpha: 0.29), dark: RGBA(r8: 84, g8: 84, b8: 88, alpha: 0.6)),
        "widgetBackground": NamedColor(light: RGBA(1, 1, 1), dark: RGBA(r8: 28, g8: 28, b8: 30)),
        // AccessoryWidgetBackground: opaque grey 0.18, which vibrant draws as g = 0.18 at a = 1 (docs/rendering.md, "Vibrant", a guess).
        "accessoryWidgetBackground": NamedColor(RGBA(0.18, 0.18, 0.18)),
    ]
}
