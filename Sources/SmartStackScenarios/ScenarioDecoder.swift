import Foundation
import WidgetIntelligence
import WidgetModel
import SnapshotFiles

/// Turns a scenario's tree into a ``StackScenario``, reporting every problem at its position.
struct ScenarioDecoder {
    let reader: Reader
    let folder: String
    let path: String
    /// The layouts read so far, by real path.
    let loadedLayouts = LoadedLayouts()

    final class LoadedLayouts {
        var byRealPath: [String: Result<LoadedLayout, LayoutFileErrors>] = [:]
    }

    func scenario(_ root: JSONValue, layoutErrors: inout [Diagnostic]) throws(ScenariosError) -> StackScenario? {
        let top = JSONPath()
        guard let o = reader.object(root, top) else { return nil }
        reader.checkKeys(o, top, allowed: StackScenarios.topKeys, in: "a stack scenario")
        let id = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let title = o["title"].flatMap { reader.string($0, top.appending(key: "title")) } ?? id
        let dayText = reader.require(o, "day", top, in: "the scenario").flatMap { reader.string($0, top.appending(key: "day"), what: "a date \"2026-06-01\"") }
        var day: Date?
        if let dayText {
            day = dayText.count == 10 ? ISODate.parse(dayText + "T00:00:00Z") : nil
            if day == nil { reader.fail("'\(dayText)' is not a day", top.appending(key: "day"), hint: "write YYYY-MM-DD, e.g. \"2026-06-01\" (simulated in UTC)") }
        }
        let days = o["days"].flatMap { reader.wholeNumber($0, top.appending(key: "days"), in: 1...31, what: "a number of days") } ?? 1
        let step = o["step"].flatMap { reader.wholeNumber($0, top.appending(key: "step"), in: 1...60, what: "a step in minutes") } ?? 1
        var family = WidgetFamily.systemSmall
        if let fv = o["family"], let name = reader.string(fv, top.appending(key: "family"), what: "a widget family") {
            if let f = WidgetFamily(named: name), !f.isAccessory { family = f } else {
                reader.fail("'\(name)' is not a Home Screen widget family", top.appending(key: "family"),
                            hint: ScenarioText.suggestion(name, WidgetFamily.allCases.filter { !$0.isAccessory }.map(\.rawValue)))
            }
        }
        if let pv = o["platform"], let name = reader.string(pv, top.appending(key: "platform")) {
            if name == "watchOS" {
                reader.fail("watchOS Smart Stacks are not simulated yet", top.appending(key: "platform"),
                            hint: "watchOS uses RelevantContext windows instead of entry relevance; use iOS or iPadOS")
            } else if !["iOS", "iPadOS"].contains(name) {
                reader.fail("unknown platform '\(name)'", top.appending(key: "platform"), hint: ScenarioText.suggestion(name, ["iOS", "iPadOS"]))
            }
        }
        var parameters = self.parameters(o["parameters"], top.appending(key: "parameters"))
        if let v = o["smartRotate"].flatMap({ reader.bool($0, top.appending(key: "smartRotate")) }) { parameters.smartRotate = v }
        if let v = o["widgetSuggestions"].flatMap({ reader.bool($0, top.appending(key: "widgetSuggestions")) }) { parameters.widgetSuggestions = v }

        // The stack.
        var members: [StackMember] = []
        var memberPaths: [JSONPath] = []
        if let list = reader.require(o, "stack", top, in: "the scenario").flatMap({ reader.array($0, top.appending(key: "stack")) }) {
            if list.isEmpty { reader.fail("a stack holds at least one widget", top.appending(key: "stack")) }
            // Counted before any layout is loaded: 20,000 widgets once loaded 20,000 layouts to say "at most 10".
            if list.count > StackScenarios.capacity {
                reader.fail("a Smart Stack holds at most \(StackScenarios.capacity) widgets, this one has \(list.count)",
                            top.appending(key: "stack").appending(index: StackScenarios.capacity), hint: "remove \(list.count - StackScenarios.capacity)")
            }
            for (i, item) in list.enumerated() where list.count <= StackScenarios.capacity {
                let p = top.appending(key: "stack").appending(index: i)
                if let m = try member(item, p, family: family, layoutErrors: &layoutErrors) {
                    if members.contains(where: { $0.label == m.label }) {
                        reader.fail("a second stack widget named '\(m.label)'", p, hint: "give it its own name: {..., name: \"\(m.label) 2\"}")
                    }
                    members.append(m); memberPaths.append(p)
                }
            }
        }
        var initialTop = 0
        if let v = o["initialTop"], let name = reader.string(v, top.appending(key: "initialTop"), what: "the name of a stack widget") {
            if let i = members.firstIndex(where: { $0.label == name }) { initialTop = i } else {
                reader.fail("no stack widget named '\(name)'", top.appending(key: "initialTop"), hint: ScenarioText.suggestion(name, members.map(\.label)))
            }
        }
        var suggestable: [LoadedLayout] = []
        if let list = o["suggestable"].flatMap({ reader.array($0, top.appending(key: "suggestable"), what: "an array of layout files") }) {
            if list.count > StackScenarios.maximumSuggestable {
                reader.fail("at most \(StackScenarios.maximumSuggestable) suggestable widgets, this scenario has \(list.count)",
                            top.appending(key: "suggestable").appending(index: StackScenarios.maximumSuggestable),
                            hint: "list the widgets whose donations the day exercises")
            }
            for (i, item) in list.enumerated() where list.count <= StackScenarios.maximumSuggestable {
                if let l = try layout(item, top.appending(key: "suggestable").appending(index: i), layoutErrors: &layoutErrors) { suggestable.append(l) }
            }
        }
        let glances = self.glances(o["glances"], top.appending(key: "glances"), days: days)
        let donations = self.donations(o["donations"], top.appending(key: "donations"), layouts: members.map(\.layout) + suggestable, history: parameters.history)
        var clues = 0
        if let list = o["relevantIntents"].flatMap({ reader.array($0, top.appending(key: "relevantIntents"), what: "an array of watchOS relevance clues") }) {
            clues = list.count
        }
        guard let day, let dayText, !members.isEmpty else { return nil }
        let widgets = members.map { Self.widget($0, day: day) }
        let extra = suggestable.map { SuggestableWidget(kind: $0.definition.kind, intent: Self.intentName($0.definition), configurable: $0.definition.intent != nil) }
        let input = StackInput(instances: widgets, suggestable: extra, donations: donations, glances: glances, days: days, step: step * 60,
                               initialTop: initialTop, parameters: parameters, relevantIntentClues: clues)
        return StackScenario(path: path, id: id, title: title, day: day, dayText: dayText, family: family, members: members,
                             suggestable: suggestable, input: input)
    }

