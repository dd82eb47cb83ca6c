/// A place in the file where a binding is written, kept for checking after the whole file is read.
struct BindingSite {
    enum Kind { case template, expression, color }
    var path: JSONPath
    var source: String
    var kind: Kind
    /// ForEach item names in scope.
    var locals: [String]
}

/// Decodes view trees: `{VStack: [...], spacing: 4, modifiers: [...]}`.
/// A view is an object with exactly one capitalized key naming its kind.
final class ViewDecoder {
    static let maximumDepth = 64
    /// The most levels on the way from the root to a view counting every view and every modifier
    /// (each modifier wraps its view in one more level when it is laid out and drawn). Deeper trees
    /// overflowed the stack in `layout`, `render` and `lint` (issue 25 item 8: 250 modifiers on one
    /// view in a release build, fewer than 100 in a debug one); the examples need 16.
    static let maximumLevels = 64
    static let viewNames = ["HStack", "VStack", "ZStack", "Text", "Image", "Symbol", "Spacer", "Divider", "Color",
                            "LinearGradient", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
                            "ContainerRelativeShape", "ForEach", "If", "Switch", "Gauge", "ProgressView",
                            "AccessoryWidgetBackground"] + containerNames + drawingViewNames

    let reader: Reader
    var sites: [BindingSite] = []
    private var locals: [String] = []
    private var depth = 0
    /// Views and modifiers around the view being read (``maximumLevels``).
    private var levels = 0
    private lazy var modifiers = ModifierDecoder(views: self)

    init(reader: Reader) { self.reader = reader }

    /// `body` with `name` in scope for bindings (ForEach's item, GeometryReader's geometry).
    func withLocal<T>(_ name: String, _ body: () -> T) -> T {
        locals.append(name)
        defer { locals.removeLast() }
        return body()
    }

    func site(_ path: JSONPath, _ source: String, _ kind: BindingSite.Kind) {
        sites.append(BindingSite(path: path, source: source, kind: kind, locals: locals))
    }

    func view(_ value: JSONValue, _ path: JSONPath) -> ViewNode? {
        guard let object = reader.object(value, path, what: "a view such as {Text: \"Hello\"}") else { return nil }
        let kindKeys = object.keys.filter { $0.first?.isUppercase == true }.sorted()
        guard kindKeys.count == 1, let name = kindKeys.first, let argument = object[name] else {
            if kindKeys.isEmpty {
                reader.fail("expected a view: an object with one capitalized view key such as {Text: \"Hello\"}", path,
                            hint: "views: " + Self.viewNames.joined(separator: ", "))
            } else {
                reader.fail("a view has exactly one view key, found \(kindKeys.count): \(kindKeys.joined(separator: ", "))", path,
                            hint: "put the other views in a stack, e.g. {VStack: [...]}")
            }
            return nil
        }
        let argPath = path.appending(key: name)
        guard Self.viewNames.contains(name) else {
            reader.fail("unknown view '\(name)'", argPath, hint: suggestion(name, Self.viewNames), atKey: true)
            // Keep reading what is inside, so its errors are reported in the same run.
            if case .array = argument { _ = children(argument, argPath) }
            if let list = object["modifiers"] { _ = modifiers.list(list, path.appending(key: "modifiers")) }
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            reader.fail("views are nested more than \(Self.maximumDepth) levels deep", path, hint: "flatten the layout")
            return nil
        }
        let options = object.filter { $0.key != name }
        let modifierCount = options["modifiers"]?.arrayValue?.count ?? 0
        levels += 1 + modifierCount
        defer { levels -= 1 + modifierCount }
        if levels > Self.maximumLevels {
            reader.fail("views and their modifiers are nested more than \(Self.maximumLevels) levels deep here (this view has \(modifierCount) modifier\(modifierCount == 1 ? "" : "s"), the views around it and theirs \(levels - 1 - modifierCount) levels)",
                        modifierCount > 0 ? path.appending(key: "modifiers") : path,
                        hint: "each modifier wraps the view in one more level: merge modifiers (one padding, one frame) or flatten the layout")
            return nil
        }
        var kids: [ViewNode] = []
        guard let kind = kind(name, argument, argPath, options, path, children: &kids) else { return nil }
        var mods: [Modifier] = []
        if let list = options["modifiers"] {
            mods = modifiers.list(list, path.appending(key: "modifiers"), view: kind.name)
        }
        if let lint = options["lint"] { reader.lintSuppression(lint, path.appending(key: "lint")) }
        return ViewNode(kind: kind, children: kids, modifiers: mods, sourcePath: path)
    }

