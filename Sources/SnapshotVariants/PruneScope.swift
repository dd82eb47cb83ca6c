import WidgetLayout
import WidgetModel
import SnapshotFiles

/// The goldens a selection of variants could have produced: `--prune` only ever looks at these,
/// so pruning with a filter (one layout, one family, `--instance first`) leaves every golden
/// outside the filter alone.
///
/// A golden `<kind>/<instance>/<family>/<device>/<NN>-<appearance>-<state>@<scale>x.png` is in
/// scope when its kind is one of the selected layouts'; its instance is a selected one (any, with
/// no `--instance`); its family is a selected one (any, with no `--family`); its device and scale
/// are the run's; its entry is `--entry` (any without); its appearance is a selected one (any
/// without); and its state is a selected one (real and placeholder without `--state`). A file
/// in a selected kind, instance, family and device folder whose name does not parse is in scope.
public struct PruneScope: Sendable {
    /// Per kind: the selected instance names, or nil for all.
    var instances: [String: Set<String>?] = [:]
    var families: Set<String>?
    var device: String
    var scaleSuffix: String
    var entry: Int?
    var appearances: Set<String>
    var states: Set<String>
    /// The selected Dynamic Type sizes' name suffixes (`""` for large, `ax5`, `xSmall`).
    var dynamicTypes: Set<String>
    var locales: Set<String>

    public init(_ layouts: [LoadedLayout], filter: VariantFilter, device: Device, scale: Double) {
        for layout in layouts {
            let d = layout.definition
            if filter.instances.isEmpty {
                instances[d.kind] = .some(nil)
            } else {
                let first = filter.instances == ["first"] && d.instance(named: "first") == nil
                instances[d.kind] = .some(Set(first ? d.instances.prefix(1).map(\.name) : filter.instances))
            }
        }
        families = filter.families.isEmpty ? nil : Set(filter.families)
        self.device = device.id
        let probe = VariantID(kind: "k", instance: "i", family: .systemSmall, entry: 0, appearance: Appearance(colorScheme: .light),
                              state: .real, device: device.id, scale: scale)
        scaleSuffix = "@\(probe.scaleName)x.png"
        entry = filter.entry
        // Only the appearances the selection draws: without --appearance, light and dark, so that the
        // rendering modes' goldens (drawn only when asked for) are out of scope, never stale.
        appearances = Set(WidgetFamily.allCases.flatMap(filter.appearances(for:)).map(\.description))
        states = Set((filter.states.isEmpty ? WidgetState.defaults : filter.states).map(\.rawValue))
        dynamicTypes = Set((filter.dynamicTypeSizes.isEmpty ? [.large] : filter.dynamicTypeSizes).map { $0 == .large ? "" : $0.shortName })
        locales = Set(filter.locales.isEmpty ? ["en"] : filter.locales)
    }

    /// Whether the golden at `relative` (a path under the goldens folder) is one the selection could produce.
    public func contains(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/").map(String.init)
        guard parts.count == 5, let selected = instances[parts[0]] else { return false }
        if let selected, !selected.contains(parts[1]) { return false }
        if let families, !families.contains(parts[2]) { return false }
        guard parts[3] == device else { return false }
        var file = parts[4]
        // A Dynamic Type suffix (`-ax5` before `@`) is taken off first.
        var dynamicType = ""
        if let at = file.lastIndex(of: "@"), let dash = file[..<at].lastIndex(of: "-"),
           let size = DynamicTypeSize(name: String(file[file.index(after: dash)..<at])), size != .large {
            dynamicType = size.shortName
            file = String(file[..<dash]) + String(file[at...])
        }
        guard dynamicTypes.contains(dynamicType) else { return false }
        // NN-<appearance>-<state>[-<locale>]@<scale>x.png; an unparseable name stays in scope.
        var locale = "en"
        if let at = file.lastIndex(of: "@"),
           let tag = Selection.locales.first(where: { $0 != "en" && file[..<at].hasSuffix("-" + $0) }) {
            locale = tag
            file = String(file[..<file.index(at, offsetBy: -(tag.count + 1))]) + String(file[at...])
        }
        guard locales.contains(locale) else { return false }
        guard let at = file.lastIndex(of: "@"), let dash = file[..<at].lastIndex(of: "-"),
              let firstDash = file.firstIndex(of: "-"), firstDash < dash, let n = Int(file[..<firstDash]) else { return true }
        let appearance = String(file[file.index(after: firstDash)..<dash])
        let state = String(file[file.index(after: dash)..<at])
        guard String(file[at...]) == scaleSuffix else { return false }
        if let entry, n != entry { return false }
        if !appearances.contains(appearance) { return false }
        return states.contains(state)
    }
}
