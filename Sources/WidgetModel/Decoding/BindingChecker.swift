import Suggestions
/// Checks every binding in a file without running it: syntax, root names, and the first key after
/// `entry.`, `config.` and `data.` against the entries, parameters and app data the file declares.
/// It is the parser of bindings: what it parses is returned for the resolver, which only evaluates.
struct BindingChecker {
    let reader: Reader
    let definition: WidgetDefinition

    /// The names every binding can start from.
    static let roots = ["config", "data", "entry", "family", "env"]

    /// Checks every site; returns each distinct source parsed, for the resolver.
    func check(_ sites: [BindingSite]) -> ParsedBindings {
        var parsed = ParsedBindings()
        for site in sites {
            switch site.kind {
            case .expression:
                do {
                    let e = try parsed.expression(site.source)
                    checkPaths(e, base: 0, site)
                } catch {
                    reader.diagnostics.error(error.message, inStringAt: site.path, offset: error.offset, hint: error.hint)
                }
            case .template, .color:
                do {
                    let t = try parsed.template(site.source)
                    for (e, offset) in t.expressions { checkPaths(e, base: offset, site) }
                    if site.kind == .color, t.isConstant { checkColor(site.source, site.path) }
                } catch {
                    reader.diagnostics.error(error.message, inStringAt: site.path, offset: error.offset, hint: error.hint)
                }
            }
        }
        return parsed
    }

    private func checkColor(_ name: String, _ path: JSONPath) {
        if definition.colors[name] != nil || SystemColors.all[name] != nil || RGBA(hex: name) != nil { return }
        let known = definition.colors.keys.sorted() + SystemColors.all.keys.sorted()
        var hint = "define it in colors, or use a system colour or #RRGGBB"
        if let near = Suggest.nearest(name, in: known) { hint = "did you mean '\(near)'? " + hint }
        reader.diagnostics.error(name.hasPrefix("#") ? "'\(name)' is not a colour" : "unknown colour '\(name)'", at: path, hint: hint)
    }

    private func checkPaths(_ e: WidgetExpressions.Expression, base: Int, _ site: BindingSite) {
        for (path, offset) in e.referencedPaths {
            guard let root = path.first else { continue }
            let at = base + offset
            // An activity's views read `state.<key>` (the timeline's entries) and `attributes.<key>`.
            if let activity = definition.activity, site.locals.contains(root), root == ActivityBindings.state || root == ActivityBindings.attributes {
                guard path.count > 1 else { continue }
                let known = root == ActivityBindings.state ? Set(definition.timeline.entries.flatMap(\.values.keys)) : Set(activity.attributes.keys)
                unknownKey(root, path[1], known, at, site)
                continue
            }
            if site.locals.contains(root) { continue }
            guard Self.roots.contains(root) else {
                let names = Self.roots + site.locals
                reader.diagnostics.error("unknown name '\(root)'", inStringAt: site.path, offset: at,
                                         hint: suggestion(root, names.sorted()))
                continue
            }
            guard path.count > 1 else { continue }
            unknownKey(root, path[1], knownKeys(root), at, site)
        }
    }

    /// An error at the key when `known` does not have it, with the nearest known key.
    private func unknownKey(_ root: String, _ key: String, _ known: Set<String>, _ at: Int, _ site: BindingSite) {
        guard !known.contains(key) else { return }
        let list = known.sorted()
        var hint = list.isEmpty ? "\(root) has no keys" : "\(root) has: " + list.joined(separator: ", ")
        if let near = Suggest.nearest(key, in: list) { hint = "did you mean '\(root).\(near)'? " + hint }
        reader.diagnostics.error("unknown binding path '\(root).\(key)'", inStringAt: site.path, offset: at, hint: hint)
    }

    private func knownKeys(_ root: String) -> Set<String> {
        switch root {
        case "entry":
            var keys: Set<String> = ["date", "relevance"]
            for e in definition.timeline.entries { keys.formUnion(e.values.keys) }
            keys.formUnion(definition.placeholder?.keys ?? [:].keys)
            return keys
        case "config": return Set(definition.intent?.parameters.map(\.name) ?? [])
        case "data": return Set(definition.data.keys)
        case "env": return ExpressionEnvironment.keys
        default: return []
        }
    }
}