    func children(_ value: JSONValue, _ path: JSONPath) -> [ViewNode] {
        guard let items = reader.array(value, path, what: "an array of views") else { return [] }
        return items.enumerated().compactMap { view($1, path.appending(index: $0)) }
    }

    // MARK: - Kinds

    /// The view's kind; a stack's children go to `kids`.
    private func kind(_ name: String, _ arg: JSONValue, _ argPath: JSONPath, _ options: [String: JSONValue], _ path: JSONPath,
                      children kids: inout [ViewNode]) -> ViewKind? {
        func allow(_ keys: [String]) { reader.checkKeys(options, path, allowed: keys + ["modifiers", "lint"], in: name) }
        func opt<T>(_ key: String, _ read: (JSONValue, JSONPath) -> T?) -> T? { options[key].flatMap { read($0, path.appending(key: key)) } }
        func argOptions(_ keys: [String]) -> [String: JSONValue]? {
            guard let o = reader.object(arg, argPath, what: "an object of options, e.g. {}") else { return nil }
            reader.checkKeys(o, argPath, allowed: keys, in: name)
            return o
        }
        func argOpt<T>(_ o: [String: JSONValue], _ key: String, _ read: (JSONValue, JSONPath) -> T?) -> T? {
            o[key].flatMap { read($0, argPath.appending(key: key)) }
        }

        switch name {
        case "HStack", "VStack":
            allow(["alignment", "spacing"])
            let spacing = opt("spacing") { reader.number($0, $1, in: NumericRange.spacing, what: "a spacing") }
            if name == "HStack" {
                let a = opt("alignment") { reader.choice($0, $1, VerticalAlignment.self, what: "vertical alignment") } ?? .center
                kids = children(arg, argPath)
                return .content(.stack(axis: .horizontal, horizontal: .center, vertical: a, spacing: spacing))
            }
            let a = opt("alignment") { reader.choice($0, $1, HorizontalAlignment.self, what: "horizontal alignment") } ?? .center
            kids = children(arg, argPath)
            return .content(.stack(axis: .vertical, horizontal: a, vertical: .center, spacing: spacing))
        case "ZStack":
            allow(["alignment"])
            let a = opt("alignment") { alignment($0, $1) } ?? .center
            kids = children(arg, argPath)
            return .content(.zstack(a))
        case "Text":
            allow([])
            if case .array(let items) = arg { return .content(.styledText(modifiers.textRuns(items, argPath))) }
            guard let s = reader.string(arg, argPath, what: "the text (a string, may contain {bindings}) or an array of runs") else { return nil }
            site(argPath, s, .template)
            return .content(.text(s))
        case "Image":
            allow(["resizable", "contentMode"])
            guard let s = reader.string(arg, argPath, what: "an asset name") else { return nil }
            site(argPath, s, .template)
            return .content(.image(name: s, resizable: opt("resizable") { reader.bool($0, $1) } ?? false,
                                   contentMode: opt("contentMode") { reader.choice($0, $1, ContentMode.self, what: "content mode") }))
        case "Symbol":
            allow([])
            guard let s = reader.string(arg, argPath, what: "an SF Symbols name such as \"cloud.rain.fill\"") else { return nil }
            site(argPath, s, .template)
            return .content(.symbol(s))
        case "Spacer":
            allow([])
            guard let o = argOptions(["minLength"]) else { return nil }
            return .content(.spacer(minLength: argOpt(o, "minLength") { reader.number($0, $1, in: NumericRange.length, what: "a length") }))
        case "Divider":
            allow([])
            guard argOptions([]) != nil else { return nil }
            return .content(.divider)
        case "Color":
            allow([])
            guard let s = reader.string(arg, argPath, what: "a colour name or #RRGGBB") else { return nil }
            site(argPath, s, .color)
            return .content(.color(s))
        case "AccessoryWidgetBackground":
            // The accessory families' standard backdrop: a colour view of the system colour of that name.
            allow([])
            guard argOptions([]) != nil else { return nil }
            return .content(.color("accessoryWidgetBackground"))
        case "LinearGradient" where Self.hasStops(arg), "Path", "RadialGradient", "EllipticalGradient", "AngularGradient":
            return drawingKind(name, arg, argPath, options, path)
        case "LinearGradient":
            allow([])
            guard let o = argOptions(["colors", "startPoint", "endPoint"]) else { return nil }
            var colors: [String] = []
            if let list = reader.require(o, "colors", argPath, in: "LinearGradient").flatMap({ reader.array($0, argPath.appending(key: "colors")) }) {
                for (i, c) in list.enumerated() {
                    let p = argPath.appending(key: "colors").appending(index: i)
                    if let s = reader.string(c, p, what: "a colour name") { site(p, s, .color); colors.append(s) }
                }
                if list.count < 2 { reader.fail("a gradient needs at least two colours", argPath.appending(key: "colors")) }
            }
            return .content(.linearGradient(colors: colors,
                                            start: argOpt(o, "startPoint") { reader.choice($0, $1, UnitPoint.self, what: "unit point") } ?? .top,
                                            end: argOpt(o, "endPoint") { reader.choice($0, $1, UnitPoint.self, what: "unit point") } ?? .bottom))
        case "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape":
            allow([])
            let extra = name == "RoundedRectangle" ? ["cornerRadius", "style"] : []
            guard let o = argOptions(extra + ["fill", "stroke", "lineWidth"]), let shape = shape(name, o, argPath) else { return nil }
            let fill = argOpt(o, "fill") { reader.string($0, $1, what: "a colour name") }
            let stroke = argOpt(o, "stroke") { reader.string($0, $1, what: "a colour name") }
            if let fill { site(argPath.appending(key: "fill"), fill, .color) }
            if let stroke { site(argPath.appending(key: "stroke"), stroke, .color) }
            return .content(.shape(shape, fill: fill, stroke: stroke, lineWidth: argOpt(o, "lineWidth") { reader.number($0, $1, in: NumericRange.lineWidth, what: "a line width") } ?? 1))
        case "ForEach":
            allow(["as", "limit", "content"])
            guard let collection = reader.string(arg, argPath, what: "a collection expression such as \"data.items\"") else { return nil }
            site(argPath, collection, .expression)
            let item = opt("as") { reader.string($0, $1, what: "an item name") } ?? "item"
            if !isIdentifier(item) { reader.fail("the item name '\(item)' is not a valid name", path.appending(key: "as"), hint: "use letters, digits and _") }
            let limit = opt("limit") { reader.integer($0, $1, in: NumericRange.itemLimit) }
            guard let contentValue = reader.require(options, "content", path, in: "ForEach") else { return nil }
            locals.append(item)
            defer { locals.removeLast() }
            guard let content = view(contentValue, path.appending(key: "content")) else { return nil }
            return .forEach(collection: collection, itemName: item, limit: limit, content: content)
        case "If":
            allow(["then", "else"])
            guard let condition = reader.string(arg, argPath, what: "a condition expression") else { return nil }
            site(argPath, condition, .expression)
            guard let thenValue = reader.require(options, "then", path, in: "If"),
                  let then = view(thenValue, path.appending(key: "then")) else { return nil }
            let otherwise = options["else"].flatMap { view($0, path.appending(key: "else")) }
            return .conditional(condition: condition, then: then, otherwise: otherwise)
        case "Switch":
            allow(["cases", "default"])
            guard let value = reader.string(arg, argPath, what: "an expression such as \"family\"") else { return nil }
            site(argPath, value, .expression)
            var cases: [(String, ViewNode)] = []
            if let casesValue = reader.require(options, "cases", path, in: "Switch"),
               let o = reader.object(casesValue, path.appending(key: "cases"), what: "an object of cases: {value: view}") {
                let order = reader.diagnostics.sourceMap?.orderedKeys(at: path.appending(key: "cases")) ?? o.keys.sorted()
                for key in order { if let v = o[key], let node = view(v, path.appending(key: "cases").appending(key: key)) { cases.append((key, node)) } }
            }
            return .switchCase(value: value, cases: cases, defaultCase: options["default"].flatMap { view($0, path.appending(key: "default")) })
        case "Gauge", "ProgressView":
            let isProgress = name == "ProgressView"
            allow(isProgress ? ["total", "style", "label"] : ["min", "max", "style", "label", "currentValueLabel"])
            guard let value = reader.string(arg, argPath, what: "a value expression such as \"entry.progress\"") else { return nil }
            site(argPath, value, .expression)
            let lo = isProgress ? 0 : opt("min") { reader.number($0, $1, in: NumericRange.gaugeBound) } ?? 0
            let hi = opt(isProgress ? "total" : "max") { reader.number($0, $1, in: NumericRange.gaugeBound) } ?? 1
            if hi <= lo { reader.fail("the upper bound must be greater than the lower bound (\(format(lo)))", path.appending(key: isProgress ? "total" : "max")) }
            let style: GaugeStyle
            if isProgress {
                let s = opt("style") { reader.string($0, $1, what: "linear or circular") } ?? "linear"
                if s != "linear" && s != "circular" { reader.fail("unknown ProgressView style '\(s)'", path.appending(key: "style"), hint: "expected linear or circular") }
                style = s == "circular" ? .circular : .linear
            } else {
                style = opt("style") { reader.choice($0, $1, GaugeStyle.self, what: "gauge style") } ?? .linear
            }
            let label = opt("label") { reader.string($0, $1) }
            if let label { site(path.appending(key: "label"), label, .template) }
            let current = opt("currentValueLabel") { reader.string($0, $1) }
            if let current { site(path.appending(key: "currentValueLabel"), current, .template) }
            return .content(.gauge(value: value, min: lo, max: hi, style: style, label: label, currentValueLabel: current, isProgressView: isProgress))
        default:
            return container(name, arg, argPath, options, path, children: &kids)
        }
    }

