/// Text styling in layout files: the text modifiers (`{italic: true}`, `{underline: {color: "red"}}`,
/// `{kerning: 1}`, `{textCase: "uppercase"}`, ...) and the run objects of a styled text
/// (`{Text: ["Total ", {text: "{entry.sum}", font: {weight: "bold"}, foregroundColor: "green"}]}`).
extension ModifierDecoder {
    /// The character attributes, usable as a modifier on any view and as a key of a run object.
    static let textAttributeNames = ModifierCatalog.all.compactMap { ($0 as? TextAttributeModifier)?.name }
    /// The text modifiers: the attributes, `textCase`, `truncationMode` and `allowsTightening`.
    static let textModifierNames = ModifierCatalog.names(in: .text)
    /// The keys of a run object besides the attributes.
    static let runKeys = ["text", "font", "fontWeight", "fontDesign", "bold", "foregroundColor", "foregroundStyle"]

    /// Reads one character attribute into `a`; false when the value was wrong (reported).
    func textAttribute(_ name: String, _ arg: JSONValue, _ p: JSONPath, into a: inout TextAttributes<String>) -> Bool {
        func spacing() -> Double? { reader.number(arg, p, in: NumericRange.textSpacing, what: "a distance in points") }
        switch name {
        case "italic": a.italic = reader.bool(arg, p)
        case "monospacedDigit": a.monospacedDigit = reader.bool(arg, p)
        case "kerning": a.kerning = spacing()
        case "tracking": a.tracking = spacing()
        case "baselineOffset": a.baselineOffset = spacing()
        case "underline": a.underline = decoration(arg, p)
        case "strikethrough": a.strikethrough = decoration(arg, p)
        default: return false
        }
        return !a.isEmpty
    }

    /// `true`, `false`, or `{color: "red"}` (`isActive: false` turns an inherited line off).
    private func decoration(_ arg: JSONValue, _ p: JSONPath) -> TextDecoration<String>? {
        if case .bool(let b) = arg { return TextDecoration(isActive: b) }
        guard let o = reader.object(arg, p, what: "true, false or {color: \"red\"}") else { return nil }
        reader.checkKeys(o, p, allowed: ["isActive", "color"], in: "the line")
        let color = o["color"].flatMap { reader.string($0, p.appending(key: "color"), what: "a colour name") }
        if let color { views.site(p.appending(key: "color"), color, .color) }
        let active = o["isActive"].flatMap { reader.bool($0, p.appending(key: "isActive")) } ?? true
        return TextDecoration(isActive: active, color: color)
    }

    /// A styled text's runs: each item a string (a template) or a run object.
    func textRuns(_ items: [JSONValue], _ p: JSONPath) -> [TextRun<DeclaredPhase>] {
        if items.isEmpty { reader.fail("a styled text needs at least one run", p, hint: "write [\"Hello \", {text: \"world\", italic: true}]") }
        return items.enumerated().compactMap { i, item in
            let ip = p.appending(index: i)
            if case .string(let s) = item {
                views.site(ip, s, .template)
                return TextRun(text: s)
            }
            guard let o = reader.object(item, ip, what: "a string or a run such as {text: \"world\", italic: true}") else { return nil }
            reader.checkKeys(o, ip, allowed: Self.runKeys + Self.textAttributeNames, in: "the text run")
            guard let textValue = reader.require(o, "text", ip, in: "the text run"),
                  let text = reader.string(textValue, ip.appending(key: "text"), what: "the run's text (a string, may contain {bindings})") else { return nil }
            views.site(ip.appending(key: "text"), text, .template)
            var run = TextRun<DeclaredPhase>(text: text, isObject: true)
            run.font = o["font"].flatMap { font($0, ip.appending(key: "font")) }
            run.weight = o["fontWeight"].flatMap { reader.choice($0, ip.appending(key: "fontWeight"), FontWeight.self, what: "font weight") }
            if let b = o["bold"], reader.bool(b, ip.appending(key: "bold")) == true { run.weight = .bold }
            run.design = o["fontDesign"].flatMap { reader.choice($0, ip.appending(key: "fontDesign"), FontDesign.self, what: "font design") }
            for key in ["foregroundColor", "foregroundStyle"] {
                guard let v = o[key], let c = reader.string(v, ip.appending(key: key), what: "a colour name") else { continue }
                views.site(ip.appending(key: "foregroundColor"), c, .color)
                run.foreground = c
            }
            for name in Self.textAttributeNames {
                if let v = o[name] { _ = textAttribute(name, v, ip.appending(key: name), into: &run.attributes) }
            }
            return run
        }
    }
}
