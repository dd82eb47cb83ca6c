import Foundation
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetSnapshotCore
@testable import WidgetSnapCLI

/// `--locale` as a variant dimension: validated tags, file names, prune scope and the
/// missing-translation warnings of `check`.
@Suite struct LocaleOptionTests {
    @Test(arguments: [("jp", "did you mean 'ja'?"), ("zh", "did you mean 'zh-Hans'?"), ("zh_hans", "did you mean 'zh-Hans'?"),
                      ("de_DE", "did you mean 'de'?"), ("klingon", "expected one of: en, zh-Hans, ja, de, ar, he, en-XA, ar-XB")])
    func anUnknownLocaleIsAUsageErrorWithTheNearestTag(_ tag: String, _ hint: String) {
        do {
            _ = try Selection.locale(tag)
            Issue.record("\(tag) was accepted")
        } catch {
            #expect(ExitCodes.code(error) == .usage)
            #expect(error.message == "unknown locale '\(tag)'")
            #expect(error.hint?.contains(hint) == true, "\(error.hint ?? "")")
        }
        for (command, extra) in [("render", ["--out", "/nonexistent/x"]), ("test", ["--goldens", "/nonexistent/x", "--record", "never"]), ("lint", [])] {
            let r = ToolTests().run([command, "Layouts/weather.json5", "--locale", "en,\(tag)"] + extra)
            #expect(r.code == 64, "\(command): \(r.err)")
            #expect(r.err.contains("unknown locale '\(tag)'"), "\(command): \(r.err)")
        }
    }

    @Test func namesGainTheLocaleAfterTheStateUnlessItIsEnglish() throws {
        var v = VariantID(kind: "Weather", instance: "default", family: .systemSmall, entry: 0, appearance: Appearance(colorScheme: .light),
                          state: .real, device: "iphone-430x932", scale: 3)
        #expect(v.name == "Weather/default/systemSmall/iphone-430x932/00-light-real@3x")
        v.locale = "zh-Hans"
        #expect(v.name == "Weather/default/systemSmall/iphone-430x932/00-light-real-zh-Hans@3x")
        #expect(v.selection.locale == "zh-Hans")
        #expect(v.description.hasSuffix("real, zh-Hans, iphone-430x932"))
    }

    @Test func pruneLooksOnlyAtTheSelectedLocales() throws {
        guard case .success(let layout) = try LayoutFiles.load(ToolTests.root.appendingPathComponent("Layouts/weather.json5").path) else {
            Issue.record("weather does not load"); return
        }
        var filter = VariantFilter()
        let english = PruneScope([layout], filter: filter, device: DeviceCatalog.default, scale: 3)
        #expect(english.contains("Weather/default/systemSmall/iphone-430x932/00-light-real@3x.png"))
        #expect(!english.contains("Weather/default/systemSmall/iphone-430x932/00-light-real-ja@3x.png"))
        filter.locales = ["zh-Hans"]
        let chinese = PruneScope([layout], filter: filter, device: DeviceCatalog.default, scale: 3)
        #expect(chinese.contains("Weather/default/systemSmall/iphone-430x932/00-light-real-zh-Hans@3x.png"))
        #expect(!chinese.contains("Weather/default/systemSmall/iphone-430x932/00-light-real-ja@3x.png"))
        #expect(!chinese.contains("Weather/default/systemSmall/iphone-430x932/00-light-real@3x.png"))
        let jobs = try VariantSet.jobs([layout], filter: filter, device: DeviceCatalog.default, scale: 3)
        #expect(!jobs.isEmpty && jobs.allSatisfy { $0.variant.locale == "zh-Hans" })
    }

    @Test func checkWarnsAboutAMissingTranslationAtTheText() throws {
        let file = try ToolTests().temporaryFile("w.json5", """
            {
              kind: "W", displayName: "W", description: "Shows a greeting.", families: ["systemSmall"],
              timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: {}}]},
              view: {VStack: [{Text: "Good morning"}, {Text: "Past 7 Days"}]},
              strings: {ja: {"Good morning": "おはよう", "Past 7 Dayz": "過去 7 日間"}},
            }
            """)
        let r = ToolTests().run(["check", file])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.contains("w.json5:4:50: warning: no ja translation of 'Past 7 Days'"), "\(r.err)")
        #expect(r.err.contains("did you mean 'Past 7 Dayz'?"), "\(r.err)")
    }
}
