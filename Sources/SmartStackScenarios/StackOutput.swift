import Foundation
import WidgetIntelligence
import SnapshotFiles
import WidgetModel

/// The printed and JSON forms of a simulated day: one text for people and goldens, one JSON for machines.
public enum StackOutput {
    /// The header and ``StackDay/text``: the form `widgetsnap stack` prints and the events goldens hold.
    /// Titles, widget names and reasons come from the scenario and its layouts: their control
    /// characters (ESC, BEL, bidirectional overrides) are written as `\u{1B}`, never sent raw.
    public static func text(_ scenario: StackScenario, _ day: StackDay) -> String {
        rawText(scenario, day).escapingControlCharactersKeepingLineBreaks
    }

    static func rawText(_ scenario: StackScenario, _ day: StackDay) -> String {
        let p = scenario.input.parameters
        var s = "\(scenario.title) (\(scenario.id)): \(scenario.dayText)\(scenario.input.days > 1 ? " + \(scenario.input.days - 1) days" : ""), "
        s += "\(scenario.family.rawValue), \(scenario.members.count) widget\(scenario.members.count == 1 ? "" : "s"), "
        s += "\(scenario.input.glances.count) glance\(scenario.input.glances.count == 1 ? "" : "s")"
        var switches: [String] = []
        if !p.smartRotate { switches.append("Smart Rotate off") }
        if !p.widgetSuggestions { switches.append("Widget Suggestions off") }
        if p.developerMode { switches.append("Developer Mode") }
        if !switches.isEmpty { s += ", " + switches.joined(separator: ", ") }
        return s + "\n" + day.text
    }

    struct JSONEvent: Encodable {
        var time: String, seconds: Int, kind: String, top: String, reason: String, budget: Int?, entry: Int?
    }
    struct JSONRefusal: Encodable { var time: String, widget: String, cause: String, reason: String }
    struct JSONWidget: Encodable {
        var name: String, minutesOnTop: Int, rotations: Int, refusedByBudget: Int
        var layout: String?, instance: String?, reloads: [String]?, impliedReloadsPerDay: Int?
    }
    struct JSONDay: Encodable {
        var scenario: String, title: String, file: String, day: String, days: Int, family: String, step: Int
        var events: [JSONEvent], refusals: [JSONRefusal], widgets: [JSONWidget], warnings: [String]
        /// The slot on top at each step, as an index into widgets.
        var topPerStep: [Int]
    }

    /// The day as JSON (keys sorted, so the bytes are stable). Control characters in its strings
    /// are `\u` escapes, C1 controls and bidirectional overrides included.
    public static func json(_ scenario: StackScenario, _ day: StackDay) throws(ScenariosError) -> String {
        let widgets = day.slots.enumerated().map { i, name in
            let member = i < scenario.members.count ? scenario.members[i] : nil
            let t = i < day.timelines.count ? day.timelines[i] : nil
            return JSONWidget(name: name, minutesOnTop: day.minutesOnTop[i], rotations: day.rotations[i], refusedByBudget: day.refusedByBudget[i],
                              layout: member?.layout.path, instance: member?.instance.name, reloads: t?.reloads.map(DayTime.text),
                              impliedReloadsPerDay: t?.impliedReloadsPerDay)
        }
        let out = JSONDay(scenario: scenario.id, title: scenario.title, file: scenario.path, day: scenario.dayText, days: scenario.input.days,
                          family: scenario.family.rawValue, step: day.step / 60,
                          events: day.events.map { JSONEvent(time: DayTime.text($0.time), seconds: $0.time, kind: $0.kind.rawValue, top: $0.top,
                                                             reason: $0.reason, budget: $0.budget, entry: $0.entry) },
                          refusals: day.refusals.map { JSONRefusal(time: DayTime.text($0.time), widget: $0.widget, cause: $0.cause.rawValue, reason: $0.reason) },
                          widgets: widgets, warnings: day.warnings, topPerStep: day.topPerStep)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do { return String(decoding: try encoder.encode(out), as: UTF8.self).escapingControlCharactersInJSON + "\n" } catch {
            throw .cannotEncode(reason: "\(error)")
        }
    }
}
