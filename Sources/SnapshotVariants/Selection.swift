import Foundation
import Suggestions
import WidgetLayout
import WidgetModel
import SnapshotFiles

/// Validating the variant options shared by commands.
public enum Selection {
    public static func device(_ id: String?) throws(VariantsError) -> Device {
        guard let id else { return DeviceCatalog.default }
        if let d = DeviceCatalog.device(id: id) { return d }
        let ids = DeviceCatalog.all.map(\.id)
        throw .unknownDevice(id: id, closest: byModelName(id) ?? Suggest.nearest(id, in: ids) ?? nearestBySize(id, ids))
    }

    public static func family(_ name: String?, _ d: WidgetDefinition, _ device: Device) throws(VariantsError) -> WidgetFamily {
        guard let name else {
            guard let f = d.families.first(where: { device.size(of: $0) != nil }) else {
                throw .noFamilyOnDevice(device: device.id)
            }
            return f
        }
        guard let f = WidgetFamily(named: name) else {
            throw .unknownFamily(name: name, families: WidgetFamily.allCases.map(\.rawValue))
        }
        guard d.families.contains(f) else {
            throw .familyNotSupported(kind: d.kind, family: name, supported: d.families.map(\.rawValue))
        }
        guard device.size(of: f) != nil else { throw .noSize(device: device.id, family: name) }
        return f
    }

    public static func instance(_ name: String?, _ d: WidgetDefinition) throws(VariantsError) -> String {
        guard let name else { return d.instances.first?.name ?? "default" }
        guard d.instance(named: name) != nil else {
            throw .unknownInstance(name: name, instances: d.instances.map(\.name))
        }
        return name
    }

    public static func state(_ name: String?) throws(VariantsError) -> WidgetState {
        guard let name else { return .real }
        guard let s = WidgetState(rawValue: name) else { throw .unknownState(name: name, states: WidgetState.allCases.map(\.rawValue)) }
        return s
    }

    /// The locales a variant can have: the shipped ones (CLDR formatting data) and the
    /// pseudo-locales `en-XA` (accented, about 40 % longer) and `ar-XB` (right to left).
    public static let locales = ExprLocale.shipped + ["en-XA", "ar-XB"]

    /// A locale tag, checked against ``locales``.
    public static func locale(_ tag: String) throws(VariantsError) -> String {
        if locales.contains(tag) { return tag }
        let lower = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        let guess = locales.first(where: { $0.lowercased() == lower }) ?? (lower.hasPrefix("zh") && !lower.contains("hant") ? "zh-Hans" : nil)
            ?? locales.first(where: { $0 == String(lower.split(separator: "-").first ?? "") })
        throw .unknownLocale(tag: tag, locales: locales, guess: guess)
    }

    /// An appearance by name (see ``Appearance/description``): `light`, `dark`, `light-fullColor`,
    /// `light-tinted`, `dark-tinted-ff8800`, `dark-clear`, `vibrant`, `vibrant-80b4ff`,
    /// `standby-night`, `always-on`.
    public static func appearance(_ name: String) throws(VariantsError) -> Appearance {
        if let a = Appearance(name: name) { return a }
        let parts = name.split(separator: "-").map(String.init)
        if parts.count >= 2, let scheme = ColorScheme(rawValue: parts[0]) {
            switch parts[1] {
            case "accented":
                throw .renderingModeNamed(name: name, scheme: scheme.rawValue)
            case "vibrant":
                throw .vibrantWithScheme(name: name)
            case "tinted":
                throw .badTint(name: name, example: "\(scheme.rawValue)-tinted-ff8800")
            default:
                throw .unknownAppearance(name: name, names: appearanceNames)
            }
        }
        if parts.first == "vibrant" { throw .badTint(name: name, example: "vibrant-80b4ff") }
        throw .unknownAppearance(name: name, names: appearanceNames)
    }

    /// The appearance names without a tint, and `defaults` (the families' defaults).
    public static let appearanceNames = ["light", "dark", "light-tinted", "dark-tinted", "light-clear", "dark-clear",
                                         "vibrant", "standby", "standby-night", "always-on", VariantFilter.familyDefaultsName]
    /// A Dynamic Type size: `xSmall` … `xxxLarge`, `ax1` … `ax5` (or SwiftUI's `accessibility1` …), any case.
    public static func dynamicType(_ name: String) throws(VariantsError) -> DynamicTypeSize {
        if let size = DynamicTypeSize(name: name) { return size }
        let names = DynamicTypeSize.allCases.map(\.shortName)
        let near = Suggest.nearest(name, in: names) ?? Suggest.nearest(name, in: DynamicTypeSize.allCases.map(\.rawValue))
        throw .unknownDynamicType(name: name, sizes: names, closest: near)
    }

    /// `--dynamic-type` values: a list of sizes, or `all` for every size (smallest first); duplicates dropped.
    public static func dynamicTypes(_ names: [String]) throws(VariantsError) -> [DynamicTypeSize] {
        var out: [DynamicTypeSize] = []
        for name in names {
            let sizes = name.lowercased() == "all" ? DynamicTypeSize.allCases : [try dynamicType(name)]
            for size in sizes where !out.contains(size) { out.append(size) }
        }
        return out
    }

    /// The id of the device whose models include `name` (`iPhone 15 Pro`, `iphone15pro`, `15 Plus`):
    /// people type the model, not the screen size.
    static func byModelName(_ name: String) -> String? {
        func normal(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        let target = normal(name)
        guard !target.isEmpty else { return nil }
        for device in DeviceCatalog.all {
            let models = device.name.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
            let family = models.first?.split(separator: " ").first.map(String.init) ?? ""
            for model in models {
                let full = model.first?.isNumber == true ? family + " " + model : model
                if normal(full) == target || normal(model) == target { return device.id }
            }
        }
        return nil
    }

    /// For a device id like `iphone-430x930` or `ipad-1024x1366`, the id of the same kind whose
    /// size is nearest (edit distance finds nothing among ids that differ only in digits).
    static func nearestBySize(_ id: String, _ ids: [String]) -> String? {
        func parse(_ s: String) -> (prefix: String, w: Int, h: Int)? {
            guard let dash = s.lastIndex(of: "-") else { return nil }
            let size = s[s.index(after: dash)...].split(separator: "x")
            guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]) else { return nil }
            return (s[..<dash].lowercased(), w, h)
        }
        guard let target = parse(id) else { return nil }
        let scored = ids.compactMap { c -> (String, Int)? in
            guard let p = parse(c), p.prefix == target.prefix else { return nil }
            return (c, abs(p.w - target.w) + abs(p.h - target.h))
        }
        return scored.min { $0.1 < $1.1 }?.0
    }

    public static func suggestion(_ name: String, _ candidates: [String]) -> String {
        var parts: [String] = []
        if let near = Suggest.nearest(name, in: candidates) { parts.append("did you mean '\(near)'?") }
        parts.append("expected one of: " + candidates.joined(separator: ", "))
        return parts.joined(separator: " ")
    }
}
