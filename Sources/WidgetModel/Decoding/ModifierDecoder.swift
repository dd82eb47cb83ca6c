/// Decodes a view's `modifiers` array: each item is a single-key object such as `{padding: 16}`,
/// decoded by its ``ModifierCatalog`` entry.
struct ModifierDecoder {
    /// Every modifier name, in catalog order (the "modifiers: ..." hint lists them so).
    static let names = ModifierCatalog.names()

    unowned let views: ViewDecoder
    var reader: Reader { views.reader }

    static let shapeViews = Set(ViewCatalog.shapeNames)

    /// `view`: the name of the modified view (nil: not known), which shape and image modifiers check.
    func list(_ value: JSONValue, _ path: JSONPath, view: String? = nil) -> [Modifier] {
        guard let items = reader.array(value, path, what: "an array of modifiers such as [{padding: 8}]") else { return [] }
        return items.enumerated().compactMap { modifier($1, path.appending(index: $0), view: view) }
    }

    private func modifier(_ value: JSONValue, _ path: JSONPath, view: String?) -> Modifier? {
        guard let o = reader.object(value, path, what: "a modifier such as {padding: 8}") else { return nil }
        guard o.count == 1, let (name, arg) = o.first else {
            reader.fail(o.isEmpty ? "empty modifier" : "a modifier object has exactly one key, found \(o.count): \(o.keys.sorted().joined(separator: ", "))",
                        path, hint: "write each modifier as its own array item: [{padding: 8}, {font: \"headline\"}]")
            return nil
        }
        let p = path.appending(key: name)
        guard Self.names.contains(name) else {
            // Too many modifiers to list after a near match; with no near match, list them all (never an empty hint).
            let near = suggestion(name, Self.names)
            reader.fail("unknown modifier '\(name)'", p, hint: near.isEmpty ? "modifiers: " + Self.names.joined(separator: ", ") : near, atKey: true)
            return nil
        }
        guard let entry = ModifierCatalog.byName[name] else { return nil }
        if let only = entry.restriction, let view, !only.views.contains(view) {
            reader.fail("\(name) applies only to \(only.what)", p, hint: only.hint, atKey: true)
            return nil
        }
        return entry.decode(name, arg, p, self)
    }

    /// An `anchor` key: a unit point name, default `center`.
    func anchor(_ o: [String: JSONValue], _ p: JSONPath) -> UnitPoint {
        o["anchor"].flatMap { reader.choice($0, p.appending(key: "anchor"), UnitPoint.self, what: "anchor") } ?? .center
    }

    /// background/overlay content: a colour name, a view, or {content: view, alignment: ...}.
    func secondary(_ arg: JSONValue, _ p: JSONPath) -> (ViewNode, Alignment)? {
        if case .string(let s) = arg {
            views.site(p, s, .color)
            return (ViewNode(kind: .content(.color(s)), modifiers: [], sourcePath: p), .center)
        }
        guard let o = reader.object(arg, p, what: "a colour name, a view, or {content: view, alignment: ...}") else { return nil }
        if o.keys.contains(where: { $0.first?.isUppercase == true }) {
            return views.view(arg, p).map { ($0, .center) }
        }
        reader.checkKeys(o, p, allowed: ["content", "alignment"], in: "the modifier")
        guard let c = reader.require(o, "content", p, in: "the modifier") else { return nil }
        let alignment = o["alignment"].flatMap { views.alignment($0, p.appending(key: "alignment")) } ?? .center
        if case .string(let s) = c {
            views.site(p.appending(key: "content"), s, .color)
            return (ViewNode(kind: .content(.color(s)), modifiers: [], sourcePath: p.appending(key: "content")), alignment)
        }
        return views.view(c, p.appending(key: "content")).map { ($0, alignment) }
    }

    func font(_ arg: JSONValue, _ p: JSONPath) -> FontSpec? {
        if case .string = arg {
            return reader.choice(arg, p, TextStyle.self, what: "text style").map { FontSpec(style: $0) }
        }
        guard let o = reader.object(arg, p, what: "a text style such as \"headline\" or {size: 40, weight: \"bold\"}") else { return nil }
        reader.checkKeys(o, p, allowed: ["style", "size", "weight", "design", "family", "relativeTo"], in: "font")
        let family = o["family"].flatMap { reader.string($0, p.appending(key: "family"), what: "a font family name") }
        if let family, family.isEmpty || family.count > 64 || family.contains(where: { $0 == "," || $0.isNewline || $0.unicodeScalars.contains { $0.value < 0x20 } }) {
            reader.fail("a font family is 1 to 64 characters, with no commas or control characters", p.appending(key: "family"),
                        hint: "name one family, such as \"Material Icons\"")
        }
        let spec = FontSpec(style: o["style"].flatMap { reader.choice($0, p.appending(key: "style"), TextStyle.self, what: "text style") },
                            size: o["size"].flatMap { reader.number($0, p.appending(key: "size"), in: NumericRange.fontSize, what: "a font size") },
                            weight: o["weight"].flatMap { reader.choice($0, p.appending(key: "weight"), FontWeight.self, what: "font weight") },
                            design: o["design"].flatMap { reader.choice($0, p.appending(key: "design"), FontDesign.self, what: "font design") },
                            family: family,
                            relativeTo: o["relativeTo"].flatMap { reader.choice($0, p.appending(key: "relativeTo"), TextStyle.self, what: "text style") })
        if spec.relativeTo != nil && spec.size == nil {
            reader.fail("relativeTo scales a font of a size; a text style scales by itself", p.appending(key: "relativeTo"),
                        hint: "use {size: 30, relativeTo: \"title\"}, or the style alone")
        }
        if spec.style != nil && spec.size != nil {
            reader.fail("a font has either a text style or a size, not both", p, hint: "use {size: 40, weight: \"bold\"} for a fixed-size system font")
        }
        return spec
    }
}
