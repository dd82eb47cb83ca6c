import Foundation
import Testing
import WidgetKit
import WidgetLint
import WidgetSnapPreviews
import WidgetSnapshotTesting
import WidgetSnapUI

// The widget design lint on SwiftUI widgets (docs/lint.md, "SwiftUI widgets"): the rules
// `widgetsnap lint` runs on layout files, run on a `Widget`'s variants by the snapshot assertion.

struct NoteEntry: WidgetKit.TimelineEntry {
    let date: Date
    let title: String
}

struct NoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: .now, title: "Lunch") }
    func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { completion(NoteEntry(date: .now, title: "Lunch")) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
        completion(Timeline(entries: [NoteEntry(date: .now, title: "Lunch")], policy: .never))
    }
}

/// A note whose title is drawn in `colour` on white.
struct NoteView: View {
    let title: String
    let colour: Color
    var body: some View {
        Text(title).foregroundStyle(colour).containerBackground(.white, for: .widget)
    }
}

/// The contrast rule's trigger (light grey on white, 1.9:1) and near miss (#595959, 7:1), as in
/// `Tests/Lint/contrast/`.
struct PaleNoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "pale-note", provider: NoteProvider()) { NoteView(title: $0.title, colour: Color(red: 0.733, green: 0.733, blue: 0.733)) }
            .configurationDisplayName("Note").description("Shows the next note.").supportedFamilies([.systemSmall])
    }
}

struct DarkNoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "dark-note", provider: NoteProvider()) { NoteView(title: $0.title, colour: Color(red: 0.349, green: 0.349, blue: 0.349)) }
            .configurationDisplayName("Note").description("Shows the next note.").supportedFamilies([.systemSmall])
    }
}

@MainActor
@Test func swiftUIWidgetsAreLintedAsLayoutFilesAre() throws {
    let pale = try WidgetSnapshots.lint(widget: PaleNoteWidget())
    let contrast = pale.filter { $0.rule == "contrast" }
    // The light variant breaks it; in dark the white container background stays white, so dark breaks it too.
    #expect(!contrast.isEmpty, "\(pale)")
    #expect(contrast.allSatisfy { $0.severity == .error && $0.message.contains("under 4.5:1") && $0.message.hasSuffix("(at Text \"Lunch\" (root/0))") }, "\(contrast)")
    #expect(contrast.contains { $0.variant == "pale-note/default/systemSmall/iphone-430x932/00-light-real@3x" }, "\(contrast.map(\.variant))")
    let dark = try WidgetSnapshots.lint(widget: DarkNoteWidget())
    #expect(!dark.contains { $0.rule == "contrast" }, "\(dark)")
    // The placeholder's bars are not text: only the real state is measured.
    #expect(!contrast.contains { $0.variant.contains("placeholder") })
}

/// The assertion reports the findings: as warnings by default, as failures with `lint: .fail`, not at all with `.off`.
@MainActor
@Test func theWholeWidgetAssertionReportsTheLint() throws {
    let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("widget-lint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: goldens) }
    #expect(WidgetSnapshots.verify(widget: PaleNoteWidget(), goldens: goldens.path, record: .missing).allSatisfy { $0.hasPrefix("recorded the golden") })
    withKnownIssue("the contrast finding fails the test under lint: .fail") {
        assertWidgetSnapshot(of: PaleNoteWidget(), goldens: goldens.path, record: .never, lint: .fail)
    }
    assertWidgetSnapshot(of: PaleNoteWidget(), goldens: goldens.path, record: .never, lint: .off)
}

/// `widgetsnap previews`: a widget preview's findings are listed under it (the manifest's `lint`),
/// from the layout and contrast rules; the configuration's rules have nothing to read there.
@MainActor
@Test func widgetPreviewsListTheirLint() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("widget-lint-previews-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let pale = Preview("Pale", as: .systemSmall, widget: { PaleNoteWidget() }, timeline: { NoteEntry(date: .now, title: "Lunch") })
    let dark = Preview("Dark", as: .systemSmall, widget: { DarkNoteWidget() }, timeline: { NoteEntry(date: .now, title: "Lunch") })
    let manifest = try PreviewRunner.run([PreviewSource(file: "Note.swift", line: 3) { [pale, dark] }], out: out.path, resources: nil, assets: nil, device: nil)
    #expect(manifest.previews.map(\.kind) == ["widget", "widget"])
    let lint = manifest.previews[0].lint ?? []
    #expect(lint == [#"error: the text's contrast against its background is under 4.5:1 (body text): change its colour or the background's (at Text "Lunch" (root/0)) [contrast]"#], "\(lint)")
    #expect(manifest.previews[1].lint == nil, "\(manifest.previews[1].lint ?? [])")
}
