import Suggestions
import Foundation

/// Real data; WidgetKit's placeholder (everything redacted); or privacy redaction, as on a locked
/// device, where only `privacySensitive` views are redacted.
public enum WidgetState: String, Sendable, Hashable, CaseIterable {
    case real, placeholder, privacy

    /// The states rendered when none are asked for: real and placeholder, side by side.
    public static let defaults: [WidgetState] = [.real, .placeholder]

    /// The states whose bindings evaluate differently. `privacy` evaluates exactly what `real` does
    /// (the same entry, configuration and `env`; it changes only which views are redacted), so
    /// checking every binding of a file resolves `real` and `placeholder` only.
    public static let evaluated: [WidgetState] = [.real, .placeholder]
}

/// A binding that failed while resolving one variant.
public struct ResolveIssue: Sendable, Hashable {
    public var path: JSONPath
    public var offset: Int?
    public var message: String
    public var hint: String?

    /// An issue; control characters in `message` and `hint` are escaped (see
    /// ``Swift/String/escapingControlCharacters``), as they may quote the layout's data.
    public init(path: JSONPath, offset: Int?, message: String, hint: String?) {
        self.path = path; self.offset = offset
        self.message = message.escapingControlCharacters; self.hint = hint?.escapingControlCharacters
    }
}

/// Everything that picks one variant of a widget.
public struct VariantSelection: Sendable, Hashable {
    public var family: WidgetFamily
    public var instance: String
    public var entryIndex: Int
    public var state: WidgetState
    /// Colour scheme and context: `env.widgetRenderingMode`, `env.colorScheme` … (modes).
    public var appearance: Appearance = .light
    /// The widget's layout direction (`env.layoutDirection`); right-to-left for Arabic and Hebrew.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The Dynamic Type size text styles are drawn at (default large).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The locale (BCP 47, e.g. `ja`, `zh-Hans`, `en-XA`): string tables and formatters.
    public var locale: String = "en"
    public init(family: WidgetFamily, instance: String, entryIndex: Int, state: WidgetState) {
        self.family = family; self.instance = instance; self.entryIndex = entryIndex; self.state = state
    }
}

/// The resolved view tree of one variant, with widget-level settings.
public struct ResolvedWidget: Sendable {
    public var selection: VariantSelection
    /// The top-level view, path `root/0`.
    public var root: ResolvedView
    public var contentMarginsDisabled: Bool
    public var issues: [ResolveIssue]

    /// A resolved widget built by another front end (such as the SwiftUI-compatible one).
    public init(selection: VariantSelection, root: ResolvedView, contentMarginsDisabled: Bool, issues: [ResolveIssue] = []) {
        self.selection = selection; self.root = root; self.contentMarginsDisabled = contentMarginsDisabled; self.issues = issues
    }
}

/// Evaluates bindings for one variant: builds the scope (`entry`, `config`, `data`, `family`),
/// expands ForEach, decides If/Switch, renders text templates and resolves colours.
public final class Resolver {
    let definition: WidgetDefinition
    private var issues: [ResolveIssue] = []
    private var templates: [String: TextTemplate] = [:]
    private var expressions: [String: WidgetExpressions.Expression] = [:]
    private var marginsDisabled = false
    private var state = WidgetState.real
    var locale = "en"

    /// More names in every binding's scope (a Live Activity's `attributes` and `state`).
    public var variables: [String: JSONValue] = [:]

    /// Known SF Symbols names; when set, an unknown name is an issue that lists the closest ones.
    let symbols: SymbolCatalog?

    public init(definition: WidgetDefinition, symbols: SymbolCatalog? = nil) {
        self.definition = definition; self.symbols = symbols
        // The checker parsed every binding of the file: resolving only evaluates.
        templates = definition.bindings.templates
        expressions = definition.bindings.expressions
    }

    /// The `config` object for an instance: defaults filled in, entity ids replaced by their entities.
    public func configuration(for instance: WidgetInstance) -> [String: JSONValue] {
        var out: [String: JSONValue] = [:]
        for p in definition.intent?.parameters ?? [] {
            var value = instance.values[p.name] ?? p.defaultValue ?? .null
            if case .entity(let source) = p.type {
                value = definition.data[source.collection]?.arrayValue?.first { $0[source.idKey] == value } ?? .null
            }
            out[p.name] = value
        }
        return out
    }

