import ActivityKit
import AppIntents
import Foundation
import Testing
import WidgetKit
import WidgetLint
import WidgetSnapshotTesting
import WidgetSnapUI

// The surface lint rules' fixtures (docs/lint.md, "Live Activities and controls"): per rule a
// trigger, which breaks it, and a near miss, which comes close and does not.

struct LintAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var lines: Int; var minimalText: Bool; var compactText = "5" }
    var name: String
}

struct LintActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LintAttributes.self) { context in
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<context.state.lines, id: \.self) { i in Text("Line \(i + 1)").font(.system(size: 17)).frame(height: 22) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.name) }
            } compactLeading: {
                Image(systemName: "bolt.fill")
            } compactTrailing: {
                Text(context.state.compactText).font(.callout).lineLimit(1)
            } minimal: {
                if context.state.minimalText { Text("5m") } else { Image(systemName: "bolt.fill") }
            }
        }
    }
}

struct LintIntent: AppIntent {
    static let title: LocalizedStringResource = "Go"
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

struct SymbolLessControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "SymbolLess") { ControlWidgetButton(action: LintIntent()) { Text("Go") } }
    }
}

struct SymbolControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Symbol") { ControlWidgetButton(action: LintIntent()) { Label("Go", systemImage: "play.fill") } }
    }
}

struct LongTitleControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "LongTitle") {
            ControlWidgetButton(action: LintIntent()) { Label("Open the garage door downstairs", systemImage: "door.garage.open") }
        }
    }
}

struct ShortTitleControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "ShortTitle") {
            ControlWidgetButton(action: LintIntent()) { Label("Garage", systemImage: "door.garage.open") }
        }
    }
}

@MainActor
struct SurfaceLintTests {
    /// The rules that fire for an activity state or a control, drawn on iphone-430x932 into throwaway goldens.
    static func rules(_ state: LintAttributes.ContentState) -> Set<String> {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("surface-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let collector = SurfaceLintCollector()
        _ = WidgetSnapshots.verify(activity: LintActivity(), attributes: LintAttributes(name: "Charging"), states: [state],
                                   appearances: ["light"], goldens: goldens.path, record: .missing, lint: collector)
        return Set(collector.messages.compactMap { $0.split(separator: "[").last?.split(separator: "]").first.map(String.init) })
    }

    static func rules<C: ControlWidget>(_ control: C) -> Set<String> {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("surface-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let collector = SurfaceLintCollector()
        _ = WidgetSnapshots.verify(control: control, appearances: ["light"], goldens: goldens.path, record: .missing, lint: collector)
        return Set(collector.messages.compactMap { $0.split(separator: "[").last?.split(separator: "]").first.map(String.init) })
    }

    struct Case: Sendable, CustomStringConvertible {
        let rule: String
        let trigger: @MainActor @Sendable () -> Set<String>
        let nearMiss: @MainActor @Sendable () -> Set<String>
        var description: String { rule }
    }

    nonisolated static let cases: [Case] = [
        // 8 lines of 22 pt and 2 × 14 pt margins: 204 pt; 5 lines: 138 pt.
        Case(rule: "activity-lock-screen-height", trigger: { rules(.init(lines: 8, minimalText: false)) },
             nearMiss: { rules(.init(lines: 5, minimalText: false)) }),
        Case(rule: "minimal-without-text", trigger: { rules(.init(lines: 2, minimalText: true)) },
             nearMiss: { rules(.init(lines: 2, minimalText: false)) }),
        // On iphone-430x932 a compact side is 62.33 pt, 50.33 pt inside its 6 pt margins.
        Case(rule: "compact-content-fits", trigger: { rules(.init(lines: 2, minimalText: false, compactText: "12 min left")) },
             nearMiss: { rules(.init(lines: 2, minimalText: false, compactText: "12m")) }),
        Case(rule: "control-has-symbol", trigger: { rules(SymbolLessControl()) }, nearMiss: { rules(SymbolControl()) }),
        Case(rule: "control-title-fits", trigger: { rules(LongTitleControl()) }, nearMiss: { rules(ShortTitleControl()) }),
    ]

    @Test(arguments: cases)
    func triggerAndNearMiss(_ c: Case) {
        #expect(c.trigger().contains(c.rule), "the trigger of \(c.rule) does not break it")
        #expect(!c.nearMiss().contains(c.rule), "the near miss of \(c.rule) breaks it")
    }

    /// Every rule has a case here and a section in docs/lint.md with its severity and guideline.
    @Test func everyRuleIsTestedAndDocumented() throws {
        let docs = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/lint.md"), encoding: .utf8)
        #expect(Set(Self.cases.map(\.rule)) == Set(SurfaceLintRegistry.all.map(\.id)))
        for rule in SurfaceLintRegistry.all {
            guard let start = docs.range(of: "\n### \(rule.id)\n") else { Issue.record("docs/lint.md has no section '### \(rule.id)'"); continue }
            let section = docs[start.upperBound...].prefix(1200)
            #expect(section.contains("Severity: \(rule.defaultSeverity.rawValue)"), "\(rule.id)")
            #expect(section.contains(rule.guideline.sentence), "\(rule.id)")
        }
    }

    /// The findings name the rule, every variant and the guideline, once per message.
    @Test func findingsGroupVariants() {
        let collector = SurfaceLintCollector()
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("surface-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        _ = WidgetSnapshots.verify(control: SymbolLessControl(), goldens: goldens.path, record: .missing, lint: collector)
        #expect(collector.messages.count == 1)
        #expect(collector.messages.first?.hasPrefix("error: the control has no symbol") == true)
        #expect(collector.messages.first?.contains("in 2 variants: SymbolLess/default/controlCenter-small/iphone-430x932/00-light-real@3x") == true)
        #expect(collector.messages.first?.contains("guideline (HIG: Controls, Anatomy): Controls contain a symbol image") == true)
    }
}
