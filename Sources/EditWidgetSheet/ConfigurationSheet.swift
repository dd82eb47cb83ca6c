import WidgetModel

/// The back of the widget ("Edit Widget") for one configured instance, as a view tree that the
/// layout engine and renderer draw like any widget: the display name and description, one row per
/// parameter in order (a dependent parameter only while its condition holds), in the intent's
/// accent and background colours, and for entity parameters the dynamic options, with a search
/// field when the parameter is searchable.
public enum ConfigurationSheet {
    public static func view(_ d: WidgetDefinition, instance: WidgetInstance) -> ResolvedView {
        var counter = 0
        func path() -> String { counter += 1; return "root/0/\(counter)" }
        let accent = color(d.intent?.accentColor, d, fallback: "blue")
        let background = color(d.intent?.backgroundColor, d, fallback: "secondarySystemBackground")
        func env(_ style: TextStyle, weight: FontWeight? = nil, color: NamedColor? = nil) -> ResolvedEnvironment {
            var e = ResolvedEnvironment()
            e.font = FontSpec(style: style, weight: weight)
            e.foreground = color
            e.lineLimit = 2
            return e
        }
        func text(_ s: String, _ style: TextStyle, weight: FontWeight? = nil, color: NamedColor? = nil) -> ResolvedView {
            ResolvedView(path: path(), content: .text(s), children: [], modifiers: [], environment: env(style, weight: weight, color: color))
        }
        func symbol(_ name: String, _ color: NamedColor?) -> ResolvedView {
            ResolvedView(path: path(), content: .symbol(name), children: [], modifiers: [], environment: env(.body, color: color))
        }
        func spacer() -> ResolvedView { ResolvedView(path: path(), content: .spacer(minLength: 8), children: [], modifiers: [], environment: ResolvedEnvironment()) }
        func stack(_ axis: StackAxis, _ kids: [ResolvedView], spacing: Double, modifiers: [ResolvedModifier.Kind] = []) -> ResolvedView {
            ResolvedView(path: path(), content: .stack(axis: axis, horizontal: .leading, vertical: .center, spacing: spacing), children: kids,
                         modifiers: modifiers.enumerated().map { ResolvedModifier(index: $0.offset, kind: $0.element) }, environment: ResolvedEnvironment())
        }
        func platter(_ content: ResolvedView) -> ResolvedView {
            let fill = ResolvedView(path: path(), content: .shape(.roundedRectangle(radius: 12, style: .continuous), fill: SystemColors.all["systemBackground"], stroke: nil, lineWidth: 0),
                                    children: [], modifiers: [], environment: ResolvedEnvironment())
            var c = content
            c.modifiers += [ResolvedModifier(index: c.modifiers.count, kind: .padding(EdgeInsets(top: 10, leading: 14, bottom: 10, trailing: 14))),
                            ResolvedModifier(index: c.modifiers.count + 1, kind: .frame(FrameSpec(maxWidth: .infinity, alignment: Alignment(.leading, .center)))),
                            ResolvedModifier(index: c.modifiers.count + 2, kind: .background(fill, .center))]
            return c
        }

        // The description keeps its lines (at most two) instead of being cut to one when the sheet is tight.
        func description(_ v: ResolvedView) -> ResolvedView {
            var v = v
            v.modifiers.append(ResolvedModifier(index: v.modifiers.count, kind: .fixedSize(horizontal: false, vertical: true)))
            return v
        }

        let values = Resolver(definition: d).configuration(for: instance)
        var rows: [ResolvedView] = [
            text(d.displayName, .title3, weight: .bold),
            description(text(d.description, .subheadline, color: SystemColors.all["secondary"])),
        ]
        for p in d.intent?.parameters ?? [] {
            if let condition = p.showWhen {
                let parent = instance.values[condition.parameter] ?? d.intent?.parameter(named: condition.parameter)?.defaultValue
                if !condition.isSatisfied(by: parent) { continue }
            }
            let value = instance.values[p.name] ?? p.defaultValue ?? .null
            var trailing: [ResolvedView] = []
            switch p.type {
            case .bool:
                let on = value.boolValue ?? false
                let knob = ResolvedView(path: path(), content: .shape(.circle, fill: SystemColors.all["white"], stroke: nil, lineWidth: 0), children: [],
                                        modifiers: [ResolvedModifier(index: 0, kind: .frame(FrameSpec(width: 27, height: 27)))], environment: ResolvedEnvironment())
                let track = ResolvedView(path: path(), content: .shape(.capsule, fill: on ? accent : SystemColors.all["gray"], stroke: nil, lineWidth: 0), children: [],
                                         modifiers: [], environment: ResolvedEnvironment())
                trailing = [ResolvedView(path: path(), content: .zstack(Alignment(on ? .trailing : .leading, .center)), children: [track, knob],
                                         modifiers: [ResolvedModifier(index: 0, kind: .frame(FrameSpec(width: 51, height: 31))),
                                                     ResolvedModifier(index: 1, kind: .padding(EdgeInsets(all: 0)))], environment: ResolvedEnvironment())]
            default:
                trailing = [text(display(p, value, values, d), .body, color: accent), symbol("chevron.right", SystemColors.all["tertiary"])]
            }
            rows.append(platter(stack(.horizontal, [text(p.title, .body)] + [spacer()] + trailing, spacing: 6)))
            if case .entity(let source) = p.type {
                var options: [ResolvedView] = []
                if source.searchable {
                    options.append(platter(stack(.horizontal, [symbol("magnifyingglass", SystemColors.all["secondary"]),
                                                               text("Search", .body, color: SystemColors.all["secondary"])], spacing: 6)))
                }
                for item in (d.data[source.collection]?.arrayValue ?? []).prefix(6) {
                    let title = item[source.titleKey]?.stringValue ?? item[source.idKey].map { "\($0)" } ?? "?"
                    let selected = item[source.idKey] == value
                    options.append(stack(.horizontal, [text(title, .subheadline), spacer()] + (selected ? [symbol("checkmark", accent)] : []), spacing: 6,
                                         modifiers: [.padding(EdgeInsets(top: 2, leading: 14, bottom: 2, trailing: 14))]))
                }
                rows.append(stack(.vertical, options, spacing: 6))
            }
        }
        if d.intent == nil || d.intent?.parameters.isEmpty == true {
            rows.append(text("This widget has no options.", .subheadline, color: SystemColors.all["secondary"]))
        }
        let bg = ResolvedView(path: "root/0#9", content: .color(background), children: [], modifiers: [], environment: ResolvedEnvironment())
        return ResolvedView(path: "root/0", content: .stack(axis: .vertical, horizontal: .leading, vertical: .center, spacing: 10), children: rows,
                            modifiers: [ResolvedModifier(index: 0, kind: .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: Alignment(.leading, .top)))),
                                        ResolvedModifier(index: 9, kind: .containerBackground(bg))],
                            environment: ResolvedEnvironment())
    }

    /// The value as the row shows it: an enum case's title, an entity's title, a number, the text.
    /// The value of a parameter as the sheet's row shows it.
    public static func display(_ p: IntentParameter, _ value: JSONValue, _ resolved: [String: JSONValue], _ d: WidgetDefinition) -> String {
        switch p.type {
        case .enumeration(let cases): return cases.first { $0.value == value.stringValue }?.title ?? value.stringValue ?? "Choose"
        case .entity(let source): return resolved[p.name]?[source.titleKey]?.stringValue ?? "Choose"
        case .bool: return value.boolValue == true ? "On" : "Off"
        default:
            switch value {
            case .string(let s): return s.isEmpty ? "—" : s
            case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
            case .null: return "Choose"
            default: return "\(value)"
            }
        }
    }

    private static func color(_ name: String?, _ d: WidgetDefinition, fallback: String) -> NamedColor {
        if let name, let c = d.colors[name] ?? SystemColors.all[name] { return c }
        return SystemColors.all[fallback] ?? NamedColor(RGBA(0, 0.48, 1))
    }
}
