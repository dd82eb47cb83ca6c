import WidgetLayout
import WidgetModel

/// On the Lock Screen, greys are opaque: no white with opacity.
public struct VibrantWhiteOpacity: LintRule {
    public init() {}
    public let id = "vibrant-white-opacity"
    public let description = "In Lock Screen (accessory) families, content uses opaque greys, not white (or the primary colour) with opacity."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "HIG: Widgets, rendering modes (paraphrased)",
                                     sentence: "vibrant: text/images/gauges desaturated; pixel opacity sets the strength of the blurred material, brightness sets vibrancy; use opaque greys (white/light grey = primary, darker = secondary), not white with opacity.")

    public func check(variant: LintVariant) -> [LintIssue] {
        guard variant.family.isAccessory else { return [] }
        var out: [LintIssue] = []
        func whiteish(_ c: RGBA) -> Bool { c.r >= 0.9 && c.g >= 0.9 && c.b >= 0.9 }
        LintTree.walk(variant.tree) { node, place in
            guard let view = node.view else { return }
            var colors: [RGBA] = []
            switch view.content {
            case .text(let s) where !s.isEmpty: colors.append((view.environment.foreground ?? SystemColors.all["primary"]!).dark)
            case .symbol, .gauge: colors.append((view.environment.foreground ?? SystemColors.all["primary"]!).dark)
            case .color(let c): colors.append(c.dark)
            case .shape(_, let fill, let stroke, _): colors += [fill?.dark, stroke?.dark].compactMap { $0 }
            default: return
            }
            guard let c = colors.first(where: { whiteish($0) && $0.a * place.opacity < 0.99 && $0.a * place.opacity > 0.01 }) else { return }
            let alpha = Int((c.a * place.opacity * 100).rounded())
            out.append(.at(view, "\(node.kind) is white at \(alpha)% opacity in \(variant.family.rawValue); on the Lock Screen use an opaque grey (e.g. #\(Self.grey(alpha))) instead", node: node.path))
        }
        return out
    }

    /// The opaque grey that looks like white at `percent` opacity over black, as hex.
    static func grey(_ percent: Int) -> String {
        let v = max(0, min(255, Int((Double(percent) / 100 * 255).rounded())))
        let h = String(v, radix: 16, uppercase: true)
        let two = h.count == 1 ? "0" + h : h
        return two + two + two
    }
}