    // MARK: the stack

    private func layout(_ v: JSONValue, _ p: JSONPath, layoutErrors: inout [Diagnostic]) throws(ScenariosError) -> LoadedLayout? {
        guard let rel = reader.string(v, p, what: "a layout file, relative to the scenario") else { return nil }
        // Confined to the scenario's project: a file outside it is never opened, so no error quotes it.
        let real: String
        switch ProjectConfinement.layout(rel, from: folder) {
        case .failure(let refusal): reader.fail(refusal.message, p, hint: refusal.hint); return nil
        case .success(let r): real = r
        }
        // Diagnostics name the file as the scenario does (folder + reference), not its real path.
        let file = folder.isEmpty ? rel : folder + "/" + rel
        // A layout named several times (the same widget with two instances) is read once.
        if let loaded = loadedLayouts.byRealPath[real] {
            if case .success(let l) = loaded { return l }
            return nil
        }
        let result = try ScenariosError.files { () throws(FilesError) in try LayoutFiles.load(file, realPath: real) }
        loadedLayouts.byRealPath[real] = result
        switch result {
        case .success(let l): return l
        case .failure(let e): layoutErrors += e.diagnostics; return nil
        }
    }

    private func member(_ v: JSONValue, _ p: JSONPath, family: WidgetFamily, layoutErrors: inout [Diagnostic]) throws(ScenariosError) -> StackMember? {
        guard let o = reader.object(v, p, what: "{layout: \"../Layouts/weather.json5\", instance: \"default\"}") else { return nil }
        reader.checkKeys(o, p, allowed: ["layout", "instance", "name", "family"], in: "a stack widget")
        guard let lv = reader.require(o, "layout", p, in: "the stack widget"), let layout = try layout(lv, p.appending(key: "layout"), layoutErrors: &layoutErrors) else { return nil }
        let d = layout.definition
        var instance = d.instances[0]
        if let iv = o["instance"], let name = reader.string(iv, p.appending(key: "instance"), what: "an instance name") {
            if let found = d.instance(named: name) { instance = found } else {
                reader.fail("\(d.kind) has no instance named '\(name)'", p.appending(key: "instance"), hint: ScenarioText.suggestion(name, d.instances.map(\.name)))
            }
        }
        if let fv = o["family"], let name = reader.string(fv, p.appending(key: "family"), what: "a widget family") {
            if WidgetFamily(named: name) != family {
                reader.fail("a stack holds widgets of one size: this one is \(name), the stack is \(family.rawValue)", p.appending(key: "family"),
                            hint: "set the scenario's family, or remove this one's")
            }
        }
        if !d.families.contains(family) {
            reader.fail("\(d.kind) does not support \(family.rawValue)", p.appending(key: "layout"),
                        hint: "its families: " + d.families.map(\.rawValue).joined(separator: ", "))
        }
        let label = o["name"].flatMap { reader.string($0, p.appending(key: "name")) }
            ?? (instance.name == "default" ? d.displayName : "\(d.displayName) \(instance.name)")
        return StackMember(label: label, layout: layout, instance: instance)
    }

