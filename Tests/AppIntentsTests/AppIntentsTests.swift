import AppIntents
import Foundation
import Testing
import WidgetGallery
import EditWidgetSheet
import WidgetKit
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore

/// One line per parameter of a configuration model: `name "Title" type = default [when …]`.
func describe(_ intent: ConfigurationIntent) -> [String] {
    intent.parameters.map { p in
        var type: String
        switch p.type {
        case .string: type = "string"
        case .bool: type = "bool"
        case .integer(let lo, let hi): type = "integer(\(lo.map { "\(Int($0))" } ?? "-")...\(hi.map { "\(Int($0))" } ?? "-"))"
        case .decimal: type = "decimal"
        case .enumeration(let cases): type = "enum(" + cases.map { "\($0.value):\($0.title)" }.joined(separator: ",") + ")"
        case .entity(let s): type = "entity(\(s.collection)\(s.searchable ? ", searchable" : ""))"
        }
        var line = "\(p.name) \"\(p.title)\" \(type) = \(p.defaultValue.map { "\($0)" } ?? "none")"
        if let w = p.showWhen {
            switch w.test {
            case .equals(let v): line += " when \(w.parameter) == \(v)"
            case .oneOf(let vs): line += " when \(w.parameter) in \(vs.map { "\($0)" }.joined(separator: ","))"
            case .hasAnyValue: line += " when \(w.parameter) has a value"
            }
        }
        return line
    }
}

struct MappingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let model: @Sendable () -> ConfigurationIntent
    let expected: [String]
    var testDescription: String { name }
}

@Suite struct IntentMappingTests {
    static let cases: [MappingCase] = [
        MappingCase(name: "TripIntent", model: { IntentConfigurationModel.intent(TripIntent.self).intent }, expected: [
            #"city "City" entity(city.suggested, searchable) = string("osa")"#,
            #"units "Units" enum(metric:Metric,imperial:Imperial,nautical:Nautical) = string("metric")"#,
            #"decimals "Decimals" integer(0...3) = number(1.0)"#,
            #"seaMiles "Sea Miles" bool = bool(false) when units in string("imperial"),string("nautical")"#,
            #"scale "Scale" decimal = number(1.5) when units == string("metric")"#,
        ]),
        MappingCase(name: "PlainIntent", model: { IntentConfigurationModel.intent(PlainIntent.self).intent }, expected: [
            #"name "Name" string = string("Ada")"#,
            #"count "Count" integer(-...-) = number(3.0)"#,
            #"units "Units" enum(metric:Metric,imperial:Imperial,nautical:Nautical) = string("imperial")"#,
        ]),
        MappingCase(name: "SwitchedTripIntent", model: { IntentConfigurationModel.intent(SwitchedTripIntent.self).intent }, expected: [
            #"units "Units" enum(metric:Metric,imperial:Imperial,nautical:Nautical) = string("metric")"#,
            #"scale "Scale" decimal = number(1.5) when units == string("metric")"#,
            #"seaMiles "Sea Miles" bool = bool(false) when units == string("nautical")"#,
        ]),
        MappingCase(name: "MeterIntent", model: { IntentConfigurationModel.intent(MeterIntent.self).intent }, expected: [
            #"city "City" entity(city.suggested, searchable) = string("osa")"#,
            #"meter "Meter" bool = bool(false)"#,
            #"minutes "Minutes" integer(10...120) = number(30.0) when meter == bool(true)"#,
        ]),
    ]

    @Test(arguments: cases)
    func intentMapsToTheModel(_ c: MappingCase) {
        #expect(describe(c.model()) == c.expected)
    }

    @Test func titleAndDescription() {
        let model = IntentConfigurationModel.intent(TripIntent.self).intent
        #expect(model.title == "Trip")
        #expect(model.description == "Distances to a city.")
        #expect(IntentConfigurationModel.intent(PlainIntent.self).intent.description == nil)
    }

    @Test func suggestedEntitiesAreTheOptions() {
        let data = IntentConfigurationModel.intent(TripIntent.self).data
        #expect(data["city.suggested"] == .array(CityEntity.all.map { .object(["id": .string($0.id), "title": .string($0.name)]) }))
    }

