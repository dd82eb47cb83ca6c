/// One change of the widget on top.
public struct StackEvent: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case initial, rotation, suggestion, suggestionEnded }
    /// Seconds from the first midnight.
    public var time: Int
    public var kind: Kind
    /// The slot on top afterwards: an index into the stack, or after it for a suggestion.
    public var slot: Int
    public var top: String
    /// `initial`, `relevance 80/80 until 15:00`, `habit: ParkedCar, 3 of 7 days, 17:35–18:35`, …
    public var reason: String
    /// The rotations (or, for a suggestion, the suggestions) left today for the widget on top; nil when unlimited.
    public var budget: Int?
    /// The timeline entry the widget on top shows then (stack widgets only).
    public var entry: Int?

    /// `09:30 | Up Next work | relevance 100/100 until 10:00 | 2`
    public var line: String {
        [DayTime.text(time), top, reason, budget.map(String.init) ?? "unlimited"].joined(separator: " | ")
    }
}

/// A candidate that won a glance but did not go to the top.
public struct Refusal: Sendable, Equatable, Codable {
    public enum Cause: String, Sendable, Codable { case rotationBudget, suggestionBudget, minDwell }
    public var time: Int
    public var slot: Int
    public var widget: String
    public var cause: Cause
    public var reason: String

    public var line: String {
        let why: String = switch cause {
        case .rotationBudget: "no rotations left today"
        case .suggestionBudget: "no suggestions left today"
        case .minDwell: "the widget on top has been there less than the minimum dwell"
        }
        return "\(DayTime.text(time)) | \(widget) | \(reason) | refused: \(why)"
    }
}

/// What the timeline of one stack widget does over the simulated days.
public struct TimelineReport: Sendable, Equatable, Codable {
    /// Times at which WidgetKit would ask for a new timeline under the reload policy.
    public var reloads: [Int]
    /// Reloads a day this timeline implies if the provider keeps returning timelines like it; nil when unknown.
    public var impliedReloadsPerDay: Int?
}

/// The outcome of a simulation.
public struct StackDay: Sendable, Equatable, Codable {
    /// The slots: the stack's widgets in order, then the suggestions that were inserted.
    public var slots: [String]
    public var events: [StackEvent]
    public var refusals: [Refusal]
    /// The slot on top at each step from the first midnight.
    public var topPerStep: [Int]
    public var step: Int
    /// Per slot.
    public var minutesOnTop: [Int]
    public var rotations: [Int]
    /// Refusals by the rotation budget, per slot.
    public var refusedByBudget: [Int]
    /// Per stack widget.
    public var timelines: [TimelineReport]
    public var warnings: [String]

    /// The events as lines, one per event.
    public var eventLines: [String] { events.map(\.line) }

    /// The whole outcome as text: events, time on top, refusals, warnings. Deterministic.
    public var text: String {
        var s = "events:\n" + eventLines.map { "  " + $0 + "\n" }.joined()
        s += "time on top:\n"
        for (i, name) in slots.enumerated() {
            s += "  \(name): \(minutesOnTop[i]) min, \(rotations[i]) rotation\(rotations[i] == 1 ? "" : "s")"
            s += refusedByBudget[i] > 0 ? ", \(refusedByBudget[i]) refused by the budget\n" : "\n"
        }
        if !refusals.isEmpty { s += "refused:\n" + refusals.map { "  " + $0.line + "\n" }.joined() }
        if !warnings.isEmpty { s += "warnings:\n" + warnings.map { "  " + $0 + "\n" }.joined() }
        return s
    }
}