    static func intentName(_ d: WidgetDefinition) -> String { d.intent?.name ?? d.kind }

    /// The model's view of a stack widget: dates from the day's midnight, values with defaults.
    static func widget(_ m: StackMember, day: Date) -> StackWidget {
        let d = m.layout.definition
        let base = day.timeIntervalSince1970
        var values: [String: String] = [:]
        for p in d.intent?.parameters ?? [] {
            if let v = m.instance.values[p.name] ?? p.defaultValue { values[p.name] = ScenarioText.value(v) }
        }
        let entries = d.timeline.entries.map { e in
            EntryMark(at: Int((e.date.timeIntervalSince1970 - base).rounded()),
                      relevance: e.relevance.map { RelevanceMark(score: $0.score, duration: Int($0.duration.rounded())) })
        }
        let policy: ReloadRequest
        switch d.timeline.policy {
        case .atEnd: policy = .atEnd
        case .never: policy = .never
        case .after(let text): policy = .after(Int(((ISODate.parse(text)?.timeIntervalSince1970 ?? base) - base).rounded()))
        }
        return StackWidget(label: m.label, kind: d.kind, intent: intentName(d), configurable: d.intent != nil, values: values,
                           entries: entries, reloadPolicy: policy)
    }

    // MARK: glances, donations, parameters

    private func glances(_ v: JSONValue?, _ p: JSONPath, days: Int) -> [Int] {
        guard let v else { return StackInput.glances(every: 30 * 60, from: 7 * 3600, to: 23 * 3600, days: days) }
        if case .array(let list) = v {
            if list.count > StackScenarios.maximumGlanceTimes {
                reader.fail("at most \(StackScenarios.maximumGlanceTimes) glance times (one a minute), this list has \(list.count)",
                            p.appending(index: StackScenarios.maximumGlanceTimes), hint: "use {every: 1, from: \"00:00\", to: \"23:59\"} for a glance every minute")
                return []
            }
            var times: [Int] = []
            for (i, item) in list.enumerated() { if let t = reader.clock(item, p.appending(index: i)), t < 86_400 { times.append(t) } }
            return (0..<days).flatMap { d in times.sorted().map { d * 86_400 + $0 } }
        }
        guard let o = reader.object(v, p, what: "{every: 30, from: \"07:00\", to: \"23:00\"} or a list of times") else { return [] }
        reader.checkKeys(o, p, allowed: ["every", "from", "to"], in: "glances")
        let every = o["every"].flatMap { reader.wholeNumber($0, p.appending(key: "every"), in: 1...1440, what: "minutes") } ?? 30
        let from = o["from"].flatMap { reader.clock($0, p.appending(key: "from")) } ?? 7 * 3600
        let to = o["to"].flatMap { reader.clock($0, p.appending(key: "to")) } ?? 23 * 3600
        if to < from { reader.fail("glances end before they start", p.appending(key: "to")) }
        return StackInput.glances(every: every * 60, from: from, to: min(to, 86_400 - 1), days: days)
    }

