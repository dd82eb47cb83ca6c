import Suggestions

/// Reads a layout file that declares a Live Activity (`activity`) or a control (`control`) instead
/// of a Home Screen widget (docs/format.md, "Live Activities and controls"). Such a file has no
/// `families` and no `view`; an activity's content states are its `timeline` entries.
struct SurfaceDecoder {
    let reader: Reader

    static let activityKeys = ["$schema", "kind", "displayName", "description", "data", "colors", "timeline", "activity", "lint", "strings"]
    static let controlKeys = ["$schema", "kind", "displayName", "description", "colors", "control", "lint"]
    /// A control file's definition has no timeline; this one entry stands in for it.
    static let controlDate = "2026-06-01T09:41:00Z"

    func definition(_ o: [String: JSONValue], root: JSONValue) -> WidgetDefinition? {
        let top = JSONPath()
        let isActivity = o["activity"] != nil
        if isActivity, o["control"] != nil {
            reader.fail("a file declares an activity or a control, not both", top.appending(key: "control"), hint: "put the control in its own file", atKey: true)
        }
        let allowed = isActivity ? Self.activityKeys : Self.controlKeys
        for key in o.keys.sorted() where !allowed.contains(key) {
            let what = isActivity ? "a Live Activity file" : "a control file"
            let hint = ["families", "view", "views", "timeline", "intent", "instances", "graphic", "placeholder"].contains(key)
                ? "\(what) has no '\(key)': it draws the \(isActivity ? "Lock Screen and Dynamic Island" : "Control Center and Lock Screen") presentations"
                : suggestion(key, allowed)
            reader.fail("unknown key '\(key)' in \(what)", top.appending(key: key), hint: hint, atKey: true)
        }
        func str(_ key: String) -> String? {
            guard let v = o[key] else { reader.fail("the file is missing the required key '\(key)'", top); return nil }
            return reader.string(v, top.appending(key: key))
        }
        let kind = str("kind")
        if let kind, !PathName.isValidKind(kind) {
            reader.fail("the kind '\(PathName.shown(kind))' must be \(PathName.kindRule)", top.appending(key: "kind"), hint: "it is used in output file names")
        }
        let displayName = str("displayName"), description = str("description")
        let data = o["data"].flatMap { reader.object($0, top.appending(key: "data")) } ?? [:]
        let colors = o["colors"].map { ColorDecoder(reader: reader).colors($0, top.appending(key: "colors")) } ?? [:]
        if let lint = o["lint"] { reader.lintSuppression(lint, top.appending(key: "lint")) }
        let views = ViewDecoder(reader: reader)
        var activity: ActivityDefinition?
        var control: ControlDefinition?
        var timeline: Timeline?
        if let a = o["activity"] {
            timeline = TimelineDecoder(reader: reader).timeline(o["timeline"], top.appending(key: "timeline"))
            activity = ActivityDecoder(reader: reader, views: views, colors: colors).activity(a, top.appending(key: "activity"))
        } else if let c = o["control"] {
            control = ControlDecoder(reader: reader, colors: colors).control(c, top.appending(key: "control"))
            let date = ISODate.parse(Self.controlDate) ?? .distantPast
            timeline = Timeline(entries: [TimelineEntry(dateText: Self.controlDate, date: date, values: [:], relevance: nil)], policy: .never)
        }
        guard let kind, let displayName, let description, let timeline, activity != nil || control != nil else { return nil }
        var definition = WidgetDefinition(kind: kind, displayName: displayName, description: description, families: [], graphic: false,
                                          intent: nil, instances: [WidgetInstance(name: "default", values: [:])], data: data, timeline: timeline,
                                          placeholder: nil, colors: colors, views: ViewSet(shared: nil, perFamily: [:]))
        definition.activity = activity
        definition.control = control
        if isActivity {
            let (strings, translationSites) = StringTableDecoder(reader: reader).tables(o["strings"], top.appending(key: "strings"), sites: views.sites, root: root)
            definition.strings = strings
            definition.bindings = BindingChecker(reader: reader, definition: definition).check(views.sites + translationSites)
        }
        return definition
    }
}

/// A colour written outside a view (a tint): a name from `colors`, a system colour or hex.
func checkedColor(_ reader: Reader, _ v: JSONValue, _ path: JSONPath, colors: [String: NamedColor]) -> String? {
    guard let s = reader.string(v, path, what: "a colour name or \"#RRGGBB\"") else { return nil }
    if colors[s] != nil || SystemColors.all[s] != nil || RGBA(hex: s) != nil { return s }
    let known = colors.keys.sorted() + SystemColors.all.keys.sorted()
    var hint = "define it in colors, or use a system colour or #RRGGBB"
    if let near = Suggest.nearest(s, in: known) { hint = "did you mean '\(near)'? " + hint }
    reader.fail(s.hasPrefix("#") ? "'\(s)' is not a colour" : "unknown colour '\(s)'", path, hint: hint)
    return nil
}

