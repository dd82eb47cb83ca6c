import Foundation

/// All the diagnostics of one failed file.
public struct LayoutFileErrors: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Reads a layout file: values and positions through ``SourceMap`` (JSON5 exactly as Foundation's
/// JSONDecoder reads it).
public enum LayoutFile {
    static let topKeys = ["$schema", "kind", "displayName", "description", "families", "graphic", "intent", "instances",
                          "data", "timeline", "placeholder", "colors", "view", "views", "lint", "strings"]
    /// The largest file read, to keep memory bounded.
    public static let maximumSize = 8 << 20
    /// The most errors reported for one file; the rest are counted in one last diagnostic.
    public static let maximumErrors = 100

    /// Decodes and checks one layout file. On failure, every problem found is returned, in file order.
    public static func decode(text: String, file: String) -> Result<WidgetDefinition, LayoutFileErrors> {
        decode(text: text, file: file, map: SourceMap(text: text))
    }

    /// Decodes and checks one layout file whose ``SourceMap`` the caller has built (and keeps, so
    /// that the text is scanned once per run: diagnostics later place themselves with the same map).
    public static func decode(text: String, file: String, map: SourceMap) -> Result<WidgetDefinition, LayoutFileErrors> {
        let collector = DiagnosticCollector(file: file, sourceMap: map)
        if text.utf8.count > maximumSize {
            return .failure(LayoutFileErrors([Diagnostic(file: file, location: nil, path: nil,
                                                         message: "the file is larger than \(maximumSize >> 20) MiB", hint: "split it")]))
        }
        // The scanner accepts exactly what Foundation's JSONDecoder accepts.
        if let syntax = map.syntaxError {
            return .failure(LayoutFileErrors([Diagnostic(file: file, location: syntax.location, path: nil, message: syntax.message, hint: syntax.hint)]))
        }
        if map.orderedKeys(at: JSONPath()) == nil {
            return .failure(LayoutFileErrors([Diagnostic(file: file, location: map.location(ofOffset: 0), path: nil,
                                                         message: "expected an object describing one widget at the top level",
                                                         hint: "a layout file is {kind: ..., families: [...], timeline: {...}, view: {...}}")]))
        }
        guard let root = map.value() else {
            return .failure(LayoutFileErrors([Diagnostic(file: file, location: nil, path: nil, message: "the file could not be read")]))
        }
        let reader = Reader(diagnostics: collector)
        let definition = WidgetDecoder(reader: reader).widget(root)
        let sorted = collector.sortedDiagnostics(limit: maximumErrors)
        if collector.hasErrors || definition == nil {
            return .failure(LayoutFileErrors(sorted.isEmpty ? [Diagnostic(file: file, location: nil, path: nil, message: "the file could not be read")] : sorted))
        }
        return definition.map { .success($0) } ?? .failure(LayoutFileErrors(sorted))
    }
}

/// Turns the decoded tree into a ``WidgetDefinition``, reporting every problem.
struct WidgetDecoder {
    let reader: Reader

    func widget(_ root: JSONValue) -> WidgetDefinition? {
        let top = JSONPath()
        guard let o = reader.object(root, top, what: "an object describing one widget") else { return nil }
        // A Live Activity or a control: its own keys and decoder (SurfaceDecoder.swift).
        if o["activity"] != nil || o["control"] != nil { return SurfaceDecoder(reader: reader).definition(o, root: root) }
        reader.checkKeys(o, top, allowed: LayoutFile.topKeys, in: "a widget file")
        func str(_ key: String, required: Bool) -> String? {
            guard let v = o[key] else {
                if required { reader.fail("the widget is missing the required key '\(key)'", top) }
                return nil
            }
            return reader.string(v, top.appending(key: key))
        }
        let kind = str("kind", required: true)
        if let kind, !PathName.isValidKind(kind) {
            reader.fail("the kind '\(PathName.shown(kind))' must be \(PathName.kindRule)\(kind.count > PathName.maximumLength ? " (it has \(kind.count))" : "")",
                        top.appending(key: "kind"), hint: "it is used in output file names")
        }
        let displayName = str("displayName", required: true)
        let description = str("description", required: true)
        let families = self.families(o["families"], top.appending(key: "families"))
        let graphic = o["graphic"].flatMap { reader.bool($0, top.appending(key: "graphic")) } ?? false
        let data = o["data"].flatMap { reader.object($0, top.appending(key: "data")) } ?? [:]
        let colors = o["colors"].map { ColorDecoder(reader: reader).colors($0, top.appending(key: "colors")) } ?? [:]
        let intent = o["intent"].flatMap { IntentDecoder(reader: reader).intent($0, top.appending(key: "intent"), data: data) }
        let instances = IntentDecoder(reader: reader).instances(o["instances"], top.appending(key: "instances"), intent: intent, data: data)
        let timeline = TimelineDecoder(reader: reader).timeline(o["timeline"], top.appending(key: "timeline"))
        let placeholder = o["placeholder"].flatMap { reader.object($0, top.appending(key: "placeholder")) }
        if let lint = o["lint"] { reader.lintSuppression(lint, top.appending(key: "lint")) }

        let views = ViewDecoder(reader: reader)
        var shared: ViewNode?
        var perFamily: [WidgetFamily: ViewNode] = [:]
        if let v = o["view"] { shared = views.view(v, top.appending(key: "view")) }
        if let v = o["views"], let byFamily = reader.object(v, top.appending(key: "views"), what: "an object of views by family") {
            for (name, tree) in byFamily.sorted(by: { $0.key < $1.key }) {
                let p = top.appending(key: "views").appending(key: name)
                if name == "default" { shared = views.view(tree, p); continue }
                guard let family = WidgetFamily(named: name) else {
                    reader.fail("unknown family '\(name)'", p, hint: suggestion(name, WidgetFamily.allCases.map(\.rawValue) + ["default"]), atKey: true)
                    continue
                }
                if !(families ?? []).contains(family) {
                    reader.fail("a view for \(name), which is not in families", p, hint: "add it to families or remove this view", atKey: true)
                }
                perFamily[family] = views.view(tree, p)
            }
        }
        if o["view"] == nil && o["views"] == nil {
            reader.fail("the widget has no view", top, hint: "add view: {...} (shared by all families) or views: {systemSmall: {...}}")
        }
        let declaresShared = o["view"] != nil || o["views"]?["default"] != nil
        for family in families ?? [] where perFamily[family] == nil && !declaresShared && o["views"]?[family.rawValue] == nil && o["views"] != nil {
            reader.fail("no view for the family \(family.rawValue)", top.appending(key: "views"),
                        hint: "add views.\(family.rawValue), or views.default shared by the other families")
        }
        guard let kind, let displayName, let description, let families, let timeline else { return nil }
        var definition = WidgetDefinition(kind: kind, displayName: displayName, description: description, families: families,
                                          graphic: graphic, intent: intent, instances: instances, data: data, timeline: timeline,
                                          placeholder: placeholder, colors: colors, views: ViewSet(shared: shared, perFamily: perFamily))
        let (strings, translationSites) = StringTableDecoder(reader: reader).tables(o["strings"], top.appending(key: "strings"), sites: views.sites, root: root)
        definition.strings = strings
        definition.bindings = BindingChecker(reader: reader, definition: definition).check(views.sites + translationSites)
        return definition
    }

    private func families(_ v: JSONValue?, _ path: JSONPath) -> [WidgetFamily]? {
        guard let v else {
            reader.fail("the widget is missing the required key 'families'", JSONPath(), hint: "e.g. families: [\"systemSmall\", \"systemMedium\"]")
            return nil
        }
        guard let list = reader.array(v, path) else { return nil }
        var out: [WidgetFamily] = []
        for (i, item) in list.enumerated() {
            guard let f = reader.choice(item, path.appending(index: i), WidgetFamily.self, what: "widget family") else { continue }
            if out.contains(f) { reader.fail("\(f.rawValue) is listed twice", path.appending(index: i)) } else { out.append(f) }
        }
        if list.isEmpty { reader.fail("a widget supports at least one family", path) }
        return out
    }
}

extension LayoutFile {
    /// Decodes a bare view tree (no widget around it), e.g. from a layout test fixture.
    /// Bindings are parsed when rendered, not checked against a widget's data.
    public static func decodeView(_ value: JSONValue, at path: JSONPath, file: String, sourceMap: SourceMap?) -> Result<ViewNode, LayoutFileErrors> {
        let collector = DiagnosticCollector(file: file, sourceMap: sourceMap)
        let node = ViewDecoder(reader: Reader(diagnostics: collector)).view(value, path)
        if let node, !collector.hasErrors { return .success(node) }
        return .failure(LayoutFileErrors(collector.sortedDiagnostics(limit: maximumErrors)))
    }
}

extension WidgetDefinition {
    /// A one-view widget with a single empty entry: lets a bare view tree be resolved and laid out.
    public static func standalone(view: ViewNode, colors: [String: NamedColor] = [:]) -> WidgetDefinition {
        WidgetDefinition(kind: "Standalone", displayName: "Standalone", description: "", families: [.systemSmall], graphic: false,
                         intent: nil, instances: [WidgetInstance(name: "default", values: [:])], data: [:],
                         timeline: Timeline(entries: [TimelineEntry(dateText: "2026-01-01T00:00:00Z", date: ISODate.parse("2026-01-01T00:00:00Z") ?? .distantPast,
                                                                    values: [:], relevance: nil)], policy: .never),
                         placeholder: nil, colors: colors, views: ViewSet(shared: view, perFamily: [:]))
    }
}