    /// Resolves one variant. Binding failures are collected in `issues`; the tree is still returned.
    public func resolve(_ selection: VariantSelection) -> ResolvedWidget? {
        issues = []
        marginsDisabled = false
        state = selection.state
        locale = selection.locale
        guard let tree = definition.view(for: selection.family),
              let instance = definition.instance(named: selection.instance),
              definition.timeline.entries.indices.contains(selection.entryIndex) else { return nil }
        let entry = definition.timeline.entries[selection.entryIndex]
        var entryValues = selection.state == .placeholder ? (definition.placeholder ?? entry.values) : entry.values
        entryValues["date"] = .string(entry.dateText)
        entryValues["relevance"] = entry.relevance.map { .object(["score": .number($0.score), "duration": .number($0.duration)]) } ?? .null
        var scope = ExpressionScope(variables: ["entry": .object(entryValues), "config": .object(configuration(for: instance)),
                                                "data": .object(definition.data), "family": .string(selection.family.rawValue),
                                                "env": .object(ExpressionEnvironment.object(selection))],
                                    now: entry.date, locale: selection.locale)
        scope.strings = definition.strings.plainStrings(selection.locale)
        for (name, value) in variables.sorted(by: { $0.key < $1.key }) { scope = scope.adding(name, value) }
        var env = ResolvedEnvironment()
        env.redacted = selection.state == .placeholder
        env.layoutDirection = selection.layoutDirection
        env.dynamicTypeSize = selection.dynamicTypeSize
        let views = resolve(tree, path: "root/0", scope: scope, env: env)
        let root = views.first ?? ResolvedView(path: "root/0", content: .zstack(.center), children: [], modifiers: [], environment: env)
        return ResolvedWidget(selection: selection, root: root, contentMarginsDisabled: marginsDisabled, issues: issues)
    }

    // MARK: - Views

    /// One declared view becomes zero (false If), one, or many (ForEach) resolved views.
    private func resolve(_ node: ViewNode, path: String, scope: ExpressionScope, env parentEnv: ResolvedEnvironment) -> [ResolvedView] {
        switch node.kind {
        case .forEach(let collection, let itemName, let limit, let content):
            guard let items = evaluate(collection, node.sourcePath.appending(key: "ForEach"), scope)?.arrayValue else {
                issue(node.sourcePath.appending(key: "ForEach"), "ForEach needs an array", hint: "the expression must give a list")
                return []
            }
            let shown = limit.map { Array(items.prefix($0)) } ?? items
            // Modifiers on a ForEach apply to each item, as in SwiftUI.
            let itemNode = content.appendingModifiers(node.modifiers)
            return shown.enumerated().flatMap { i, item in
                resolve(itemNode, path: "\(path)[\(i)]", scope: scope.adding(itemName, item), env: parentEnv)
            }
        case .conditional(let condition, let then, let otherwise):
            let p = node.sourcePath.appending(key: "If")
            guard let value = evaluate(condition, p, scope) else { return [] }
            guard case .bool(let b) = value else {
                issue(p, "the condition gave \(value.typeName), expected true or false", hint: "compare it, e.g. entry.count > 0")
                return []
            }
            guard let chosen = b ? then : otherwise else { return [] }
            return resolve(chosen.appendingModifiers(node.modifiers), path: path, scope: scope, env: parentEnv)
        case .switchCase(let expr, let cases, let defaultCase):
            let p = node.sourcePath.appending(key: "Switch")
            guard let value = evaluate(expr, p, scope) else { return [] }
            let key = value.stringValue ?? value.numberValue.map { format($0) } ?? value.boolValue.map { String($0) } ?? "null"
            guard let chosen = cases.first(where: { $0.0 == key })?.1 ?? defaultCase else { return [] }
            return resolve(chosen.appendingModifiers(node.modifiers), path: path, scope: scope, env: parentEnv)
        case .content(let content):
            return [resolveView(node, content, path: path, scope: scope, env: parentEnv)]
        }
    }

