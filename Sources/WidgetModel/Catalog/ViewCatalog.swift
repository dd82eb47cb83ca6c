import JSON5

/// One view kind of the layout format, in the lint rules' style: one file per kind in
/// `Catalog/Views` holding its names, the SwiftUI type it stands for, how its argument and options
/// decode into the typed ``ViewKind``, and its schema items; ``ViewCatalog/all`` lists them by hand.
/// Tests check the schema, the rows of `docs/format.md` and the SwiftUI front end's types against it.
protocol ViewEntry: Sendable {
    /// The capitalized keys written in layout files (`{VStack: [...]}`).
    var names: [String] { get }
    /// For each name, the SwiftUI type it stands for (`if`/`switch` for the view builder's statements).
    var swiftUI: [String] { get }
    /// Which list it belongs to (containers and drawing views are listed last).
    var group: ViewGroup { get }
    /// The JSON schema items in `$defs.view`, by title (a kind may have two forms).
    var schema: [String: String] { get }
    /// The kind for `{name: argument, options...}`; a stack's children go to `kids`. Nil: reported.
    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind?
}

extension ViewEntry {
    var group: ViewGroup { .view }
}

/// Where a view kind is listed: ``ViewDecoder/viewNames``, `containerNames`, `drawingViewNames`.
enum ViewGroup: Sendable { case view, control, container, drawing }

/// A view object's parts as a ``ViewEntry`` reads them: `{name: arg, options...}` at `path`.
struct ViewArguments {
    let reader: Reader
    let name: String
    let arg: JSONValue
    let argPath: JSONPath
    /// The object's other keys (options, `modifiers`, `lint`).
    let options: [String: JSONValue]
    let path: JSONPath

    /// Only these options (and `modifiers`, `lint`) beside the view key.
    func allow(_ keys: [String]) { reader.checkKeys(options, path, allowed: keys + ["modifiers", "lint"], in: name) }
    func opt<T>(_ key: String, _ read: (JSONValue, JSONPath) -> T?) -> T? { options[key].flatMap { read($0, path.appending(key: key)) } }
    /// The argument as an object of these keys.
    func argOptions(_ keys: [String]) -> [String: JSONValue]? {
        guard let o = reader.object(arg, argPath, what: "an object of options, e.g. {}") else { return nil }
        reader.checkKeys(o, argPath, allowed: keys, in: name)
        return o
    }
    func argOpt<T>(_ o: [String: JSONValue], _ key: String, _ read: (JSONValue, JSONPath) -> T?) -> T? {
        o[key].flatMap { read($0, argPath.appending(key: key)) }
    }
}

/// Every view kind of the layout format, in the order of the "views: ..." hint.
enum ViewCatalog {
    static let all: [any ViewEntry] = [
        StackView(),
        ZStackView(),
        TextView(),
        ImageView(),
        SymbolView(),
        SpacerView(),
        DividerView(),
        ColorView(),
        LinearGradientView(),
        ShapeView(),
        ForEachView(),
        IfView(),
        SwitchView(),
        GaugeView(),
        AccessoryWidgetBackgroundView(),
        ViewThatFitsView(),
        GeometryReaderView(),
        GridView(),
        GridRowView(),
        LazyGridView(),
        PathView(),
        RadialGradientView(),
        EllipticalGradientView(),
        AngularGradientView(),
        ChartView(),
    ]

    static let byName: [String: any ViewEntry] = {
        var out: [String: any ViewEntry] = [:]
        for entry in all { for name in entry.names { out[name] = entry } }
        return out
    }()

    /// The names of the entries in `group` (nil: all), in catalog order.
    static func names(in group: ViewGroup? = nil) -> [String] {
        all.filter { group == nil || $0.group == group }.flatMap(\.names)
    }

    /// The shapes: the views `clipShape` and `containerShape` take, and shape modifiers apply to.
    static let shapeNames = ShapeView().names + PathView().names
}