/// `activity: {attributes, lockScreen, activityBackgroundTint, systemActionForegroundColor, dynamicIsland: {…}}`.
struct ActivityDecoder {
    let reader: Reader
    let views: ViewDecoder
    let colors: [String: NamedColor]

    static let keys = ["attributes", "lockScreen", "activityBackgroundTint", "systemActionForegroundColor", "dynamicIsland"]
    static let islandKeys = ["expanded", "compactLeading", "compactTrailing", "minimal", "keylineTint", "widgetURL", "contentMargins"]

    /// A view that binds `attributes.…` and `state.…`.
    private func view(_ v: JSONValue, _ p: JSONPath) -> ViewNode? {
        views.withLocal(ActivityBindings.attributes) { views.withLocal(ActivityBindings.state) { views.view(v, p) } }
    }

    private func requiredView(_ o: [String: JSONValue], _ key: String, _ p: JSONPath, in what: String) -> ViewNode? {
        guard let v = o[key] else {
            reader.fail("\(what) is missing the required key '\(key)'", p, hint: "\(key): {Text: \"…\"}")
            return nil
        }
        return view(v, p.appending(key: key))
    }

    func activity(_ v: JSONValue, _ path: JSONPath) -> ActivityDefinition? {
        guard let o = reader.object(v, path, what: "an activity: {attributes: {…}, lockScreen: {…}, dynamicIsland: {…}}") else { return nil }
        reader.checkKeys(o, path, allowed: Self.keys, in: "an activity")
        let attributes = o["attributes"].flatMap { reader.object($0, path.appending(key: "attributes")) } ?? [:]
        let lockScreen = requiredView(o, "lockScreen", path, in: "the activity")
        let tint = o["activityBackgroundTint"].flatMap { checkedColor(reader, $0, path.appending(key: "activityBackgroundTint"), colors: colors) }
        let action = o["systemActionForegroundColor"].flatMap { checkedColor(reader, $0, path.appending(key: "systemActionForegroundColor"), colors: colors) }
        guard let islandValue = o["dynamicIsland"] else {
            reader.fail("the activity is missing the required key 'dynamicIsland'", path,
                        hint: "dynamicIsland: {expanded: {…}, compactLeading: {…}, compactTrailing: {…}, minimal: {…}}")
            return nil
        }
        let ip = path.appending(key: "dynamicIsland")
        guard let island = reader.object(islandValue, ip, what: "the Dynamic Island: {expanded, compactLeading, compactTrailing, minimal}") else { return nil }
        reader.checkKeys(island, ip, allowed: Self.islandKeys, in: "the Dynamic Island")
        let leading = requiredView(island, "compactLeading", ip, in: "the Dynamic Island")
        let trailing = requiredView(island, "compactTrailing", ip, in: "the Dynamic Island")
        let minimal = requiredView(island, "minimal", ip, in: "the Dynamic Island")
        let regions = island["expanded"].map { expanded($0, ip.appending(key: "expanded")) } ?? []
        let keyline = island["keylineTint"].flatMap { checkedColor(reader, $0, ip.appending(key: "keylineTint"), colors: colors) }
        let url = island["widgetURL"].flatMap { reader.string($0, ip.appending(key: "widgetURL"), what: "a URL") }
        let margins = island["contentMargins"].map { contentMargins($0, ip.appending(key: "contentMargins")) } ?? []
        guard let lockScreen, let leading, let trailing, let minimal else { return nil }
        return ActivityDefinition(attributes: attributes, lockScreen: lockScreen, backgroundTint: tint, systemActionForegroundColor: action,
                                  compactLeading: leading, compactTrailing: trailing, minimal: minimal, expanded: regions,
                                  keylineTint: keyline, widgetURL: url, contentMargins: margins)
    }

    /// `expanded: {leading: view, trailing: {view: view, priority: 1}, center: …, bottom: …}`.
    private func expanded(_ v: JSONValue, _ p: JSONPath) -> [ActivityRegion] {
        guard let o = reader.object(v, p, what: "the expanded regions: {leading, trailing, center, bottom}") else { return [] }
        reader.checkKeys(o, p, allowed: ActivityRegion.Position.allCases.map(\.rawValue), in: "the expanded regions")
        var out: [ActivityRegion] = []
        for position in ActivityRegion.Position.allCases {
            guard let r = o[position.rawValue] else { continue }
            let rp = p.appending(key: position.rawValue)
            // {view: …, priority: …} or the view itself.
            if case .object(let ro) = r, ro["view"] != nil || ro["priority"] != nil {
                reader.checkKeys(ro, rp, allowed: ["view", "priority"], in: "an expanded region")
                let priority = ro["priority"].flatMap { reader.number($0, rp.appending(key: "priority"), in: -1000...1000, what: "a priority") } ?? 0
                if let node = requiredView(ro, "view", rp, in: "the region") { out.append(ActivityRegion(position: position, priority: priority, view: node)) }
            } else if let node = view(r, rp) {
                out.append(ActivityRegion(position: position, priority: 0, view: node))
            }
        }
        return out
    }

