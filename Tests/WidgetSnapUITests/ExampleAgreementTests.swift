import Foundation
import SwiftUIExamples
import Testing
import WidgetKit
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore

/// Examples/SwiftUI/ParkedCar, the SwiftUI version of Layouts/parked-car.json5: the same settings
/// and timeline, and identical pixels for every family, entry, appearance and state.
@MainActor
@Suite struct ExampleAgreementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func layout(_ name: String) throws -> WidgetDefinition {
        let path = root.appendingPathComponent("Layouts/\(name)").path
        switch LayoutFile.decode(text: try String(contentsOfFile: path, encoding: .utf8), file: path) {
        case .success(let d): return d
        case .failure(let e): throw e
        }
    }

    @Test func parkedCarSettingsAndTimeline() throws {
        let d = try Self.layout("parked-car.json5")
        let host = WidgetHost<ParkedCarWidget>()
        #expect(host.kind == d.kind)
        #expect(host.displayName == d.displayName)
        #expect(host.widgetDescription == d.description)
        #expect(host.supportedFamilies == d.families)
        for family in d.families {
            let t = host.timeline(family)
            #expect(t.entries.map(\.date) == d.timeline.entries.map(\.date))
            let thousandths = { (x: Double?) in x.map { ($0 * 1000).rounded() } }
            #expect(t.entries.map { thousandths($0.relevance.map { Double($0.score) }) } == d.timeline.entries.map { thousandths($0.relevance?.score) })
            #expect(t.entries.map { $0.relevance?.duration ?? 0 } == d.timeline.entries.map { $0.relevance?.duration ?? 0 })
            let size = try #require(host.device.size(of: family))
            #expect(Double(host.context(family).displaySize.width) == size.width && Double(host.context(family).displaySize.height) == size.height)
        }
    }

    @Test func parkedCarPixels() throws {
        let d = try Self.layout("parked-car.json5")
        let host = WidgetHost<ParkedCarWidget>()
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Self.root.appendingPathComponent("Assets").path, device: device, scale: device.scale)
        let resolver = Resolver(definition: d, symbols: worker.symbols)
        var compared = 0
        for family in d.families {
            for entry in d.timeline.entries.indices {
                for (appearance, state) in [(Appearance.light, WidgetState.real), (.dark, .real), (.light, .placeholder)] {
                    if state == .placeholder && entry > 0 { continue }
                    let json = try #require(resolver.resolve(VariantSelection(family: family, instance: "with-meter", entryIndex: entry, state: state)))
                    #expect(json.issues.isEmpty, "\(json.issues)")
                    let swift = try #require(host.resolve(family: family, entryIndex: entry, state: state, colorScheme: appearance.colorScheme))
                    let l1 = try #require(worker.layoutEngine.layout(json, graphic: d.graphic, device: device))
                    let l2 = try #require(worker.layoutEngine.layout(swift, graphic: false, device: device))
                    let p1 = try worker.renderer.render(l1, family: family, appearance: appearance, scale: device.scale)
                    let p2 = try worker.renderer.render(l2, family: family, appearance: appearance, scale: device.scale)
                    let differing = zip(p1.rgba, p2.rgba).filter { $0 != $1 }.count
                    #expect(p1.width == p2.width && p1.height == p2.height && differing == 0,
                            "\(family.rawValue) entry \(entry) \(appearance) \(state.rawValue): \(differing) bytes differ\n\(strings(json.root))\n\(strings(swift.root))")
                    compared += 1
                }
            }
        }
        #expect(compared == 21)
    }
}

/// The texts of a tree, depth first.
func strings(_ v: ResolvedView) -> [String] {
    var out: [String] = []
    if case .text(let s) = v.content { out.append(s) }
    return out + v.children.flatMap(strings)
}
