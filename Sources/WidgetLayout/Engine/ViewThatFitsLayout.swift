import WidgetModel

/// `ViewThatFits(in: axes)`: the first candidate whose ideal size on the constrained axes fits
/// the proposal, else the last (Apple: "selects the first child whose ideal size on the
/// constrained axes fits within the proposed size"). The ideal size is measured as `fixedSize`
/// on those axes (nil proposed there, the proposal kept on the others); an unspecified proposal
/// on a constrained axis takes anything. The chosen view is then laid out under the proposal.
enum ViewThatFitsLayout {
    static func choice(_ kids: [Element], _ axes: AxisSet, _ p: ProposedSize, _ context: LayoutContext) -> Int? {
        guard !kids.isEmpty else { return nil }
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        let probe = ProposedSize(h ? nil : p.width, v ? nil : p.height)
        for (i, kid) in kids.enumerated().dropLast() {
            let ideal = context.size(kid, probe)
            func fits(_ length: Double, _ limit: Double?) -> Bool { limit.map { length <= $0 + 0.0005 } ?? true }
            if (!h || fits(ideal.width, p.width)) && (!v || fits(ideal.height, p.height)) { return i }
        }
        return kids.count - 1
    }
}
