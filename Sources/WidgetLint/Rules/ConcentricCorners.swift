import WidgetLayout
import WidgetModel

/// A rounded shape near a widget corner is concentric with it: radius = widget radius − inset.
public struct ConcentricCorners: LintRule {
    public init() {}
    public let id = "concentric-corners"
    public let description = "A rounded rectangle within 20 pt of a widget corner has the widget's radius minus its inset (ContainerRelativeShape does this)."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "The shape corners close to the edge of the widget should maintain concentric rounded corners with the widget outer frame; the session mentioned that SwiftUI provides corresponding containers to avoid hand-written fixed corner radius.")
    /// How close to a corner (on both axes) a shape must be for the rule to apply.
    public static let nearCorner = 20.0
    /// How far a radius may be from the concentric one.
    public static let tolerance = 1.0

    public func check(variant: LintVariant) -> [LintIssue] {
        guard !variant.family.isAccessory, let container = variant.tree.cornerRadius, container > 0 else { return [] }
        let b = variant.bounds
        var out: [LintIssue] = []
        func check(_ frame: Rect, _ radius: Double, _ view: ResolvedView?, _ node: String, _ what: String) {
            guard radius > 0, frame.width > 0, frame.height > 0 else { return }
            let dx = min(frame.x - b.x, b.maxX - frame.maxX), dy = min(frame.y - b.y, b.maxY - frame.maxY)
            guard dx >= -0.5, dy >= -0.5, dx <= Self.nearCorner, dy <= Self.nearCorner else { return }
            let expected = WidgetGeometry.concentricRadius(of: frame, in: b, containerRadius: container)
            guard abs(radius - expected) > Self.tolerance else { return }
            out.append(.at(view, "\(what) has a corner radius of \(LintTree.points(radius)) pt \(LintTree.points(max(0, min(dx, dy)))) pt from the widget's corner; "
                           + "concentric is \(LintTree.points(expected)) pt (the widget's \(LintTree.points(container)) pt minus the inset): use ContainerRelativeShape",
                           node: node))
        }
        LintTree.walk(variant.tree) { node, _ in
            if case .shape(.roundedRectangle(let r, _), _, _, _)? = node.view?.content {
                check(node.frame, WidgetGeometry.cornerRadius(of: .roundedRectangle(radius: r, style: .continuous), in: node.frame.size), node.view, node.path, "this RoundedRectangle")
            }
            for m in node.modifiers {
                switch m.modifier.kind {
                case .cornerRadius(let r):
                    check(m.frame, min(r, min(m.frame.width, m.frame.height) / 2), node.view, node.path, "the cornerRadius modifier")
                case .clipShape(.roundedRectangle(let r, _)):
                    check(m.frame, min(r, min(m.frame.width, m.frame.height) / 2), node.view, node.path, "the clipShape")
                default: break
                }
            }
        }
        return out
    }
}
