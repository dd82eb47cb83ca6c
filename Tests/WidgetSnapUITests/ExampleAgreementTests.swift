import Foundation
import AppIntents
@testable import SwiftUIExamples
import Testing
import WidgetKit
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore

/// Examples/SwiftUI: the examples of Layouts/ written as SwiftUI widgets. Each has the same settings
/// and timeline as its layout file, and renders identical pixels for every family, entry,
/// appearance (light, dark) and state (real; the placeholder, from the provider's `placeholder(in:)`,
/// which a layout file draws from its first entry's date).
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

    /// Kind, display name, description, families, margins, the intent's title, description and
    /// parameters, and the timeline's dates and relevance.
    func expectSameSettings<W: Widget>(_ widget: W.Type, _ file: String) throws {
        let d = try Self.layout(file)
        let host = WidgetHost<W>()
        #expect(host.kind == d.kind)
        #expect(host.displayName == d.displayName)
        #expect(host.widgetDescription == d.description)
        #expect(host.supportedFamilies == d.families)
        #expect(host.contentMarginsDisabled == d.graphic)
        let intent = try #require(host.configurationIntent)
        let declared = try #require(d.intent)
        #expect(intent.title == declared.title)
        #expect(intent.description == declared.description)
        #expect(intent.parameters.map(\.name) == declared.parameters.map(\.name))
        #expect(intent.parameters.map(\.title) == declared.parameters.map(\.title))
        #expect(intent.parameters.map(\.type.name) == declared.parameters.map(\.type.name))
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

    /// Renders every variant of every instance of the layout file from both front ends (the SwiftUI
    /// widget with the intent value `intent` gives for the instance); returns how many were compared.
    /// The placeholder is compared at the first entry of the first (default) instance only: the
    /// provider's `placeholder(in:)` has no configuration, where a layout file draws its placeholder
    /// with each instance's values. `excluded` names variants
    /// (`instance/family/entry/appearance/state`) with a known engine difference, documented where
    /// they are listed; each must still differ, so the list cannot go stale.
    func expectSamePixels<W: Widget>(_ widget: W.Type, _ file: String, excluded: Set<String> = [],
                                     intent: (WidgetInstance) -> any WidgetConfigurationIntent) throws -> Int {
        let d = try Self.layout(file)
        let host = WidgetHost<W>()
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Self.root.appendingPathComponent("Assets").path, device: device, scale: device.scale)
        let resolver = Resolver(definition: d, symbols: worker.symbols)
        var compared = 0
        for (n, instance) in d.instances.enumerated() {
            let value = intent(instance)
            for family in d.families {
                for entry in d.timeline.entries.indices {
                    for appearance in [Appearance.light, .dark] {
                        for state in [WidgetState.real, .placeholder] {
                            if state == .placeholder && (entry > 0 || n > 0) { continue }
                            let name = "\(instance.name)/\(family.rawValue)/\(entry)/\(appearance)/\(state.rawValue)"
                            let json = try #require(resolver.resolve(VariantSelection(family: family, instance: instance.name, entryIndex: entry, state: state)))
                            #expect(json.issues.isEmpty, "\(name): \(json.issues)")
                            let swift = try #require(host.resolve(family: family, entryIndex: entry, state: state, colorScheme: appearance.colorScheme,
                                                                  instance: instance.name, intent: value))
                            let l1 = try #require(worker.layoutEngine.layout(json, graphic: d.graphic, device: device))
                            let l2 = try #require(worker.layoutEngine.layout(swift, graphic: false, device: device))
                            // The device's scale for the first entry of the first instance, 1× for the
                            // rest: every variant is compared, and each family, appearance and state at 3×.
                            let scale = entry == 0 && n == 0 ? device.scale : 1
                            let p1 = try worker.renderer.render(l1, family: family, appearance: appearance, scale: scale)
                            let p2 = try worker.renderer.render(l2, family: family, appearance: appearance, scale: scale)
                            let same = p1.width == p2.width && p1.height == p2.height && p1.rgba == p2.rgba
                            let differing = same ? 0 : zip(p1.rgba, p2.rgba).filter { $0 != $1 }.count
                            if excluded.contains(name) {
                                #expect(!same, "\(name) is listed as differing but is identical: remove it from the list")
                            } else {
                                #expect(same, "\(file) \(name): \(differing) bytes differ\n\(firstDifference(json.root, swift.root) ?? "same trees")")
                            }
                            compared += 1
                        }
                    }
                }
            }
        }
        return compared
    }

    static func string(_ instance: WidgetInstance, _ key: String) -> String? { instance.values[key]?.stringValue }

    @Test func parkedCarSettingsAndTimeline() throws { try expectSameSettings(ParkedCarWidget.self, "parked-car.json5") }

    /// 2 instances × 3 families × 3 entries × light, dark + the placeholder in light and dark (3 × 2).
    @Test func parkedCarPixels() throws {
        let n = try expectSamePixels(ParkedCarWidget.self, "parked-car.json5") { instance in
            let i = ParkedCarIntent()
            if let show = instance.values["showMeter"]?.boolValue { i.showMeter = show }
            return i
        }
        #expect(n == 42)
    }

    @Test func stocksSettingsAndTimeline() throws { try expectSameSettings(StocksWidget.self, "stocks.json5") }

    /// 3 instances × 3 families × 4 entries × light, dark + the placeholder in light and dark (3 × 2).
    @Test func stocksPixels() throws {
        let n = try expectSamePixels(StocksWidget.self, "stocks.json5") { instance in
            let i = SelectSymbolIntent()
            i.stock = Self.string(instance, "stock").flatMap(Stock.named)
            return i
        }
        #expect(n == 78)
    }

    @Test func recentPurchasesSettingsAndTimeline() throws { try expectSameSettings(RecentPurchasesWidget.self, "recent-purchases.json5") }

    /// 3 instances × 3 families × 4 entries × light, dark + the placeholder in light and dark (3 × 2).
    @Test func recentPurchasesPixels() throws {
        let n = try expectSamePixels(RecentPurchasesWidget.self, "recent-purchases.json5") { instance in
            let i = ViewRecentPurchasesIntent()
            i.card = Self.string(instance, "card").flatMap(PaymentCard.named)
            if let c = Self.string(instance, "category").flatMap(PurchaseCategory.init(rawValue:)) { i.category = c }
            return i
        }
        #expect(n == 78)
    }

    @Test func upNextSettingsAndTimeline() throws { try expectSameSettings(UpNextWidget.self, "up-next.json5") }

    /// 3 instances × 5 families × 4 entries × light, dark + the placeholder in light and dark (5 × 2).
    @Test func upNextPixels() throws {
        let n = try expectSamePixels(UpNextWidget.self, "up-next.json5") { instance in
            let i = UpNextIntent()
            if let mirror = instance.values["mirrorCalendarApp"]?.boolValue { i.mirrorCalendarApp = mirror }
            i.calendar = Self.string(instance, "calendar").map { CalendarEntity(id: $0) }
            return i
        }
        #expect(n == 130)
    }

    @Test func gameScoreSettingsAndTimeline() throws { try expectSameSettings(GameScoreWidget.self, "game-score.json5") }

    /// 3 instances × 5 families × 5 entries × light, dark + the placeholder in light and dark (5 × 2).
    @Test func gameScorePixels() throws {
        let n = try expectSamePixels(GameScoreWidget.self, "game-score.json5") { instance in
            let i = SelectTeamIntent()
            i.team = Self.string(instance, "team").map(Team.named)
            return i
        }
        #expect(n == 160)
    }

    @Test func weatherSettingsAndTimeline() throws { try expectSameSettings(WeatherWidget.self, "weather.json5") }

    /// 2 instances × 6 families × 4 entries × light, dark + the placeholder in light and dark (6 × 2).
    @Test func weatherPixels() throws {
        let n = try expectSamePixels(WeatherWidget.self, "weather.json5") { instance in
            let i = WeatherLocationIntent()
            if let location = Self.string(instance, "location") { i.location = location }
            return i
        }
        #expect(n == 108)
    }
}

