import WidgetLayout
import WidgetModel
import SnapshotFiles

/// Which variants of the loaded layouts to produce. Empty lists mean "all" (for appearances: light
/// and dark in full colour; for states: real and placeholder).
public struct VariantFilter: Sendable {
    public var families: [String] = []
    /// Instance names; `["first"]` picks each layout's first instance (unless one is named "first").
    public var instances: [String] = []
    public var entry: Int?
    public var appearances: [Appearance] = []
    public var states: [WidgetState] = []
    /// Dynamic Type sizes; empty means large only.
    public var dynamicTypeSizes: [DynamicTypeSize] = []
    /// Locale tags (``Selection/locale(_:)``); empty means `en`.
    public var locales: [String] = []
    public init() {}

    /// The appearances rendered when none are asked for.
    public static let defaultAppearances: [Appearance] = ColorScheme.allCases.map { Appearance(colorScheme: $0) }

    /// Adds each family's default appearances (``defaultAppearances(for:)``) to `appearances`:
    /// `--appearance defaults`.
    public var familyDefaults = false

    /// The value of `--appearance` that asks for the families' defaults.
    public static let familyDefaultsName = "defaults"

    /// docs/rendering.md, "Rendering modes": the Lock Screen's accessory families render vibrant; the system families
    /// light, dark, tinted and clear (the accented contexts dark, as their composites are).
    public static func defaultAppearances(for family: WidgetFamily) -> [Appearance] {
        family.isAccessory ? [Appearance(colorScheme: .dark, context: .lockScreen(nil))]
            : [.light, .dark, Appearance(colorScheme: .dark, context: .tinted(nil)), Appearance(colorScheme: .dark, context: .clear)]
    }

    /// The appearances of a family's variants: those asked for, with the family's defaults first
    /// when ``familyDefaults`` is set; light and dark when nothing is asked for.
    public func appearances(for family: WidgetFamily) -> [Appearance] {
        guard familyDefaults else { return appearances.isEmpty ? Self.defaultAppearances : appearances }
        var seen = Set<Appearance>()
        return (Self.defaultAppearances(for: family) + appearances).filter { seen.insert($0).inserted }
    }
}

/// A variant of one of the loaded layouts.
public struct RenderJob: Sendable, Hashable {
    /// Index into the loaded layouts.
    public var layoutIndex: Int
    public var variant: VariantID
    public init(layoutIndex: Int, variant: VariantID) { self.layoutIndex = layoutIndex; self.variant = variant }
}

public enum VariantSet {
    /// Every selected variant, in a fixed order: layout, instance, family, entry, appearance, state, locale, Dynamic Type size.
    public static func jobs(_ layouts: [LoadedLayout], filter: VariantFilter, device: Device, scale: Double) throws(VariantsError) -> [RenderJob] {
        var jobs: [RenderJob] = []
        for (i, layout) in layouts.enumerated() {
            let d = layout.definition
            // A Live Activity or control file has no widget families: its surfaces are drawn apart
            // (WidgetSnapCLI/Commands/SurfaceVariants.swift), and a --family filter does not apply to it.
            if d.families.isEmpty { continue }
            var families: [WidgetFamily] = []
            if filter.families.isEmpty {
                families = d.families.filter { device.size(of: $0) != nil }
            } else {
                for name in filter.families { families.append(try Selection.family(name, d, device)) }
            }
            var instances: [String] = []
            if filter.instances.isEmpty {
                instances = d.instances.map(\.name)
            } else if filter.instances == ["first"] && d.instance(named: "first") == nil {
                instances = Array(d.instances.prefix(1).map(\.name))
            } else {
                for name in filter.instances { instances.append(try Selection.instance(name, d)) }
            }
            var entries = Array(d.timeline.entries.indices)
            if let e = filter.entry {
                guard e >= 0, e < d.timeline.entries.count else { throw .entryOutOfRange(entry: e, kind: d.kind) }
                entries = [e]
            }
            for instance in instances {
                for family in families {
                    for entry in entries {
                        for appearance in filter.appearances(for: family) {
                            for state in filter.states.isEmpty ? WidgetState.defaults : filter.states {
                                for locale in filter.locales.isEmpty ? ["en"] : filter.locales {
                                for size in filter.dynamicTypeSizes.isEmpty ? [DynamicTypeSize.large] : filter.dynamicTypeSizes {
                                    var id = VariantID(kind: d.kind, instance: instance, family: family, entry: entry, appearance: appearance,
                                                       state: state, device: device.id, scale: scale, dynamicTypeSize: size)
                                    id.locale = locale
                                    jobs.append(RenderJob(layoutIndex: i, variant: id))
                                }
                                }
                            }
                        }
                    }
                }
            }
        }
        return jobs
    }
}
