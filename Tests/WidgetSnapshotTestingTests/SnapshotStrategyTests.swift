import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapshotTesting

/// The one strategy behind every assertion, and the typed failures it returns.
struct SnapshotStrategyTests {
    func strategy(_ package: FakePackage, record: RecordMode, named name: String? = nil, device: String? = nil) throws(SnapshotFailure) -> SnapshotStrategy {
        try SnapshotStrategy(named: name, goldens: nil, assets: nil, device: device, record: record, threshold: 0, maxDiffPixels: 0,
                             filePath: package.testFile)
    }

    @Test func aLayoutVariantGoesMissingRecordedThenPasses() throws {
        let package = try FakePackage()
        let layout = try LayoutFiles.load(package.root.appendingPathComponent("Tests/AppTests/Layouts/weather.json5").path).get()
        let never = try strategy(package, record: .never)
        let variant = never.variant(kind: layout.definition.kind, family: .systemSmall, appearance: .light)
        let missing = try never.check(layout: layout, variant: variant)
        guard case .golden(let name, let status, let message)? = missing else { Issue.record("expected a golden failure, got \(String(describing: missing))"); return }
        #expect(name == variant.name && status == .missing)
        #expect(message.hasPrefix("snapshot \(variant.name): no golden at ") && missing?.description == message)
        let recorded = try strategy(package, record: .missing).check(layout: layout, variant: variant)
        guard case .golden(_, .recorded, _)? = recorded else { Issue.record("expected recorded, got \(String(describing: recorded))"); return }
        #expect(try never.check(layout: layout, variant: variant) == nil)
        #expect(never.folder == package.root.appendingPathComponent("Tests/AppTests/__Snapshots__/WidgetTests").path)
    }

    @Test func setUpFailuresCarryTheirMessageAndHint() throws {
        let package = try FakePackage()
        #expect(throws: SnapshotFailure.setUp(message: "the snapshot name 'a/b' must be a plain name, without '/'", hint: "e.g. named: \"long-text\"")) {
            try strategy(package, record: .never, named: "a/b")
        }
        do {
            _ = try strategy(package, record: .never, device: "no-such-phone")
            Issue.record("an unknown device was accepted")
        } catch {
            guard case .setUp(let message, _) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("no-such-phone"))
        }
    }

    @Test func aFamilyTheDeviceLacksIsNoSize() throws {
        let package = try FakePackage()
        let s = try strategy(package, record: .never)   // an iPhone: no systemExtraLarge
        let variant = s.variant(kind: "K", family: .systemExtraLarge, appearance: .light)
        let failure = try s.check(widget: nil, variant: variant, look: .light)
        #expect(failure == .noSize(device: s.device.id, family: .systemExtraLarge))
        #expect(failure?.description == "\(s.device.id) has no systemExtraLarge size")
        let small = s.variant(kind: "K", family: .systemSmall, appearance: .light)
        #expect(try s.check(widget: nil, variant: small, look: .light) == .cannotLayOut(variant: small.name))
        #expect(SnapshotFailure.cannotRender(variant: "v", reason: "r").description == "cannot render v: r")
    }
}
