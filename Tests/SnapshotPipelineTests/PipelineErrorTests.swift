import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetRender
import SnapshotFiles
import SnapshotPipeline
import SnapshotVariants

/// `PipelineError`: what stopped a variant carries the variant, file or device, and says it in the
/// words the command line printed before it was typed.
struct PipelineErrorTests {
    static let text = """
    {
      kind: "Case", displayName: "Case", description: "This widget shows your next case.",
      families: ["systemExtraLarge"],
      timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: {title: "Lunch"}}]},
      view: {Text: "{entry.title}"},
    }
    """

    @Test func aFamilyTheDeviceLacksNamesBoth() throws {
        let device = DeviceCatalog.default
        try #require(device.size(of: .systemExtraLarge) == nil)
        guard case .success(let definition) = LayoutFile.decode(text: Self.text, file: "case.json5", map: SourceMap(text: Self.text)) else {
            Issue.record("the layout does not decode"); return
        }
        let layout = LoadedLayout(path: "case.json5", text: Self.text, definition: definition)
        let worker = try RenderWorker(assetsRoot: ContextSweepTests.assets, device: device, scale: 1)
        let variant = VariantID(kind: "Case", instance: definition.instances.first?.name ?? "default", family: .systemExtraLarge, entry: 0,
                                appearance: .light, state: .real, device: device.id, scale: 1)
        do {
            _ = try worker.layout(variant, of: layout, index: 0)
            Issue.record("laid out for a family the device lacks")
        } catch {
            #expect(error == .noSize(device: device.id, family: "systemExtraLarge"))
            #expect(error.message == "\(device.id) has no systemExtraLarge size")
        }
    }

    /// Each case's words, as the command line prints them.
    @Test(arguments: [
        (PipelineError.binding(path: "w.json5", message: "unknown field 'x'", hint: "fields: title", family: "systemSmall", instance: "first"),
         "w.json5: unknown field 'x' (systemSmall, instance first)", "fields: title" as String?),
        (.files(.noSuchPath(path: "out")), "out: no such file or folder", nil),
        (.unresolvable(variant: "Case-first-systemSmall"), "cannot resolve Case-first-systemSmall", nil),
        (.drawing(path: "w.json5", reason: "surface"), "w.json5: surface", nil),
        (.encoding(reason: "too wide"), "PNG encoding failed: too wide", nil),
        (.vector(file: "Case.svg", reason: "write error"), "Case.svg: write error", nil),
    ])
    func theWordsOfEachCase(_ error: PipelineError, _ message: String, _ hint: String?) {
        #expect(error.message == message)
        #expect(error.hint == hint)
    }

    @Test func missingFontsSayWhichPackagesToInstall() {
        #expect(PipelineError.fonts(reason: "no Inter").hint?.hasPrefix("install the Debian font packages widgetsnap uses") == true)
    }
}