    /// `contentMargins: [{mode: "expanded", edges: ["leading", "trailing"], length: 8}]`.
    private func contentMargins(_ v: JSONValue, _ p: JSONPath) -> [ActivityContentMargin] {
        guard let list = reader.array(v, p, what: "a list of margins such as [{mode: \"expanded\", edges: [\"horizontal\"], length: 8}]") else { return [] }
        var out: [ActivityContentMargin] = []
        for (i, item) in list.enumerated() {
            let mp = p.appending(index: i)
            guard let o = reader.object(item, mp, what: "{mode: \"minimal\", edges: [\"all\"], length: 4}") else { continue }
            reader.checkKeys(o, mp, allowed: ["mode", "edges", "length"], in: "a content margin")
            let mode = reader.require(o, "mode", mp, in: "the margin").flatMap { reader.choice($0, mp.appending(key: "mode"), ActivityContentMargin.Mode.self, what: "island mode") }
            let length = reader.require(o, "length", mp, in: "the margin").flatMap { reader.number($0, mp.appending(key: "length"), in: NumericRange.length, what: "a length") }
            var edges = Set(ActivityContentMargin.Edge.allCases)
            if let ev = o["edges"], let names = reader.array(ev, mp.appending(key: "edges"), what: "a list of edges") {
                edges = []
                let known = ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]
                for (j, e) in names.enumerated() {
                    let ep = mp.appending(key: "edges").appending(index: j)
                    guard let s = reader.string(e, ep, what: "an edge name") else { continue }
                    switch s {
                    case "horizontal": edges.formUnion([.leading, .trailing])
                    case "vertical": edges.formUnion([.top, .bottom])
                    case "all": edges.formUnion(ActivityContentMargin.Edge.allCases)
                    default:
                        if let edge = ActivityContentMargin.Edge(rawValue: s) { edges.insert(edge) } else { reader.fail("unknown edge '\(s)'", ep, hint: suggestion(s, known)) }
                    }
                }
            }
            if let mode, let length { out.append(ActivityContentMargin(mode: mode, edges: edges, length: length)) }
        }
        return out
    }
}

/// `control: {template: "toggle", title: "Garage", off: {symbol, value}, on: {symbol, value}, tint}`.
struct ControlDecoder {
    let reader: Reader
    let colors: [String: NamedColor]

    static let keys = ["template", "title", "symbol", "off", "on", "tint", "actionHint"]

    func control(_ v: JSONValue, _ p: JSONPath) -> ControlDefinition? {
        guard let o = reader.object(v, p, what: "a control: {template: \"button\", title: \"…\", symbol: \"…\"}") else { return nil }
        reader.checkKeys(o, p, allowed: Self.keys, in: "a control")
        let template = reader.require(o, "template", p, in: "the control").flatMap { reader.choice($0, p.appending(key: "template"), ControlDefinition.Template.self, what: "control template") }
        let title = reader.require(o, "title", p, in: "the control").flatMap { reader.string($0, p.appending(key: "title")) }
        let symbol = o["symbol"].flatMap { reader.string($0, p.appending(key: "symbol"), what: "an SF Symbols name") }
        let tint = o["tint"].flatMap { checkedColor(reader, $0, p.appending(key: "tint"), colors: colors) }
        let hint = o["actionHint"].flatMap { reader.string($0, p.appending(key: "actionHint")) }
        let off = o["off"].flatMap { label($0, p.appending(key: "off")) }
        let on = o["on"].flatMap { label($0, p.appending(key: "on")) }
        if template == .button {
            for key in ["off", "on"] where o[key] != nil {
                reader.fail("a button has no '\(key)' state", p.appending(key: key), hint: "use template: \"toggle\" for a control with a value", atKey: true)
            }
        }
        guard let template, let title else { return nil }
        return ControlDefinition(template: template, title: title, symbol: symbol, off: off, on: on, tint: tint, actionHint: hint)
    }

    private func label(_ v: JSONValue, _ p: JSONPath) -> ControlValueLabel? {
        guard let o = reader.object(v, p, what: "a value label: {symbol: \"lock.fill\", value: \"Closed\"}") else { return nil }
        reader.checkKeys(o, p, allowed: ["symbol", "value"], in: "a value label")
        return ControlValueLabel(symbol: o["symbol"].flatMap { reader.string($0, p.appending(key: "symbol"), what: "an SF Symbols name") },
                                 value: o["value"].flatMap { reader.string($0, p.appending(key: "value")) })
    }
}
