/// Donation matching through an intent's supported combinations (SiriKit's "Supported
/// Combinations"; App Intents' `predictionConfiguration`).
///
/// A donation is read through the largest combination (most parameters; on a tie, the one declared
/// first) whose parameters all have a value in the donation. Values of other parameters do not take
/// part in matching. A donation that fills no combination is rejected, as iOS rejects it (error 1901).
public enum SupportedCombinations {
    /// The combination a donation with values for `parameters` is read through, or nil when none fits.
    public static func combination(for parameters: Set<String>, in combinations: [[String]]) -> [String]? {
        var best: [String]?
        for c in combinations where Set(c).isSubset(of: parameters) {
            if best == nil || c.count > best!.count { best = c }
        }
        return best
    }

    /// The donated values restricted to the combination, or nil when the donation fills none.
    public static func project(_ values: [String: String], _ combinations: [[String]]) -> [String: String]? {
        guard let c = combination(for: Set(values.keys), in: combinations) else { return nil }
        return values.filter { c.contains($0.key) }
    }

    /// Whether a configured widget matches a projected donation: the same intent, and every value of
    /// the combination equal to the widget's (defaults filled in). A widget without a configuration
    /// intent matches every donation of its intent [Apple: no parameter matching for a non-configurable widget].
    public static func matches(_ widget: StackWidget, intent: String, values: [String: String]) -> Bool {
        guard widget.intent == intent else { return false }
        if !widget.configurable { return true }
        return values.allSatisfy { widget.values[$0.key] == $0.value }
    }
}
