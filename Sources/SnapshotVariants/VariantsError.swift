import SnapshotFiles
import Suggestions
import WidgetLayout
import WidgetModel

/// A variant option that names nothing there is (``Selection``, ``VariantSet``): the name given
/// and what there was to choose from.
public enum VariantsError: DescribedError, Equatable {
    /// No device has the id; `closest`: the id it most likely meant.
    case unknownDevice(id: String, closest: String?)
    /// The device has a size for none of the widget's families.
    case noFamilyOnDevice(device: String)
    /// No widget family has the name.
    case unknownFamily(name: String, families: [String])
    /// The widget does not declare the family.
    case familyNotSupported(kind: String, family: String, supported: [String])
    /// The device has no size for the family.
    case noSize(device: String, family: String)
    /// The widget has no instance of the name.
    case unknownInstance(name: String, instances: [String])
    /// No widget state has the name.
    case unknownState(name: String, states: [String])
    /// No shipped locale has the tag; `guess`: one that differs only in case, separator or region.
    case unknownLocale(tag: String, locales: [String], guess: String?)
    /// `light-accented`: a rendering mode, where a Home Screen is named.
    case renderingModeNamed(name: String, scheme: String)
    /// `light-vibrant`: vibrant contexts take no colour scheme.
    case vibrantWithScheme(name: String)
    /// A tint that is not six hex digits; `example`: the name written right.
    case badTint(name: String, example: String)
    /// No appearance has the name.
    case unknownAppearance(name: String, names: [String])
    /// No Dynamic Type size has the name; `closest`: the size it most likely meant.
    case unknownDynamicType(name: String, sizes: [String], closest: String?)
    /// `--entry` beyond the widget's timeline.
    case entryOutOfRange(entry: Int, kind: String)

    public var message: String {
        switch self {
        case .unknownDevice(let id, _): "unknown device '\(id)'"
        case .noFamilyOnDevice(let device): "\(device) offers none of the widget's families"
        case .unknownFamily(let name, _): "unknown family '\(name)'"
        case .familyNotSupported(let kind, let family, _): "\(kind) does not support \(family)"
        case .noSize(let device, let family): "\(device) has no \(family) size"
        case .unknownInstance(let name, _): "no instance named '\(name)'"
        case .unknownState(let name, _): "unknown state '\(name)'"
        case .unknownLocale(let tag, _, _): "unknown locale '\(tag)'"
        case .renderingModeNamed(let name, _): "'\(name)' names the rendering mode, not a Home Screen"
        case .vibrantWithScheme: "vibrant contexts are always dark and named alone"
        case .badTint(let name, _): "bad tint in '\(name)'"
        case .unknownAppearance(let name, _): "unknown appearance '\(name)'"
        case .unknownDynamicType(let name, _, _): "unknown Dynamic Type size '\(name)'"
        case .entryOutOfRange(let entry, let kind): "--entry \(entry) is out of range for \(kind)"
        }
    }

    public var hint: String? {
        switch self {
        case .unknownDevice(_, let closest): (closest.map { "did you mean '\($0)'? " } ?? "") + "'widgetsnap devices' lists them"
        case .noFamilyOnDevice, .noSize, .entryOutOfRange: nil
        case .unknownFamily(let name, let families): Selection.suggestion(name, families)
        case .familyNotSupported(_, _, let supported): "it supports " + supported.joined(separator: ", ")
        case .unknownInstance(let name, let instances): Selection.suggestion(name, instances)
        case .unknownState(let name, let states): Selection.suggestion(name, states)
        case .unknownLocale(let tag, let locales, let guess):
            guess.map { "did you mean '\($0)'? expected one of: " + locales.joined(separator: ", ") } ?? Selection.suggestion(tag, locales)
        case .renderingModeNamed(_, let scheme): "use \(scheme)-tinted or \(scheme)-clear"
        case .vibrantWithScheme: "use vibrant, vibrant-RRGGBB (a Lock Screen tint), standby-night or always-on"
        case .badTint(_, let example): "write the tint as six hex digits: \(example)"
        case .unknownAppearance(let name, let names): Selection.suggestion(name, names)
        case .unknownDynamicType(_, let sizes, let closest):
            (closest.map { "did you mean '\($0)'? " } ?? "") + "expected one of: " + sizes.joined(separator: ", ") + ", or all"
        }
    }
}
