/// How marks sharing a position stack: `MarkStackingMethod`'s cases.
public enum Stacking: Equatable, Sendable {
    case none, standard, normalized, center
}

/// Where each stacked value starts and ends (docs/charts.md, "Stacking"): in declaration order
/// within its group, positive values upwards from zero and negative values downwards; normalized
/// divides by the group's total magnitude (so a group fills 0…1), center moves the group so that
/// it is centred on zero.
public enum Stacker {
    public struct Item: Equatable, Sendable {
        public var group: String
        public var value: Double
        public init(group: String, value: Double) { self.group = group; self.value = value }
    }

    public static func stack(_ items: [Item], method: Stacking) -> [(start: Double, end: Double)] {
        if method == .none { return items.map { (0, $0.value) } }
        var up: [String: Double] = [:], down: [String: Double] = [:]
        var spans: [(start: Double, end: Double)] = []
        for item in items {
            if item.value >= 0 {
                let s = up[item.group, default: 0]; up[item.group] = s + item.value; spans.append((s, s + item.value))
            } else {
                let s = down[item.group, default: 0]; down[item.group] = s + item.value; spans.append((s, s + item.value))
            }
        }
        switch method {
        case .normalized:
            return zip(items, spans).map { item, span in
                let total = up[item.group, default: 0] - down[item.group, default: 0]
                return total == 0 ? span : (span.start / total - down[item.group, default: 0] / total, span.end / total - down[item.group, default: 0] / total)
            }
        case .center:
            return zip(items, spans).map { item, span in
                let offset = -(up[item.group, default: 0] + down[item.group, default: 0]) / 2
                return (span.start + offset, span.end + offset)
            }
        default:
            return spans
        }
    }
}