/// Where two resolved trees first differ (content, modifiers, environment, children), depth first;
/// node paths, modifier indices, links and container backgrounds are not compared.
func firstDifference(_ a: ResolvedView, _ b: ResolvedView) -> String? {
    func text(_ x: Any) -> String { "\(x)".replacingOccurrences(of: #"path: "[^"]*", "#, with: "", options: .regularExpression) }
    let ca = text(a.content), cb = text(b.content)
    if ca != cb { return "\(a.path) | \(b.path): content \(ca) ≠ \(cb)" }
    // A link's text is not drawn; a container background is compared as drawn, in its appearance.
    let drawn = { (m: ResolvedModifier) -> Bool in !text(m.kind).hasPrefix("widgetURL") && !text(m.kind).hasPrefix("containerBackground") && !text(m.kind).hasPrefix("link") }
    let ma = a.modifiers.filter(drawn).map { text($0.kind) }, mb = b.modifiers.filter(drawn).map { text($0.kind) }
    if ma != mb { return "\(a.path) | \(b.path): modifiers \(ma) ≠ \(mb)" }
    let ea = text(a.environment), eb = text(b.environment)
    if ea != eb { return "\(a.path) | \(b.path): environment \(ea) ≠ \(eb)" }
    if a.children.count != b.children.count { return "\(a.path) | \(b.path): \(a.children.count) ≠ \(b.children.count) children" }
    for (x, y) in zip(a.children, b.children) { if let d = firstDifference(x, y) { return d } }
    return nil
}

/// The texts of a tree, depth first.
func strings(_ v: ResolvedView) -> [String] {
    var out: [String] = []
    if case .text(let s) = v.content { out.append(s) }
    return out + v.children.flatMap(strings)
}
