#if canImport(UIKit)
import UIKit

extension UIColor {
    /// Blue in light mode, orange in dark mode.
    static let countdownAccent = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .systemOrange : .systemBlue
    }

    /// The accent mixed halfway to white (light) or black (dark), from its components.
    static let countdownBackground = UIColor { traits in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        let accent = countdownAccent.resolvedColor(with: traits)
        accent.getRed(&r, green: &g, blue: &b, alpha: &a)
        let target: CGFloat = traits.userInterfaceStyle == .dark ? 0 : 1
        let mix = 0.8
        return UIColor(red: r + (target - r) * mix, green: g + (target - g) * mix, blue: b + (target - b) * mix, alpha: a)
    }
}
#else
#error("UIKit must be importable: widgetsnap provides it on Linux")
#endif