    @Test func defaultIntentUsesDefaultsAndDefaultResult() {
        let intent = _defaultIntent(TripIntent.self)
        #expect(intent.city?.id == "osa")
        #expect(intent.units == .metric && intent.decimals == 1 && intent.caption == "Trip" && intent.note == nil)
        // A value set by the app wins over the query's default.
        let chosen = TripIntent()
        chosen.city = CityEntity.all[2]
        for (_, p) in _parameters(of: chosen) { p._applyQueryDefault() }
        #expect(chosen.city?.id == "qui")
        #expect(IntentConfigurationModel.values(of: chosen) == ["city": .string("qui"), "units": .string("metric"), "decimals": .number(1),
                                                                "scale": .number(1.5), "caption": .string("Trip"), "seaMiles": .bool(false)])
    }

    @Test func synchronousRunnerRunsNestedTasksInOrder() {
        for _ in 0..<20 {
            let names = _runSynchronously { (try? await CityQuery().suggestedEntities())?.map(\.name) ?? [] }
            #expect(names == ["Lisbon", "Osaka", "Quito"])
        }
    }

    @Test func synchronousRunnerStaysOnTheCallingThread() {
        let caller = pthread_self()
        let threads = _runSynchronously { () async -> [pthread_t] in
            var seen = [pthread_self()]
            for _ in 0..<5 { await Task.yield(); seen.append(pthread_self()) }
            return seen
        }
        #expect(threads.count == 6 && threads.allSatisfy { pthread_equal($0, caller) != 0 })
    }

    @Test func summaryStringKeepsItsParameters() {
        let s: ParameterSummaryString<TripIntent> = "Trip to \(\.$city) in \(\.$units)"
        let intent = TripIntent()
        let names = s._parts.compactMap { part -> String? in
            if case .parameter(let k) = part { return _parameterName(of: k, in: intent) } else { return nil }
        }
        #expect(names == ["city", "units"])
    }

    @Test func localizedStringResource() {
        let n = 3, name = "Harbor"
        let r: LocalizedStringResource = "\(n) stops to \(name)"
        #expect(r.key == "%lld stops to %@")
        #expect(String(localized: r) == "3 stops to Harbor")
        #expect(Text(r)._string == "3 stops to Harbor")
    }
}

@MainActor @Suite struct ConfiguredWidgetTests {
    func texts(_ v: ResolvedView) -> [String] {
        var out: [String] = []
        if case .text(let s) = v.content { out.append(s) }
        for c in v.children { out += texts(c) }
        for m in v.modifiers { if case .background(let b, _) = m.kind { out += texts(b) } }
        return out
    }

    func meter(_ on: Bool, city: Int = 0) -> MeterIntent {
        let i = MeterIntent()
        i.meter = on
        i.city = CityEntity.all[city]
        return i
    }

    @Test func hostDescribesTheWidget() {
        let host = WidgetHost(MeterWidget())
        #expect(host.isConfigurable)
        #expect(host.configurationIntent.map(describe)?.first == #"city "City" entity(city.suggested, searchable) = string("osa")"#)
        #expect(host.recommendations.map(\.description) == ["Lisbon", "Osaka", "Quito"])
        #expect(host.timeline(.systemSmall, intent: nil).entries.count == 2)
    }

    @Test func whenShowsAndHidesRows() {
        let host = WidgetHost(MeterWidget())
        let d = host.configurationDefinition(instances: [("off", meter(false)), ("on", meter(true, city: 2))])
        let off = texts(EditWidgetImage.view(d, instance: d.instance(named: "off")!))
        let on = texts(EditWidgetImage.view(d, instance: d.instance(named: "on")!))
        #expect(off.contains("Meter") && !off.contains("Minutes"))
        #expect(on.contains("Minutes") && on.contains("30"))
        #expect(!on.contains("Hidden") && !off.contains("Hidden"))
        // The default instance shows the query's default result as the chosen city.
        let byDefault = texts(EditWidgetImage.view(d, instance: d.instance(named: "default")!))
        #expect(byDefault.filter { $0 == "Osaka" }.count == 2)   // the row's value and the option
        #expect(on.filter { $0 == "Quito" }.count == 2)
    }

    @Test func configuredInstanceRendersDifferentPixels() throws {
        let host = WidgetHost(MeterWidget())
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: "/nonexistent", device: device, scale: device.scale)
        func pixels(_ r: ResolvedWidget?) throws -> [UInt8] {
            let resolved = try #require(r)
            let root = try #require(worker.layoutEngine.layout(resolved, graphic: false, device: device))
            return try worker.renderer.render(root, family: .systemSmall, appearance: .light, scale: device.scale).rgba
        }
        let byDefault = try pixels(host.resolve(family: .systemSmall, instance: "default", intent: nil))
        let again = try pixels(host.resolve(family: .systemSmall, instance: "default", intent: nil))
        let configured = try pixels(host.resolve(family: .systemSmall, instance: "with-meter", intent: meter(true)))
        #expect(byDefault == again)
        #expect(byDefault != configured)
        let defaultTexts = texts(try #require(host.resolve(family: .systemSmall, instance: "default", intent: nil)).root)
        let configuredTexts = texts(try #require(host.resolve(family: .systemSmall, instance: "with-meter", intent: meter(true))).root)
        #expect(defaultTexts == ["Osaka", "No meter"])
        #expect(configuredTexts == ["Lisbon", "30 min left"])
    }
}
