/// Decodes a view's `modifiers` array: each item is a single-key object such as `{padding: 16}`.
struct ModifierDecoder {
    static let names = ["padding", "frame", "layoutPriority", "fixedSize", "aspectRatio", "scaledToFit", "scaledToFill",
                        "background", "overlay", "foregroundColor", "foregroundStyle", "opacity", "clipShape", "cornerRadius",
                        "font", "lineLimit", "minimumScaleFactor", "multilineTextAlignment", "widgetURL", "link",
                        "unredacted", "privacySensitive", "widgetAccentable", "contentMarginsDisabled",
                        "containerBackground", "containerShape", "offset", "scaleEffect", "rotationEffect",
                        "trim", "stroke", "strokeBorder", "renderingMode", "widgetAccentedRenderingMode", "environment",
                        "gridCellColumns", "gridColumnAlignment", "gridCellUnsizedAxes", "imageScale"]
        + ModifierDecoder.textModifierNames + effectNames
    /// Modifiers of SwiftUI's `Shape` protocol: only on a shape view.
    static let shapeOnly: Set<String> = ["trim", "stroke", "strokeBorder"]

    unowned let views: ViewDecoder
    var reader: Reader { views.reader }

    static let shapeViews: Set<String> = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape", "Path"]

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
        if name == "renderingMode", let view, view != "Image" {
            reader.fail("renderingMode applies only to an Image", p, hint: "tint an image with [{renderingMode: \"template\"}, {foregroundColor: \"accent\"}]", atKey: true)
            return nil
        }
        if name == "widgetAccentedRenderingMode", let view, view != "Image" {
            reader.fail("widgetAccentedRenderingMode applies only to an Image", p, hint: "mark other views with {widgetAccentable: true}", atKey: true)
            return nil
        }
        if Self.shapeOnly.contains(name), let view, !Self.shapeViews.contains(view) {
            reader.fail("\(name) applies only to a shape view", p, hint: "shapes: Rectangle, RoundedRectangle, Circle, Capsule, Ellipse, ContainerRelativeShape", atKey: true)
            return nil
        }
        switch name {
        case "padding": return padding(arg, p).map { .layer(.padding($0)) }
        case "renderingMode":
            return reader.choice(arg, p, ImageRenderingMode.self, what: "rendering mode").map { .layer(.renderingMode($0)) }
        case "widgetAccentedRenderingMode":
            return reader.choice(arg, p, WidgetAccentedRenderingMode.self, what: "accented rendering mode").map { .layer(.widgetAccentedRenderingMode($0)) }
        case "gridCellColumns":
            return reader.integer(arg, p, in: 1...1_000).map { .layer(.gridCellColumns($0)) }
        case "gridColumnAlignment":
            return reader.choice(arg, p, HorizontalAlignment.self, what: "horizontal alignment").map { .layer(.gridColumnAlignment($0)) }
        case "gridCellUnsizedAxes":
            guard let s = reader.string(arg, p, what: "the axes: horizontal, vertical or both") else { return nil }
            let axes: [String: AxisSet] = ["horizontal": .horizontal, "vertical": .vertical, "both": .both]
            guard let a = axes[s] else { reader.fail("unknown axes '\(s)'", p, hint: "expected horizontal, vertical or both"); return nil }
            return .layer(.gridCellUnsizedAxes(a))
        case "offset":
            guard let o = reader.object(arg, p, what: "an offset such as {x: 0, y: 10}") else { return nil }
            reader.checkKeys(o, p, allowed: ["x", "y"], in: "offset")
            func n(_ k: String) -> Double { o[k].flatMap { reader.number($0, p.appending(key: k), in: NumericRange.offset, what: "a distance") } ?? 0 }
            return .layer(.offset(x: n("x"), y: n("y")))
        case "scaleEffect":
            if case .number = arg {
                return reader.number(arg, p, in: NumericRange.scaleEffect, what: "a scale").map { .layer(.scaleEffect(x: $0, y: $0, anchor: .center)) }
            }
            guard let o = reader.object(arg, p, what: "a scale or {scale: 0.72, anchor: \"center\"} or {x: 1, y: -1}") else { return nil }
            reader.checkKeys(o, p, allowed: ["scale", "x", "y", "anchor"], in: "scaleEffect")
            func n(_ k: String) -> Double? { o[k].flatMap { reader.number($0, p.appending(key: k), in: NumericRange.scaleEffect, what: "a scale") } }
            if o["scale"] != nil && (o["x"] != nil || o["y"] != nil) {
                reader.fail("a scaleEffect has either scale or x/y, not both", p)
            }
            let both = n("scale")
            return .layer(.scaleEffect(x: both ?? n("x") ?? 1, y: both ?? n("y") ?? 1, anchor: anchor(o, p)))
        case "rotationEffect":
            if case .number = arg {
                return reader.number(arg, p, in: NumericRange.degrees, what: "an angle in degrees").map { .layer(.rotationEffect(degrees: $0, anchor: .center)) }
            }
            guard let o = reader.object(arg, p, what: "an angle in degrees or {degrees: 135, anchor: \"center\"}") else { return nil }
            reader.checkKeys(o, p, allowed: ["degrees", "anchor"], in: "rotationEffect")
            guard let d = reader.require(o, "degrees", p, in: "rotationEffect").flatMap({ reader.number($0, p.appending(key: "degrees"), in: NumericRange.degrees, what: "an angle in degrees") }) else { return nil }
            return .layer(.rotationEffect(degrees: d, anchor: anchor(o, p)))
        case "trim":
            guard let o = reader.object(arg, p, what: "{from: 0, to: 0.75}") else { return nil }
            reader.checkKeys(o, p, allowed: ["from", "to"], in: "trim")
            let from = o["from"].flatMap { reader.number($0, p.appending(key: "from"), in: NumericRange.fraction, what: "a fraction") } ?? 0
            let to = o["to"].flatMap { reader.number($0, p.appending(key: "to"), in: NumericRange.fraction, what: "a fraction") } ?? 1
            return .layer(.trim(from: from, to: to))
        case "stroke", "strokeBorder":
            return stroke(arg, p).map { .layer(.stroke($0.0, $0.1, border: name == "strokeBorder")) }
        case "frame": return frame(arg, p).map { .layer(.frame($0)) }
        case "layoutPriority": return reader.number(arg, p, in: NumericRange.layoutPriority).map { .layer(.layoutPriority($0)) }
        case "fixedSize":
            if case .bool(let b) = arg { return .layer(.fixedSize(horizontal: b, vertical: b)) }
            guard let o = reader.object(arg, p, what: "true or {horizontal: true, vertical: false}") else { return nil }
            reader.checkKeys(o, p, allowed: ["horizontal", "vertical"], in: "fixedSize")
            return .layer(.fixedSize(horizontal: o["horizontal"].flatMap { reader.bool($0, p.appending(key: "horizontal")) } ?? false,
                                     vertical: o["vertical"].flatMap { reader.bool($0, p.appending(key: "vertical")) } ?? false))
        case "aspectRatio":
            if case .number = arg { return reader.number(arg, p, in: NumericRange.aspectRatio).map { .layer(.aspectRatio($0, .fit)) } }
            guard let o = reader.object(arg, p, what: "a ratio or {ratio: 1.5, contentMode: \"fit\"}") else { return nil }
            reader.checkKeys(o, p, allowed: ["ratio", "contentMode"], in: "aspectRatio")
            let ratio = o["ratio"].flatMap { reader.number($0, p.appending(key: "ratio"), in: NumericRange.aspectRatio) }
            let mode = o["contentMode"].flatMap { reader.choice($0, p.appending(key: "contentMode"), ContentMode.self, what: "content mode") } ?? .fit
            return .layer(.aspectRatio(ratio, mode))
        case "scaledToFit", "scaledToFill":
            guard reader.bool(arg, p) == true else { return nil }
            return .layer(.aspectRatio(nil, name == "scaledToFit" ? .fit : .fill))
        case "background", "overlay":
            guard let (content, alignment) = secondary(arg, p) else { return nil }
            return .layer(name == "background" ? .background(content, alignment) : .overlay(content, alignment))
        case "containerBackground":
            guard let (content, _) = secondary(arg, p) else { return nil }
            return .layer(.containerBackground(content))
        case "foregroundColor", "foregroundStyle":
            guard let s = reader.string(arg, p, what: "a colour name") else { return nil }
            views.site(p, s, .color)
            return .environment(.foregroundColor(s))
        case "opacity":
            return reader.number(arg, p, in: NumericRange.opacity, what: "an opacity").map { .layer(.opacity($0)) }
        case "clipShape", "containerShape":
            guard let s = views.shapeValue(arg, p) else { return nil }
            return .layer(name == "clipShape" ? .clipShape(s) : .containerShape(s))
        case "cornerRadius": return reader.number(arg, p, in: NumericRange.length, what: "a radius").map { .layer(.cornerRadius($0)) }
        case "font": return font(arg, p).map { .environment(.font($0)) }
        case "lineLimit":
            if arg == .null { return .environment(.lineLimit(nil)) }
            return reader.integer(arg, p, in: NumericRange.lineLimit).map { .environment(.lineLimit($0)) }
        case "minimumScaleFactor":
            return reader.number(arg, p, in: NumericRange.scaleFactor, what: "a scale factor").map { .environment(.minimumScaleFactor($0)) }
        case "multilineTextAlignment":
            return reader.choice(arg, p, HorizontalAlignment.self, what: "text alignment").map { .environment(.multilineTextAlignment($0)) }
        case "environment": return environment(arg, p)
        case _ where Self.textModifierNames.contains(name): return textModifier(name, arg, p)
        case _ where Self.effectNames.contains(name): return effect(name, arg, p)
        case "imageScale":
            return reader.choice(arg, p, SymbolScale.self, what: "image scale").map { .environment(.imageScale($0)) }
        case "widgetURL", "link":
            guard let s = reader.string(arg, p, what: "a URL") else { return nil }
            views.site(p, s, .template)
            return .layer(name == "link" ? .link(s) : .widgetURL(s))
        default: // flags
            guard let b = reader.bool(arg, p) else { return nil }
            guard b else { return nil }
            switch name {
            case "unredacted": return .environment(.unredacted)
            case "privacySensitive": return .environment(.privacySensitive)
            case "widgetAccentable": return .environment(.widgetAccentable)
            default: return .contentMarginsDisabled
            }
        }
    }

    /// `{environment: {layoutDirection: "rightToLeft"}}`: sets an environment value for the view and
    /// everything inside it, as SwiftUI's `.environment(\.layoutDirection, .rightToLeft)`.
    private func environment(_ arg: JSONValue, _ p: JSONPath) -> Modifier? {
        let example = "{environment: {layoutDirection: \"rightToLeft\"}}"
        guard case .object(let o) = arg else {
            reader.fail("expected an object of environment values, found \(reader.describe(arg))", p, hint: "write \(example)")
            return nil
        }
        let keys = ["layoutDirection"]
        reader.checkKeys(o, p, allowed: keys, in: "environment")
        guard let value = o["layoutDirection"] else {
            if o.isEmpty { reader.fail("environment needs a value", p, hint: "write \(example); keys: " + keys.joined(separator: ", ")) }
            return nil
        }
        return reader.choice(value, p.appending(key: "layoutDirection"), LayoutDirection.self, what: "layout direction")
            .map { .environment(.layoutDirection($0)) }
    }

    /// An `anchor` key: a unit point name, default `center`.
    private func anchor(_ o: [String: JSONValue], _ p: JSONPath) -> UnitPoint {
        o["anchor"].flatMap { reader.choice($0, p.appending(key: "anchor"), UnitPoint.self, what: "anchor") } ?? .center
    }

    /// `"tint"` or `{color, lineWidth, lineCap, lineJoin, dash, dashPhase}`: the colour (nil: foreground) and style.
    private func stroke(_ arg: JSONValue, _ p: JSONPath) -> (String?, StrokeStyle)? {
        if case .string(let s) = arg {
            views.site(p.appending(key: "color"), s, .color)
            return (s, StrokeStyle())
        }
        guard let o = reader.object(arg, p, what: "a colour name or {color: \"tint\", lineWidth: 15, lineCap: \"round\"}") else { return nil }
        reader.checkKeys(o, p, allowed: ["color", "lineWidth", "lineCap", "lineJoin", "dash", "dashPhase"], in: "the stroke")
        let color = o["color"].flatMap { reader.string($0, p.appending(key: "color"), what: "a colour name") }
        if let color { views.site(p.appending(key: "color"), color, .color) }
        var style = StrokeStyle()
        style.lineWidth = o["lineWidth"].flatMap { reader.number($0, p.appending(key: "lineWidth"), in: NumericRange.lineWidth, what: "a line width") } ?? 1
        style.lineCap = o["lineCap"].flatMap { reader.choice($0, p.appending(key: "lineCap"), LineCap.self, what: "line cap") } ?? .butt
        style.lineJoin = o["lineJoin"].flatMap { reader.choice($0, p.appending(key: "lineJoin"), LineJoin.self, what: "line join") } ?? .miter
        if let list = o["dash"].flatMap({ reader.array($0, p.appending(key: "dash"), what: "an array of dash lengths such as [4, 2]") }) {
            style.dash = list.enumerated().compactMap { reader.number($1, p.appending(key: "dash").appending(index: $0), in: NumericRange.lineWidth, what: "a dash length") }
            if !style.dash.isEmpty && style.dash.allSatisfy({ $0 == 0 }) {
                reader.fail("a dash pattern needs a length above 0", p.appending(key: "dash"))
            }
        }
        style.dashPhase = o["dashPhase"].flatMap { reader.number($0, p.appending(key: "dashPhase"), in: NumericRange.offset, what: "a dash phase") } ?? 0
        return (color, style)
    }

    /// background/overlay content: a colour name, a view, or {content: view, alignment: ...}.
    private func secondary(_ arg: JSONValue, _ p: JSONPath) -> (ViewNode, Alignment)? {
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

    private func padding(_ arg: JSONValue, _ p: JSONPath) -> EdgeInsets? {
        if case .number = arg { return reader.number(arg, p, in: NumericRange.length, what: "a length").map { EdgeInsets(all: $0) } }
        guard let o = reader.object(arg, p, what: "a length or {edges: [...], length: 8} or {top: 4, leading: 8}") else { return nil }
        let sides = ["top", "leading", "bottom", "trailing"]
        reader.checkKeys(o, p, allowed: sides + ["edges", "length"], in: "padding")
        if o.keys.contains(where: { sides.contains($0) }) {
            if o["edges"] != nil || o["length"] != nil {
                reader.fail("use either edges/length or top/leading/bottom/trailing, not both", p)
            }
            func side(_ k: String) -> Double { o[k].flatMap { reader.number($0, p.appending(key: k), in: NumericRange.length, what: "a length") } ?? 0 }
            return EdgeInsets(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing"))
        }
        let length = o["length"].flatMap { reader.number($0, p.appending(key: "length"), in: NumericRange.length, what: "a length") } ?? 16
        guard let edgesValue = o["edges"] else { return EdgeInsets(all: length) }
        guard let edges = reader.array(edgesValue, p.appending(key: "edges")) else { return nil }
        var insets = EdgeInsets.zero
        let names = ["top", "bottom", "leading", "trailing", "horizontal", "vertical", "all"]
        for (i, e) in edges.enumerated() {
            let ep = p.appending(key: "edges").appending(index: i)
            guard let s = reader.string(e, ep, what: "an edge name") else { continue }
            switch s {
            case "top": insets.top = length
            case "bottom": insets.bottom = length
            case "leading": insets.leading = length
            case "trailing": insets.trailing = length
            case "horizontal": insets.leading = length; insets.trailing = length
            case "vertical": insets.top = length; insets.bottom = length
            case "all": insets = EdgeInsets(all: length)
            default: reader.fail("unknown edge '\(s)'", ep, hint: suggestion(s, names))
            }
        }
        return insets
    }

    private func frame(_ arg: JSONValue, _ p: JSONPath) -> FrameSpec? {
        guard let o = reader.object(arg, p, what: "an object such as {width: 100} or {maxWidth: Infinity}") else { return nil }
        let keys = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]
        reader.checkKeys(o, p, allowed: keys, in: "frame")
        func n(_ k: String, inf: Bool) -> Double? { o[k].flatMap { reader.number($0, p.appending(key: k), in: NumericRange.length, allowInfinity: inf, what: "a length") } }
        var f = FrameSpec(width: n("width", inf: false), height: n("height", inf: false),
                          minWidth: n("minWidth", inf: false), idealWidth: n("idealWidth", inf: false), maxWidth: n("maxWidth", inf: true),
                          minHeight: n("minHeight", inf: false), idealHeight: n("idealHeight", inf: false), maxHeight: n("maxHeight", inf: true))
        f.alignment = o["alignment"].flatMap { views.alignment($0, p.appending(key: "alignment")) } ?? .center
        if f.isFlexible && (f.width != nil || f.height != nil) {
            reader.fail("a frame has either width/height or min/ideal/max sizes, not both", p,
                        hint: "chain two frame modifiers: [{frame: {width: 100}}, {frame: {maxHeight: Infinity}}]")
        }
        if let lo = f.minWidth, let hi = f.maxWidth, lo > hi { reader.fail("minWidth \(format(lo)) is greater than maxWidth \(format(hi))", p.appending(key: "minWidth")) }
        if let lo = f.minHeight, let hi = f.maxHeight, lo > hi { reader.fail("minHeight \(format(lo)) is greater than maxHeight \(format(hi))", p.appending(key: "minHeight")) }
        return f
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
