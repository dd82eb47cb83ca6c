import WidgetModel

/// One snapshot's identity: widget kind × configured instance × family × timeline entry ×
/// appearance (colour scheme and rendering mode) × state × device × scale. It owns every file name
/// derived from a variant (goldens, renders, the report's images, the gallery's snapshots), so the
/// same variant has the same name everywhere.
public struct VariantID: Sendable, Hashable {
    public var kind: String
    public var instance: String
    public var family: WidgetFamily
    public var entry: Int
    public var appearance: Appearance
    public var state: WidgetState
    /// A device id from ``DeviceCatalog``, e.g. `iphone-430x932`.
    public var device: String
    /// Pixels per point.
    public var scale: Double
    /// The Dynamic Type size (default large, which adds nothing to the name).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The locale (`en`, `ja`, `zh-Hans`, `en-XA`, …); names gain `-<locale>` after the state unless it is `en`.
    public var locale: String = "en"
    /// A surface that is not a widget family (a Live Activity's `dynamicIsland-compact`, a control's
    /// `controlCenter-small`): named in place of the family when set (docs/live-activities.md).
    public var surface: String? = nil

    public init(kind: String, instance: String, family: WidgetFamily, entry: Int, appearance: Appearance,
                state: WidgetState, device: String, scale: Double, dynamicTypeSize: DynamicTypeSize = .large) {
        self.kind = kind; self.instance = instance; self.family = family; self.entry = entry
        self.appearance = appearance; self.state = state; self.device = device; self.scale = scale
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// What the resolver needs to evaluate the variant's bindings.
    public var selection: VariantSelection {
        var s = VariantSelection(family: family, instance: instance, entryIndex: entry, state: state)
        s.appearance = appearance
        s.dynamicTypeSize = dynamicTypeSize
        s.locale = locale
        s.layoutDirection = LayoutDirection(language: locale)
        return s
    }

    /// `2`, or `1.5` for a fractional scale.
    public var scaleName: String { scale == scale.rounded() ? String(Int(scale)) : String(scale) }

    /// The file name without extension, relative to a root folder:
    /// `<kind>/<instance>/<family>/<device>/<NN>-<appearance>-<state>@<scale>x`, e.g.
    /// `Weather/default/systemSmall/iphone-430x932/00-light-real@3x`. Full colour adds nothing to the
    /// appearance (`light`, `dark`); other rendering modes are appended (`light-accented`). A Dynamic
    /// Type size other than large follows the state: `00-light-real-ax5@3x`, `00-light-real-xSmall@3x`.
    public var name: String {
        "\(kind)/\(instance)/\(surface ?? family.rawValue)/\(device)/\(entry < 10 ? "0" : "")\(entry)-\(appearance)-\(state.rawValue)\(locale == "en" ? "" : "-" + locale)\(dynamicTypeSuffix)@\(scaleName)x"
    }

    /// `-ax5`, `-xSmall`; empty for large.
    public var dynamicTypeSuffix: String { dynamicTypeSize == .large ? "" : "-" + dynamicTypeSize.shortName }

    /// The variant's file under `root` with the extension (`png`, `svg`, `pdf`).
    public func path(in root: String, extension ext: String = "png") -> String {
        (root.hasSuffix("/") ? root : root + "/") + name + "." + ext
    }

    /// A sibling of the golden: `<name>.new.png` (the actual rendering) or `<name>.diff.png`.
    public func sidecar(in root: String, _ suffix: Sidecar) -> String { path(in: root, extension: suffix.rawValue + ".png") }

    /// The files a failing golden comparison leaves beside its golden, and the report's copies.
    public enum Sidecar: String, Sendable, CaseIterable {
        case new, diff, expected, actual
    }

    /// A sentence for alt text and messages: `Weather, systemSmall, default, entry 0, light, real, iphone-430x932`.
    public var description: String {
        "\(kind), \(family.rawValue), \(instance), entry \(entry), \(appearance), \(state.rawValue)\(locale == "en" ? "" : ", " + locale), \(device)"
            + (dynamicTypeSize == .large ? "" : ", Dynamic Type \(dynamicTypeSize.shortName)")
    }
}
