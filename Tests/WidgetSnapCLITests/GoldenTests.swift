import Foundation
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetSnapshotCore
import WidgetSnapshotTesting

/// One committed golden: an example's first instance and first entry, for a family, appearance and state.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    var layout: String
    var family: String
    var instance: String
    var appearance: String
    var state: String
    var locale = "en"
    var testDescription: String { "\((layout as NSString).lastPathComponent) \(family) \(instance) \(appearance) \(state)\(locale == "en" ? "" : " " + locale)" }
}

/// The examples' snapshots against the committed goldens in Tests/Goldens, through the project's own
/// `assertWidgetSnapshot` (the API users call): the first instance, the first entry, every family of
/// the default device, light and dark, real and placeholder. Compared by pixels (threshold 0), so an
/// encoder change does not force re-recording. `WIDGETSNAP_RECORD=failed swift test --filter GoldenTests`
/// re-records; a run that records fails.
@Suite(.serialized)
struct GoldenTests {
    static let root = ToolTests.root
    static let goldens = root.appendingPathComponent("Tests/Goldens").path
    static let assets = root.appendingPathComponent("Assets").path

    static let layouts: [LoadedLayout] = {
        let files = (try? LayoutFiles.expand([root.appendingPathComponent("Layouts").path])) ?? []
        return files.compactMap { file in if case .success(let l)? = try? LayoutFiles.load(file) { return l } else { return nil } }
    }()

    /// The translated examples: light, real, small and medium, in each locale with a string table.
    static let localizedKinds = ["Weather", "RecentPurchases"]
    static let localizedLocales = ["zh-Hans", "ja"]
    static let localizedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium]

    static let localizedCases: [GoldenCase] = layouts.filter { localizedKinds.contains($0.definition.kind) }.flatMap { layout in
        localizedFamilies.flatMap { family in
            localizedLocales.map { GoldenCase(layout: layout.path, family: family.rawValue, instance: layout.definition.instances.first?.name ?? "default",
                                              appearance: "light", state: "real", locale: $0) }
        }
    }

    static let cases: [GoldenCase] = localizedCases + layouts.flatMap { layout -> [GoldenCase] in
        let d = layout.definition
        guard let instance = d.instances.first?.name else { return [] }
        return d.families.filter { DeviceCatalog.default.size(of: $0) != nil }.flatMap { family in
            ColorScheme.allCases.flatMap { scheme in
                WidgetState.defaults.map { GoldenCase(layout: layout.path, family: family.rawValue, instance: instance, appearance: scheme.rawValue, state: $0.rawValue) }
            }
        }
    }

    /// The rendering modes (docs/rendering.md), for the examples and families that show them best,
    /// real state only: tinted, clear and StandBy at night for a system family, vibrant (the Lock
    /// Screen) for the accessory families. Kept small so that the suite stays quick.
    static let modeCases: [GoldenCase] = {
        let picks: [(String, [(String, [String])])] = [
            ("weather.json5", [("systemSmall", ["dark-tinted", "dark-clear", "standby-night"]), ("systemMedium", ["dark-tinted"]),
                               ("accessoryCircular", ["vibrant"]), ("accessoryRectangular", ["vibrant"]), ("accessoryInline", ["vibrant"])]),
            ("recent-purchases.json5", [("systemSmall", ["dark-tinted", "dark-clear"])]),
            ("stocks.json5", [("systemSmall", ["dark-tinted", "vibrant"])]),
        ]
        return picks.flatMap { file, families -> [GoldenCase] in
            guard let layout = layouts.first(where: { $0.path.hasSuffix("/" + file) }), let instance = layout.definition.instances.first?.name else { return [] }
            return families.flatMap { family, appearances in
                appearances.map { GoldenCase(layout: layout.path, family: family, instance: instance, appearance: $0, state: "real") }
            }
        }
    }()

    @Test(arguments: modeCases)
    func exampleMatchesItsModeGolden(_ c: GoldenCase) {
        assertWidgetSnapshot(layout: c.layout, family: c.family, instance: c.instance, appearance: c.appearance, state: c.state,
                             goldens: Self.goldens, assets: Self.assets, threshold: 0)
    }

    @Test(arguments: cases)
    func exampleMatchesItsGolden(_ c: GoldenCase) {
        assertWidgetSnapshot(layout: c.layout, family: c.family, instance: c.instance, appearance: c.appearance, state: c.state,
                             goldens: Self.goldens, assets: Self.assets, threshold: 0, locale: c.locale)
    }

    @Test func everyGoldenIsProducedByACase() throws {
        #expect(Self.cases.count >= 90)
        #expect(Self.modeCases.count >= 11)
        let modes = Self.modeCases.compactMap { c -> String? in
            guard let l = Self.layouts.first(where: { $0.path == c.layout }), let family = WidgetFamily(rawValue: c.family),
                  let appearance = try? Selection.appearance(c.appearance) else { return nil }
            return VariantID(kind: l.definition.kind, instance: c.instance, family: family, entry: 0, appearance: appearance,
                             state: .real, device: DeviceCatalog.default.id, scale: 3).path(in: Self.goldens)
        }
        let produced = Set(try (Self.jobs() + DynamicTypeGoldenTests.jobs()).map { $0.variant.path(in: Self.goldens) } + modes)
        let stale = GoldenFiles.list(Self.goldens).filter { !produced.contains($0) }
        #expect(stale.isEmpty, "goldens that no case produces: \(stale)")
    }

    static func jobs() throws -> [RenderJob] {
        var filter = VariantFilter()
        filter.instances = ["first"]
        filter.entry = 0
        var localized = filter
        localized.families = localizedFamilies.map(\.rawValue)
        localized.appearances = [Appearance(colorScheme: .light)]
        localized.states = [.real]
        localized.locales = localizedLocales
        var extra: [RenderJob] = []
        for (i, layout) in layouts.enumerated() where localizedKinds.contains(layout.definition.kind) {
            extra += try VariantSet.jobs([layout], filter: localized, device: DeviceCatalog.default, scale: 3).map { RenderJob(layoutIndex: i, variant: $0.variant) }
        }
        return try VariantSet.jobs(layouts, filter: filter, device: DeviceCatalog.default, scale: 3) + extra
    }

    @Test func outputDoesNotDependOnTheNumberOfThreads() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("threads-\(UUID().uuidString)").path
        let jobs = try Self.jobs()
        for workers in [1, 2] {
            _ = try RenderPipeline.render(jobs, layouts: Self.layouts, into: "\(base)/\(workers)", device: DeviceCatalog.default, scale: 3,
                                          assetsRoot: Self.assets, workers: workers)
        }
        for job in jobs {
            let one = FileManager.default.contents(atPath: job.variant.path(in: base + "/1"))
            #expect(one != nil && one == FileManager.default.contents(atPath: job.variant.path(in: base + "/2")), "\(job.variant.name)")
        }
    }
}
