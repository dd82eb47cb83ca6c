/// Decodes the layout containers (``LayoutContainer``): `{ViewThatFits: [...], in: "horizontal"}`,
/// `{GeometryReader: [...]}` (its views see `geometry.width` and `geometry.height`),
/// `{Grid: [...], alignment:, horizontalSpacing:, verticalSpacing:}`, `{GridRow: [...], alignment:}`,
/// `{LazyVGrid: [...], columns: [items], alignment:, spacing:}` and `{LazyHGrid: [...], rows: [items], ...}`.
extension ViewDecoder {
    static let containerNames = ViewCatalog.names(in: .container)

    /// The name GeometryReader content reads its size under.
    static let geometryName = "geometry"

    func container(_ name: String, _ arg: JSONValue, _ argPath: JSONPath, _ options: [String: JSONValue], _ path: JSONPath,
                   children kids: inout [ViewNode]) -> ViewKind? {
        func allow(_ keys: [String]) { reader.checkKeys(options, path, allowed: keys + ["modifiers", "lint"], in: name) }
        func opt<T>(_ key: String, _ read: (JSONValue, JSONPath) -> T?) -> T? { options[key].flatMap { read($0, path.appending(key: key)) } }
        func spacing(_ key: String) -> Double? { opt(key) { reader.number($0, $1, in: NumericRange.spacing, what: "a spacing") } }
        switch name {
        case "ViewThatFits":
            allow(["in"])
            let axes = opt("in") { v, p -> AxisSet? in
                guard let s = reader.string(v, p, what: "the axes: horizontal, vertical or both") else { return nil }
                switch s {
                case "horizontal": return .horizontal
                case "vertical": return .vertical
                case "both": return .both
                default:
                    reader.fail("unknown axes '\(s)'", p, hint: "expected horizontal, vertical or both")
                    return nil
                }
            } ?? .both
            kids = children(arg, argPath)
            return .content(.container(.viewThatFits(axes: axes)))
        case "GeometryReader":
            allow([])
            kids = withLocal(Self.geometryName) { children(arg, argPath) }
            return .content(.container(.geometryReader(.declared)))
        case "Grid":
            allow(["alignment", "horizontalSpacing", "verticalSpacing"])
            let a = opt("alignment") { alignment($0, $1) } ?? .center
            let h = spacing("horizontalSpacing"), v = spacing("verticalSpacing")
            kids = children(arg, argPath)
            return .content(.container(.grid(alignment: a, horizontalSpacing: h, verticalSpacing: v)))
        case "GridRow":
            allow(["alignment"])
            let a = opt("alignment") { reader.choice($0, $1, VerticalAlignment.self, what: "vertical alignment") }
            kids = children(arg, argPath)
            return .content(.container(.gridRow(alignment: a)))
        case "LazyVGrid", "LazyHGrid":
            let vertical = name == "LazyVGrid"
            let key = vertical ? "columns" : "rows"
            allow([key, "alignment", "spacing"])
            var items: [GridItemSpec] = []
            if let list = reader.require(options, key, path, in: name).flatMap({ reader.array($0, path.appending(key: key)) }) {
                items = list.enumerated().compactMap { gridItem($1, path.appending(key: key).appending(index: $0)) }
                if list.isEmpty { reader.fail("a \(name) needs at least one item in '\(key)'", path.appending(key: key), hint: "e.g. [{flexible: {}}, {flexible: {}}]") }
            }
            let a: Alignment = vertical
                ? Alignment(opt("alignment") { reader.choice($0, $1, HorizontalAlignment.self, what: "horizontal alignment") } ?? .center, .center)
                : Alignment(.center, opt("alignment") { reader.choice($0, $1, VerticalAlignment.self, what: "vertical alignment") } ?? .center)
            let s = spacing("spacing")
            kids = children(arg, argPath)
            return .content(.container(.lazyGrid(axis: vertical ? .vertical : .horizontal, items: items, alignment: a, spacing: s)))
        default:
            return nil
        }
    }

    /// `{fixed: 70}`, `{flexible: {minimum: 10, maximum: 200}}` or `{adaptive: {minimum: 40}}`, with optional `spacing` and `alignment`.
    private func gridItem(_ value: JSONValue, _ path: JSONPath) -> GridItemSpec? {
        let sizes = ["fixed", "flexible", "adaptive"]
        guard let o = reader.object(value, path, what: "a grid item such as {flexible: {}} or {fixed: 60}") else { return nil }
        reader.checkKeys(o, path, allowed: sizes + ["spacing", "alignment"], in: "a grid item")
        let given = sizes.filter { o[$0] != nil }
        guard given.count == 1, let kind = given.first, let arg = o[kind] else {
            reader.fail("a grid item has exactly one size: fixed, flexible or adaptive", path, hint: "e.g. {adaptive: {minimum: 40}}")
            return nil
        }
        let p = path.appending(key: kind)
        let size: GridItemSpec.Size
        if kind == "fixed" {
            guard let v = reader.number(arg, p, in: NumericRange.length, what: "a length") else { return nil }
            size = .fixed(v)
        } else {
            guard let b = reader.object(arg, p, what: "bounds such as {minimum: 40, maximum: 120} (both optional)") else { return nil }
            reader.checkKeys(b, p, allowed: ["minimum", "maximum"], in: kind)
            let lo = b["minimum"].flatMap { reader.number($0, p.appending(key: "minimum"), in: NumericRange.length, what: "a length") }
            let hi = b["maximum"].flatMap { reader.number($0, p.appending(key: "maximum"), in: NumericRange.length, allowInfinity: true, what: "a length") }
            if kind == "adaptive", lo == nil { reader.fail("an adaptive item needs a minimum", p, hint: "e.g. {adaptive: {minimum: 40}}") }
            let minimum = lo ?? 10, maximum = max(hi ?? .infinity, minimum)
            size = kind == "flexible" ? .flexible(minimum: minimum, maximum: maximum) : .adaptive(minimum: minimum, maximum: maximum)
        }
        let spacing = o["spacing"].flatMap { reader.number($0, path.appending(key: "spacing"), in: NumericRange.spacing, what: "a spacing") }
        let a = o["alignment"].flatMap { alignment($0, path.appending(key: "alignment")) }
        return GridItemSpec(size, spacing: spacing, alignment: a)
    }
}

extension GeometryContent {
    /// A GeometryReader in a declared tree: its views are the node's children until resolution
    /// turns them into a closure run at layout time.
    public static let declared = GeometryContent { _ in [] }
}