    private func donations(_ v: JSONValue?, _ p: JSONPath, layouts: [LoadedLayout], history: Int) -> [Donation] {
        guard let v, let list = reader.array(v, p, what: "an array of donations") else { return [] }
        if list.count > StackScenarios.maximumDonations {
            reader.fail("at most \(StackScenarios.maximumDonations) donations, this scenario has \(list.count)",
                        p.appending(index: StackScenarios.maximumDonations), hint: "give one donation several days with days: [-1, -2, ...]")
            return []
        }
        var byIntent: [String: WidgetDefinition] = [:]
        for l in layouts where byIntent[Self.intentName(l.definition)] == nil { byIntent[Self.intentName(l.definition)] = l.definition }
        var out: [Donation] = []
        for (i, item) in list.enumerated() {
            let dp = p.appending(index: i)
            guard let o = reader.object(item, dp, what: "{at: \"12:00\", days: [-1, -2], intent: \"...\", values: {...}}") else { continue }
            reader.checkKeys(o, dp, allowed: ["at", "day", "days", "intent", "values"], in: "a donation")
            let at = reader.require(o, "at", dp, in: "the donation").flatMap { reader.clock($0, dp.appending(key: "at")) }
            var days: [Int] = [0]
            if let dv = o["day"] { days = reader.wholeNumber(dv, dp.appending(key: "day"), in: -366...0, what: "a day (0 today, -1 yesterday)").map { [$0] } ?? [] }
            if let dv = o["days"], let dl = reader.array(dv, dp.appending(key: "days"), what: "a list of days (-1 yesterday, -2 ...)") {
                if o["day"] != nil { reader.fail("give day or days, not both", dp.appending(key: "days"), atKey: true) }
                if dl.count > 367 {
                    reader.fail("at most 367 days (0 to -366), this list has \(dl.count)", dp.appending(key: "days").appending(index: 367))
                    continue
                }
                days = dl.enumerated().compactMap { reader.wholeNumber($0.element, dp.appending(key: "days").appending(index: $0.offset), in: -366...0, what: "a day") }
            }
            guard let intentName = reader.require(o, "intent", dp, in: "the donation").flatMap({ reader.string($0, dp.appending(key: "intent"), what: "an intent name") }) else { continue }
            guard let definition = byIntent[intentName] else {
                reader.fail("no widget of the scenario has the intent '\(intentName)'", dp.appending(key: "intent"),
                            hint: ScenarioText.suggestion(intentName, byIntent.keys.sorted()) + " (an intent's name is intent.name, or the widget's kind)")
                continue
            }
            let values = o["values"].flatMap { reader.object($0, dp.appending(key: "values")) } ?? [:]
            var texts: [String: String] = [:]
            var valid = true
            if let intent = definition.intent {
                if !intent.predictable {
                    reader.fail("\(intentName) is not eligible for Siri Suggestions, so iOS refuses its donations (error 1901)", dp.appending(key: "intent"),
                                hint: "add predictable: true (and supportedCombinations) to the intent of \(definition.kind)")
                    continue
                }
                for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                    let vp = dp.appending(key: "values").appending(key: key)
                    guard let param = intent.parameter(named: key) else {
                        reader.fail("\(intentName) has no parameter named '\(key)'", vp, hint: ScenarioText.suggestion(key, intent.parameters.map(\.name)), atKey: true)
                        valid = false; continue
                    }
                    if let problem = Self.check(value, param, data: definition.data) { reader.fail(problem.0, vp, hint: problem.1); valid = false }
                    texts[key] = ScenarioText.value(value)
                }
                guard valid else { continue }
                guard let projected = SupportedCombinations.project(texts, intent.predictionCombinations) else {
                    let combos = intent.predictionCombinations.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: ", ")
                    reader.fail("the donation's values (\(texts.keys.sorted().joined(separator: ", "))) fill none of \(intentName)'s supported combinations, so iOS rejects it",
                                dp.appending(key: "values"), hint: "supported combinations: \(combos)")
                    continue
                }
                texts = projected
            } else if !values.isEmpty {
                reader.fail("\(definition.kind) has no configuration intent, so a donation has no values", dp.appending(key: "values"), atKey: true)
                continue
            }
            guard let at else { continue }
            for d in days { out.append(Donation(day: d, at: at, intent: intentName, values: texts)) }
        }
        return out
    }

    /// Whether a donated value suits the parameter: a message and hint when not.
    static func check(_ v: JSONValue, _ p: IntentParameter, data: [String: JSONValue]) -> (String, String)? {
        switch (p.type, v) {
        case (.string, .string), (.bool, .bool), (.integer, .number), (.decimal, .number): return nil
        case (.enumeration(let cases), .string(let s)):
            return cases.contains { $0.value == s } ? nil
                : ("\"\(s)\" is not a case of '\(p.name)'", ScenarioText.suggestion(s, cases.map(\.value)))
        case (.entity(let source), _):
            let ids = (data[source.collection]?.arrayValue ?? []).compactMap { $0[source.idKey] }
            return ids.contains(v) ? nil : ("no \(source.collection) item has the \(source.idKey) \(ScenarioText.value(v))",
                                              ScenarioText.suggestion(ScenarioText.value(v), ids.map(ScenarioText.value)))
        default: return ("expected a \(p.type.name) value for '\(p.name)'", "")
        }
    }

    private func parameters(_ v: JSONValue?, _ p: JSONPath) -> StackParameters {
        var out = StackParameters()
        guard let v, let o = reader.object(v, p) else { return out }
        reader.checkKeys(o, p, allowed: StackScenarios.parameterKeys, in: "parameters")
        func int(_ key: String, _ range: ClosedRange<Int>, _ what: String) -> Int? { o[key].flatMap { reader.wholeNumber($0, p.appending(key: key), in: range, what: what) } }
        if let n = int("rotationsPerWidgetPerDay", 0...1000, "a number of rotations") { out.rotationsPerWidgetPerDay = n }
        if let n = int("suggestionsPerDay", 0...1000, "a number of suggestions") { out.suggestionsPerDay = n }
        if let n = int("minDwell", 0...1440, "minutes") { out.minDwell = n * 60 }
        if let x = o["relevanceThreshold"].flatMap({ reader.boundedNumber($0, p.appending(key: "relevanceThreshold"), in: 0...1) }) { out.relevanceThreshold = x }
        if let n = int("history", 1...366, "a number of days") { out.history = n }
        if let n = int("habitMinDays", 1...366, "a number of days") {
            out.habitMinDays = n
            if n > out.history { reader.fail("habitMinDays (\(n)) is more than history (\(out.history))", p.appending(key: "habitMinDays")) }
        }
        if let n = int("habitWindow", 0...720, "minutes") { out.habitWindow = n * 60 }
        if let zv = o["zeroDuration"], let s = reader.string(zv, p.appending(key: "zeroDuration")) {
            if let z = StackParameters.ZeroDuration(rawValue: s) { out.zeroDuration = z } else {
                reader.fail("unknown zeroDuration '\(s)'", p.appending(key: "zeroDuration"), hint: ScenarioText.suggestion(s, StackParameters.ZeroDuration.allCases.map(\.rawValue)))
            }
        }
        if let b = o["developerMode"].flatMap({ reader.bool($0, p.appending(key: "developerMode")) }) { out.developerMode = b }
        if let n = int("minEntrySpacing", 0...1440, "minutes") { out.minEntrySpacing = n * 60 }
        if let n = int("reloadsPerDay", 1...10_000, "a number of reloads") { out.reloadsPerDay = n }
        return out
    }
}
