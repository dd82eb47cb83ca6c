import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetRender
@testable import SnapshotPipeline
import SnapshotFiles
import SnapshotVariants

/// Every example in every rendering mode, every Dynamic Type size and every locale without a crash
/// or a layout error (issue 14's acceptance): laid out (first instance, first entry) in every size
/// and in every locale at the default size and AX5, and a sample rendered at 1× — every appearance for every family, every size and every
/// locale for the first family. Each image must have the family's size and be drawn (not empty).
@Suite struct ContextSweepTests {
    static let appearances = ["light", "dark", "light-tinted", "dark-tinted-ff8800", "light-clear", "dark-clear", "vibrant",
                              "vibrant-80b4ff", "standby", "standby-night", "always-on"]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let assets = root.appendingPathComponent("Assets").path
    /// The examples of `Layouts/`.
    static let layouts: [LoadedLayout] = {
        let files = (try? LayoutFiles.expand([root.appendingPathComponent("Layouts").path])) ?? []
        return files.compactMap { file in if case .success(let l)? = try? LayoutFiles.load(file) { return l } else { return nil } }
    }()

    func variant(_ d: WidgetDefinition, _ family: WidgetFamily, _ appearance: Appearance = .light,
                 size: DynamicTypeSize = .large, locale: String = "en") -> VariantID {
        var v = VariantID(kind: d.kind, instance: d.instances.first?.name ?? "default", family: family, entry: 0, appearance: appearance,
                          state: .real, device: DeviceCatalog.default.id, scale: 1, dynamicTypeSize: size)
        v.locale = locale
        return v
    }

    func check(_ image: RenderedImage, _ v: VariantID, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let size = DeviceCatalog.default.size(of: v.family) ?? Size(0, 0)
        #expect(image.width == Int(size.width.rounded()) && image.height == Int(size.height.rounded()), "\(v.name)", sourceLocation: sourceLocation)
        #expect(stride(from: 3, to: image.rgba.count, by: 4).contains { image.rgba[$0] > 0 }, "\(v.name) is empty", sourceLocation: sourceLocation)
    }

    @Test func everyExampleLaysOutInEverySizeAndLocale() throws {
        let worker = try RenderWorker(assetsRoot: Self.assets, device: DeviceCatalog.default, scale: 1)
        var count = 0
        #expect(Self.layouts.count >= 6)
        for (li, layout) in Self.layouts.enumerated() {
            let d = layout.definition
            for family in d.families where DeviceCatalog.default.size(of: family) != nil {
                // Every size in every locale would be 96 layouts per family; every size in English,
                // every locale at the default size and at AX5 (the longest text) cover the same code.
                let pairs = DynamicTypeSize.allCases.map { ($0, "en") }
                    + Selection.locales.flatMap { [(DynamicTypeSize.large, $0), (.accessibility5, $0)] }
                for (size, locale) in pairs {
                    let root = try worker.layout(variant(d, family, size: size, locale: locale), of: layout, index: li)
                    #expect(root.frame.width > 0)
                    count += 1
                }
            }
        }
        #expect(count > 500, "\(count) layouts")
    }

    @Test func everyExampleRendersInEveryModeSizeAndLocale() throws {
        let worker = try RenderWorker(assetsRoot: Self.assets, device: DeviceCatalog.default, scale: 1)
        for (li, layout) in Self.layouts.enumerated() {
            let d = layout.definition
            let families = d.families.filter { DeviceCatalog.default.size(of: $0) != nil }
            for family in families {
                for name in Self.appearances {
                    let appearance = try #require(Appearance(name: name))
                    let v = variant(d, family, appearance)
                    check(try worker.image(v, of: layout, index: li), v)
                }
            }
            guard let first = families.first else { continue }
            for size in DynamicTypeSize.allCases {
                let v = variant(d, first, size: size)
                check(try worker.image(v, of: layout, index: li), v)
            }
            for locale in Selection.locales {
                let v = variant(d, first, Appearance(colorScheme: .dark, context: .clear), locale: locale)
                check(try worker.image(v, of: layout, index: li), v)
            }
        }
    }
}
