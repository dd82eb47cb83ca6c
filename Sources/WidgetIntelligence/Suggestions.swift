/// R6: a habit that matches no widget in the stack, with Widget Suggestions on and suggestion budget
/// left, inserts a suggested widget at the top for its window, configured with the donated values
/// [Apple: "can automatically suggest your widget with the configuration that matches your donated
/// app intent"]. It is removed when the window ends [guess].
public struct Suggestion: Sendable, Equatable {
    /// The widget kind suggested.
    public var kind: String
    public var habit: Habit
    /// `RecentPurchases (suggested, card=acme)`.
    public var label: String {
        let values = habit.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "\(kind) (suggested\(values.isEmpty ? "" : ", " + values.joined(separator: ", ")))"
    }
}

enum Suggestions {
    /// The suggestions the habits would make: one per habit that matches no stack widget and names a
    /// suggestable widget's intent. Empty when Widget Suggestions is off (R9).
    static func possible(_ finder: CandidateFinder, suggestable: [SuggestableWidget], parameters: StackParameters) -> [Suggestion] {
        guard parameters.widgetSuggestions else { return [] }
        return finder.unmatchedHabits.compactMap { h in
            suggestable.first { $0.intent == h.intent }.map { Suggestion(kind: $0.kind, habit: h) }
        }
    }
}