    func shape(_ name: String, _ o: [String: JSONValue], _ path: JSONPath) -> ShapeKind? {
        switch name {
        case "Rectangle": return .rectangle
        case "Circle": return .circle
        case "Capsule": return .capsule
        case "Ellipse": return .ellipse
        case "ContainerRelativeShape": return .containerRelative
        default:
            guard let r = reader.require(o, "cornerRadius", path, in: "RoundedRectangle").flatMap({ reader.number($0, path.appending(key: "cornerRadius"), in: NumericRange.length, what: "a radius") }) else { return nil }
            let style = o["style"].flatMap { reader.choice($0, path.appending(key: "style"), CornerStyle.self, what: "corner style") } ?? .continuous
            return .roundedRectangle(radius: r, style: style)
        }
    }

    /// A shape written as a view object, e.g. `{Circle: {}}`, for clipShape and containerShape.
    func shapeValue(_ value: JSONValue, _ path: JSONPath) -> ShapeKind? {
        let shapes = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape", "Path"]
        guard let o = reader.object(value, path, what: "a shape such as {Circle: {}} or {RoundedRectangle: {cornerRadius: 12}}") else { return nil }
        guard o.count == 1, let (name, arg) = o.first else {
            reader.fail("expected exactly one shape key", path, hint: "shapes: " + shapes.joined(separator: ", "))
            return nil
        }
        guard shapes.contains(name) else {
            reader.fail("unknown shape '\(name)'", path.appending(key: name), hint: suggestion(name, shapes), atKey: true)
            return nil
        }
        guard let args = reader.object(arg, path.appending(key: name)) else { return nil }
        if name == "Path" {
            reader.checkKeys(args, path.appending(key: name), allowed: ["d", "viewBox", "fit", "fillRule"], in: name)
            return pathShape(args, path.appending(key: name))
        }
        reader.checkKeys(args, path.appending(key: name), allowed: name == "RoundedRectangle" ? ["cornerRadius", "style"] : [], in: name)
        return shape(name, args, path.appending(key: name))
    }

    func alignment(_ v: JSONValue, _ path: JSONPath) -> Alignment? {
        guard let s = reader.string(v, path, what: "an alignment") else { return nil }
        if let a = Alignment.named[s] { return a }
        reader.fail("unknown alignment '\(s)'", path, hint: suggestion(s, Alignment.named.keys.sorted()))
        return nil
    }
}

func isIdentifier(_ s: String) -> Bool {
    guard let first = s.first, first.isLetter || first == "_" else { return false }
    return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
}
