import Suggestions

/// Decodes `strings: {<locale>: {<text>: <translation>, …}, …}` and adds the translations'
/// bindings to the sites the ``BindingChecker`` checks (with the locals of the view they translate).
struct StringTableDecoder {
    let reader: Reader

    static let pluralKeys = ["plural", "zero", "one", "two", "few", "many", "other"]

    /// The texts of views (`Text`, a gauge's `label`/`currentValueLabel`) that have words outside `{…}`.
    static func isViewText(_ path: JSONPath) -> Bool {
        let c = path.components
        guard case .key(let k)? = c.last else {
            // A styled text's plain string run: `Text[i]`.
            if case .index? = c.last, c.count >= 2, case .key("Text") = c[c.count - 2] { return true }
            return false
        }
        // A styled text's run object: `Text[i].text`.
        if k == "text", c.count >= 3, case .index = c[c.count - 2], case .key("Text") = c[c.count - 3] { return true }
        return k == "Text" || k == "label" || k == "currentValueLabel"
    }

    static func hasWords(_ source: String) -> Bool {
        var depth = 0
        for c in source {
            if c == "{" { depth += 1 } else if c == "}" { depth = max(0, depth - 1) } else if depth == 0, c.isLetter { return true }
        }
        return false
    }

    func tables(_ value: JSONValue?, _ path: JSONPath, sites: [BindingSite], root: JSONValue) -> (StringTables, [BindingSite]) {
        var out = StringTables()
        var seen: Set<String> = []
        for site in sites where site.kind == .template && Self.isViewText(site.path) && Self.hasWords(site.source) {
            if seen.insert(site.source).inserted { out.texts.append((site.source, site.path)) }
        }
        guard let value, let byLocale = reader.object(value, path, what: "an object of string tables by locale, e.g. {ja: {\"Up Next\": \"次の予定\"}}") else { return (out, []) }
        let textSites = Dictionary(sites.filter { Self.isViewText($0.path) }.map { ($0.source, $0) }, uniquingKeysWith: { a, _ in a })
        let dataStrings = Self.strings(in: root)
        let keys = Array(textSites.keys).sorted()
        var extra: [BindingSite] = []
        for (locale, tableValue) in byLocale.sorted(by: { $0.key < $1.key }) {
            let lp = path.appending(key: locale)
            guard ExprLocale.shipped.contains(locale) else {
                var hint = "locales with formatting data: " + ExprLocale.shipped.joined(separator: ", ")
                if let near = Suggest.nearest(locale, in: ExprLocale.shipped) { hint = "did you mean '\(near)'? " + hint }
                if ExprLocale.isPseudo(locale) { hint = "pseudo-locales are generated from the English texts; they take no table" }
                reader.fail("unknown locale '\(locale)'", lp, hint: hint, atKey: true)
                continue
            }
            guard let table = reader.object(tableValue, lp, what: "an object of translations, e.g. {\"Up Next\": \"次の予定\"}") else { continue }
            out.tablePaths[locale] = lp
            let categories = ExprLocale.named(locale).pluralCategories
            var entries: [String: StringTables.Entry] = [:]
            for (key, v) in table.sorted(by: { $0.key < $1.key }) {
                let kp = lp.appending(key: key)
                let site = textSites[key]
                // A key with a binding must be a view's text; a plain key may also translate a value
                // that only the data (which changes) or a reload provides, so it is not checked against it.
                if site == nil && key.contains("{") && !dataStrings.contains(key) {
                    var hint = "a key is a view's text exactly as written (or a data string shown with '| localized')"
                    if let near = Suggest.nearest(key, in: keys) { hint = "did you mean '\(near)'? " + hint }
                    reader.fail("no text '\(key)' in the layout", kp, hint: hint, atKey: true)
                    continue
                }
                let locals = site?.locals ?? []
                switch v {
                case .string(let s):
                    entries[key] = .text(s)
                    extra.append(BindingSite(path: kp, source: s, kind: .template, locals: locals))
                case .object(let forms):
                    reader.checkKeys(forms, kp, allowed: Self.pluralKeys, in: "plural forms")
                    guard let selectorValue = forms["plural"], let selector = reader.string(selectorValue, kp.appending(key: "plural")) else {
                        reader.fail("plural forms need 'plural', the number that picks the form", kp, hint: "e.g. {plural: \"entry.count\", one: \"…\", other: \"…\"}")
                        continue
                    }
                    extra.append(BindingSite(path: kp.appending(key: "plural"), source: selector, kind: .expression, locals: locals))
                    var texts: [String: String] = [:]
                    for (category, formValue) in forms where category != "plural" && Self.pluralKeys.contains(category) {
                        let fp = kp.appending(key: category)
                        guard let t = reader.string(formValue, fp) else { continue }
                        if !categories.contains(category) {
                            reader.fail("\(locale) has no '\(category)' plural form", fp, hint: "CLDR \(ExprLocale.cldrVersion) gives \(locale): " + categories.joined(separator: ", "), atKey: true)
                        }
                        texts[category] = t
                        extra.append(BindingSite(path: fp, source: t, kind: .template, locals: locals))
                    }
                    if texts["other"] == nil {
                        reader.fail("plural forms need 'other'", kp, hint: "\(locale) uses: " + categories.joined(separator: ", "))
                    }
                    entries[key] = .plural(selector: selector, forms: texts)
                default:
                    reader.fail("expected a translation (a string) or plural forms (an object)", kp)
                }
            }
            out.tables[locale] = entries
        }
        return (out, extra)
    }

    /// Every string value in the file outside `strings` (data, entries, parameters), for keys that translate data.
    static func strings(in root: JSONValue) -> Set<String> {
        var out: Set<String> = []
        func walk(_ v: JSONValue) {
            switch v {
            case .string(let s): out.insert(s)
            case .array(let a): a.forEach(walk)
            case .object(let o): for (k, x) in o where k != "strings" { walk(x) }
            default: break
            }
        }
        if case .object(let o) = root { for (k, x) in o where k != "strings" && k != "view" && k != "views" { walk(x) } }
        return out
    }
}
