import WidgetLayout
import WidgetModel

/// At most about four pieces of information in a small widget.
///
/// A piece of information is a data-bound text, a gauge or a data-bound image or symbol. Static
/// texts are labels and count nothing; a symbol next to a data-bound text in the same stack is
/// its icon and counts with it; a horizontal stack whose pieces add up to at most two (a label
/// and its value, a value and its unit) counts once. Backgrounds count nothing.
public struct SmallInformationCount: LintRule {
    public init() {}
    public let id = "small-information-count"
    public let description = "A systemSmall widget shows at most four pieces of information."
    public let defaultSeverity = LintSeverity.warning
    public let guideline = Guideline(source: "Design great widgets (WWDC20)",
                                     sentence: "It is recommended to put up to four pieces of information in the small size.")
    public static let limit = 4

    public func check(variant: LintVariant) -> [LintIssue] {
        guard variant.family == .systemSmall, let top = variant.tree.children.first?.view else { return [] }
        let n = Self.pieces(top, declared: Self.declaredTexts(variant.definition))
        guard n > Self.limit else { return [] }
        return [.at(top, "\(n) pieces of information in systemSmall; show at most \(Self.limit) (the most useful ones) and move the rest to a larger family")]
    }

    /// The declared template of every Text, by source path (to tell bound texts from labels).
    static func declaredTexts(_ d: WidgetDefinition) -> [JSONPath: String] {
        var out: [JSONPath: String] = [:]
        func visit(_ n: ViewNode) {
            switch n.kind {
            case .content(let c):
                switch c {
                case .text(let t), .image(let t, _, _), .symbol(let t, _): out[n.sourcePath] = t
                default: break
                }
            case .forEach(_, _, _, let content): visit(content)
            case .conditional(_, let a, let b): visit(a); if let b { visit(b) }
            case .switchCase(_, let cases, let d): cases.forEach { visit($0.1) }; if let d { visit(d) }
            }
            n.children.forEach(visit)
            for m in n.modifiers {
                if case .layer(let k) = m {
                    switch k {
                    case .background(let v, _), .overlay(let v, _), .containerBackground(let v): visit(v)
                    default: break
                    }
                }
            }
        }
        if let s = d.views.shared { visit(s) }
        for v in d.views.perFamily.values { visit(v) }
        return out
    }

    static func isBound(_ view: ResolvedView, _ declared: [JSONPath: String]) -> Bool {
        guard let p = view.sourcePath, let t = declared[p] else { return false }
        return t.contains("{")
    }

    /// The pieces of information in a view and what it contains.
    static func pieces(_ view: ResolvedView, declared: [JSONPath: String]) -> Int {
        var own = 0
        for m in view.modifiers {
            if case .overlay(let v, _) = m.kind { own += pieces(v, declared: declared) }
        }
        switch view.content {
        case .text(let s): return own + (!s.isEmpty && isBound(view, declared) ? 1 : 0)
        case .gauge: return own + 1
        case .image, .symbol: return own + (isBound(view, declared) ? 1 : 0)
        case .stack(let axis, _, _, _):
            let kids = view.children.filter {
                if case .spacer = $0.content { return false }
                if case .divider = $0.content { return false }
                return true
            }
            var sum = 0
            for (i, child) in kids.enumerated() {
                if case .symbol = child.content {
                    // An icon beside a data-bound text is part of that text's piece.
                    let neighbours = [i > 0 ? kids[i - 1] : nil, i + 1 < kids.count ? kids[i + 1] : nil].compactMap { $0 }
                    if neighbours.contains(where: { if case .text = $0.content { return isBound($0, declared) } else { return false } }) { continue }
                }
                sum += pieces(child, declared: declared)
            }
            if axis == .horizontal && sum > 0 && sum <= 2 { sum = 1 }
            return own + sum
        case .zstack:
            return own + view.children.reduce(0) { $0 + pieces($1, declared: declared) }
        default: return own
        }
    }
}