    /// A view kind's node: its bindings, children and modifiers resolved generically.
    private func resolveView(_ node: ViewNode, _ declared: ViewContent<DeclaredPhase>, path: String, scope: ExpressionScope,
                             env parentEnv: ResolvedEnvironment) -> ResolvedView {
        // The environment at every modifier position, computed once from the outside in: asking
        // for each position anew walked the modifiers outside it each time, quadratic in a view's
        // modifiers (issue 25 item 9: `check` of 10,000 modifiers took 10 s).
        let envs = environments(node, parentEnv, scope)
        let env = envs[0]
        var content = declared.map(bindings(scope), at: node.sourcePath)
        if let textCase = env.textCase { content = content.cased(textCase, locale: locale) }
        if case .container(.geometryReader(let g)) = declared {
            content = .container(.geometryReader(g.chart.map { chartContent($0, at: node.sourcePath.appending(key: "Chart"), source: node.sourcePath, scope: scope, env: env) } ?? geometryContent(node, path: path, scope: scope, env: env)))
        }
        if env.symbolVariant != .none, case .symbol(let name, let resizable) = content, let table = symbols ?? (try? SymbolCatalog.builtIn()) {
            content = .symbol(env.symbolVariant.apply(to: name) { table.glyph(for: $0) != nil }, resizable: resizable)
        }
        if case .symbol(let name, _) = content { checkSymbol(name, node.sourcePath.appending(key: declared.name)) }
        let children = content.isGeometryReader ? [] : resolveChildren(node.children, path: path, scope: scope, env: env)
        var modifiers: [ResolvedModifier] = []
        for (i, m) in node.modifiers.enumerated() {
            switch m {
            case .layer(let kind):
                let mp = node.sourcePath.appending(key: "modifiers").appending(index: i).appending(key: m.name)
                let outer = envs[i + 1]
                let resolved = kind.map(bindings(scope), at: mp) { v in
                    self.secondary(v, "\(path)#\(i)", scope, outer)
                }
                var modifier = ResolvedModifier(index: i, kind: resolved)
                if outer.layoutDirection != env.layoutDirection { modifier.layoutDirection = outer.layoutDirection }
                modifiers.append(modifier)
            case .contentMarginsDisabled: marginsDisabled = true
            case .environment: break // folded into `env`
            }
        }
        return ResolvedView(path: path, content: content, children: children, modifiers: modifiers, environment: env, sourcePath: node.sourcePath)
    }

    /// How bindings resolve in `scope`: templates rendered, colours looked up, numbers evaluated.
    private func bindings(_ scope: ExpressionScope) -> PhaseMap<DeclaredPhase, ResolvedPhase> {
        PhaseMap(text: { source, path in
                     guard StringTableDecoder.isViewText(path) else { return self.render(source, path, scope) }
                     return PseudoLocale.transform(self.render(self.translated(source, path, scope), path, scope, localizingNumbers: true), locale: self.locale)
                 },
                 color: { self.color($0, $1, scope) },
                 number: { source, path in
                     guard let v = self.evaluate(source, path, scope) else { return nil }
                     guard let n = v.numberValue else {
                         self.issue(path, "the gauge value gave \(v.typeName), expected a number", hint: nil)
                         return nil
                     }
                     return n
                 })
    }

    private func checkSymbol(_ name: String, _ path: JSONPath) {
        guard let symbols, !name.isEmpty, symbols.glyph(for: name) == nil else { return }
        let near = symbols.nearest(name)
        issue(path, "unknown symbol '\(name)'",
              hint: (near.isEmpty ? "" : "closest: " + near.joined(separator: ", ") + "; ") + "not a name of Apple's SF Symbols catalogue (Assets/Symbols/sf-symbol-names.txt in widgetsnap's repository lists them)")
    }

    private func resolveChildren(_ kids: [ViewNode], path: String, scope: ExpressionScope, env: ResolvedEnvironment) -> [ResolvedView] {
        kids.enumerated().flatMap { resolve($1, path: "\(path)/\($0)", scope: scope, env: env) }
    }

    private func secondary(_ node: ViewNode, _ path: String, _ scope: ExpressionScope, _ env: ResolvedEnvironment) -> ResolvedView {
        resolve(node, path: path, scope: scope, env: env).first
            ?? ResolvedView(path: path, content: .color(NamedColor(RGBA(0, 0, 0, 0))), children: [], modifiers: [], environment: env)
    }

    /// ``environment(_:_:from:_:)`` at every position `0...node.modifiers.count`, in one pass.
    private func environments(_ node: ViewNode, _ parent: ResolvedEnvironment, _ scope: ExpressionScope) -> [ResolvedEnvironment] {
        var out = [ResolvedEnvironment](repeating: parent, count: node.modifiers.count + 1)
        var env = parent
        for (i, m) in node.modifiers.enumerated().reversed() {
            if case .environment(let e) = m {
                let mp = node.sourcePath.appending(key: "modifiers").appending(index: i).appending(key: m.name)
                e.apply(to: &env, redactsPrivate: state == .privacy) { color($0, mp, scope) }
            }
            out[i] = env
        }
        return out
    }

