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
    /// Every view name, in catalog order (the "views: ..." hint lists them so).
    static let viewNames = ViewCatalog.names()

    let reader: Reader
    var sites: [BindingSite] = []
    private var locals: [String] = []
    private var depth = 0
    /// Views and modifiers around the view being read (``maximumLevels``).
    private var levels = 0
    lazy var modifiers = ModifierDecoder(views: self)

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

    /// The view's kind, decoded by its ``ViewCatalog`` entry; a stack's children go to `kids`.
    private func kind(_ name: String, _ arg: JSONValue, _ argPath: JSONPath, _ options: [String: JSONValue], _ path: JSONPath,
                      children kids: inout [ViewNode]) -> ViewKind? {
        guard let entry = ViewCatalog.byName[name] else { return nil }
        let a = ViewArguments(reader: reader, name: name, arg: arg, argPath: argPath, options: options, path: path)
        return entry.decode(name, a, self, children: &kids)
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
        let shapes = ViewCatalog.shapeNames
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
