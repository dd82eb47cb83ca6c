import WidgetModel

/// Evaluates SwiftUI-style views into the engine's tree, the same ``ResolvedView`` IR the JSON5
/// front end's ``Resolver`` produces, so layout, rendering and goldens treat both alike.
///
/// `body` is evaluated once, top-down; each view sees the environment of its position
/// (`@Environment` reads it from a task-local set around each `body`). Paths follow the layout
/// files' convention: `root/0` for the top-level view, `root/0/1` for a stack's second child,
/// `root/0/2[3]` for the fourth view of a `ForEach` at child 2, `root/0#1` for the view of the
/// modifier at index 1 (every modifier takes an index). A `Group` or a `ForEach`'s item with
/// several views adds `[n]` per level. Several views at the top level are wrapped in a `VStack`.
public enum ViewResolution {
    /// The top-level view of `view` for one variant: `family`, `colorScheme` and `state` set the
    /// environment (`widgetFamily`, `colorScheme`, `redactionReasons`), and `environment` may set more.
    @MainActor
    public static func resolve<V: View>(_ view: V, family: WidgetFamily, colorScheme: ColorScheme = .light, state: WidgetState = .real,
                                        environment: (inout EnvironmentValues) -> Void = { _ in }) -> ResolvedView {
        resolve(view, family: family, colorScheme: colorScheme, state: state, contentMarginsDisabled: false, environment: environment)
    }

    /// A view's top-level resolved view and the APIs it used that are accepted and not drawn.
    public struct Evaluation {
        public var root: ResolvedView
        /// Each API and caller's place once, in the order met (``NotDrawnNote``).
        public var notDrawn: [NotDrawnNote]
    }

    /// ``resolve(_:family:colorScheme:state:environment:)`` with the notes of what is not drawn.
    @MainActor
    public static func evaluation<V: View>(_ view: V, family: WidgetFamily, colorScheme: ColorScheme = .light, state: WidgetState = .real,
                                         environment: (inout EnvironmentValues) -> Void = { _ in }) -> Evaluation {
        let (root, notes) = NotDrawnNotes.nested { resolve(view, family: family, colorScheme: colorScheme, state: state, environment: environment) }
        return Evaluation(root: root, notDrawn: notes)
    }

    /// The top-level view, with the family's geometry (``GeometryReader``) inside or without content margins.
    @MainActor
    static func resolve<V: View>(_ view: V, family: WidgetFamily, colorScheme: ColorScheme, state: WidgetState, contentMarginsDisabled: Bool,
                                 environment: (inout EnvironmentValues) -> Void) -> ResolvedView {
        var values = EnvironmentValues()
        values.setWidgetGeometry(family: family, contentMarginsDisabled: contentMarginsDisabled)
        values.widgetFamily = family
        values.colorScheme = colorScheme
        values.showsWidgetContainerBackground = !family.isAccessory
        values.redactionReasons = state == .placeholder ? .placeholder : []
        environment(&values)
        var env = ResolvedEnvironment()
        env.redacted = state == .placeholder
        if let size = WidgetModel.DynamicTypeSize(rawValue: values.dynamicTypeSize.rawValue) { env.dynamicTypeSize = size }
        env.layoutDirection = values.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let context = _EvaluationContext(env: env, values: values, redactsPrivate: state == .privacy)
        let nodes = EnvironmentValues.$current.withValue(values) { evaluate(view, context) }
        var top: ResolvedView
        if nodes.count == 1 {
            top = nodes[0].view
        } else if nodes.isEmpty {
            top = ResolvedView(path: "", content: .zstack(.center), children: [], modifiers: [], environment: env)
        } else {
            let kids = nodes.map { n in var k = n.view; k.path = "/" + n.component; return k }
            top = ResolvedView(path: "", content: .stack(axis: .vertical, horizontal: .center, vertical: .center, spacing: nil),
                               children: kids, modifiers: [], environment: env)
        }
        top.path = "/0"
        return finish(top, parent: "root")
    }

    /// One variant of a widget whose view is `view`, ready for ``WidgetLayoutEngine``.
    @MainActor
    public static func widget<V: View>(_ view: V, selection: VariantSelection, colorScheme: ColorScheme = .light,
                                       contentMarginsDisabled: Bool = false,
                                       environment: (inout EnvironmentValues) -> Void = { _ in }) -> ResolvedWidget {
        ResolvedWidget(selection: selection,
                       root: resolve(view, family: selection.family, colorScheme: colorScheme, state: selection.state,
                                     contentMarginsDisabled: contentMarginsDisabled, environment: environment),
                       contentMarginsDisabled: contentMarginsDisabled)
    }

    /// Relative paths made absolute, depth first.
    static func finish(_ view: ResolvedView, parent: String) -> ResolvedView {
        var v = view
        v.path = parent + v.path
        v.children = v.children.map { finish($0, parent: v.path) }
        v.modifiers = v.modifiers.map { m in
            let kind: ResolvedModifierKind = switch m.kind {
            case .background(let s, let a): .background(finish(s, parent: v.path), a)
            case .overlay(let s, let a): .overlay(finish(s, parent: v.path), a)
            case .containerBackground(let s): .containerBackground(finish(s, parent: v.path))
            default: m.kind
            }
            return ResolvedModifier(index: m.index, kind: kind)
        }
        return v
    }
}