    /// The environment seen at modifier position `from`: the parent's, changed by the modifiers at `from...`
    /// applied outermost first (so an inner `.font` wins over an outer one, as in SwiftUI).
    private func environment(_ node: ViewNode, _ parent: ResolvedEnvironment, from: Int, _ scope: ExpressionScope) -> ResolvedEnvironment {
        var env = parent
        guard from < node.modifiers.count else { return env }
        for (i, m) in node.modifiers.enumerated().reversed() where i >= from {
            guard case .environment(let e) = m else { continue }
            let mp = node.sourcePath.appending(key: "modifiers").appending(index: i).appending(key: m.name)
            e.apply(to: &env, redactsPrivate: state == .privacy) { color($0, mp, scope) }
        }
        return env
    }

    // MARK: - Bindings

    func issue(_ path: JSONPath, _ message: String, offset: Int? = nil, hint: String?) {
        let i = ResolveIssue(path: path, offset: offset, message: message, hint: hint)
        if !issues.contains(i) { issues.append(i) }
    }

    func evaluate(_ source: String, _ path: JSONPath, _ scope: ExpressionScope) -> JSONValue? {
        do {
            let e: WidgetExpressions.Expression
            if let cached = expressions[source] { e = cached } else { e = try WidgetExpressions.Expression(parsing: source); expressions[source] = e }
            return try e.evaluate(in: scope)
        } catch {
            issue(path, error.message, offset: error.offset, hint: error.hint)
            return nil
        }
    }

    private func render(_ source: String, _ path: JSONPath, _ scope: ExpressionScope, localizingNumbers: Bool = false) -> String {
        do {
            let t: TextTemplate
            if let cached = templates[source] { t = cached } else { t = try TextTemplate(parsing: source); templates[source] = t }
            return try t.render(in: scope, localizingNumbers: localizingNumbers)
        } catch {
            issue(path, error.message, offset: error.offset, hint: error.hint)
            return ""
        }
    }

    /// The locale's translation of a view's text (plural forms picked by CLDR rules), else the text itself.
    private func translated(_ source: String, _ path: JSONPath, _ scope: ExpressionScope) -> String {
        switch definition.strings.entry(source, locale: locale) {
        case nil: return source
        case .text(let t)?: return t
        case .plural(let selector, let forms)?:
            guard let v = evaluate(selector, path, scope) else { return source }
            guard let n = v.numberValue else {
                issue(path, "the plural selector '\(selector)' gave \(v.typeName), expected a number", hint: nil)
                return source
            }
            return forms[ExprLocale.named(locale).pluralCategory(n)] ?? forms["other"] ?? source
        }
    }

    /// A colour by name (the file's colours, then system colours) or hex; templates are rendered first.
    func color(_ source: String, _ path: JSONPath, _ scope: ExpressionScope) -> NamedColor {
        let name = source.contains("{") ? render(source, path, scope) : source
        if let c = definition.colors[name] ?? SystemColors.all[name] { return c }
        if let c = RGBA(hex: name) { return NamedColor(c) }
        issue(path, "unknown colour '\(name)'", hint: Suggest.nearest(name, in: definition.colors.keys.sorted() + SystemColors.all.keys.sorted()).map { "did you mean '\($0)'?" })
        return NamedColor(RGBA(1, 0, 1))
    }
}

extension ViewNode {
    /// The same view with more modifiers outside its own (used for modifiers on ForEach, If and Switch).
    func appendingModifiers(_ more: [Modifier]) -> ViewNode {
        more.isEmpty ? self : ViewNode(kind: kind, children: children, modifiers: modifiers + more, sourcePath: sourcePath)
    }
}

extension Resolver {
    /// A GeometryReader's content: its views resolved at layout time with `geometry` ({width,
    /// height}) in scope, by a resolver of this variant's state and locale. They are resolved once
    /// now with a zero size too, so their binding errors are reported with the variant's issues.
    fileprivate func geometryContent(_ node: ViewNode, path: String, scope: ExpressionScope, env: ResolvedEnvironment) -> GeometryContent {
        _ = resolveChildren(node.children, path: "", scope: scope.adding(ViewDecoder.geometryName, Self.geometry(.init(width: 0, height: 0))), env: env)
        let definition = self.definition, symbols = self.symbols, state = self.state, locale = self.locale
        return GeometryContent { g in
            let r = Resolver(definition: definition, symbols: symbols)
            r.state = state
            r.locale = locale
            return r.resolveChildren(node.children, path: "", scope: scope.adding(ViewDecoder.geometryName, Self.geometry(g)), env: env)
        }
    }

    static func geometry(_ g: GeometryProxyValues) -> JSONValue {
        .object(["width": .number(g.width), "height": .number(g.height)])
    }
}

extension ViewContent {
    var isGeometryReader: Bool {
        if case .container(.geometryReader) = self { return true }
        return false
    }
}
