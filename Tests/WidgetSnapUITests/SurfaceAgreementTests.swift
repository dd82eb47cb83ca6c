import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore
import WidgetSnapUI

/// An app's shape whose path the engine can draw (one rectangle).
private struct Box: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}


private let now = Date(timeIntervalSince1970: 1_780_306_860) // 2026-06-01T09:41:00Z, the pinned clock

/// The views this front end adds, each with the layout file it must resolve to (the same tree).
let surfaceCases: [AgreementCase] = [
    AgreementCase(name: "accessoryWidgetBackground", families: [.accessoryCircular], values: "{}", view: """
        {ZStack: [{AccessoryWidgetBackground: {}}, {Text: "7"}]}
        """, swiftUI: { AnyView(ZStack { AccessoryWidgetBackground(); Text("7") }) }),
    AgreementCase(name: "viewThatFitsCarriesEveryCandidate", families: [.accessoryInline], values: "{}", view: """
        {ViewThatFits: [{Text: "Air quality good"}, {Text: "AQI 21"}]}
        """, swiftUI: { AnyView(ViewThatFits { Text("Air quality good"); Text("AQI 21") }) }),
    AgreementCase(name: "timerText", families: [.systemSmall], values: "{}", view: """
        {VStack: [{Text: "5:00"}, {Text: "1:00"}, {Text: "0:00"}]}
        """, swiftUI: { AnyView(VStack {
            Text(timerInterval: now...now.addingTimeInterval(300))
            Text(timerInterval: now.addingTimeInterval(-60)...now.addingTimeInterval(240), countsDown: false)
            Text(timerInterval: now.addingTimeInterval(-600)...now.addingTimeInterval(-300))
        }) }),
    AgreementCase(name: "timerProgress", families: [.systemSmall], values: "{left: 0.8, passed: 0.2}", view: """
        {VStack: [{ProgressView: "entry.left"}, {ProgressView: "entry.passed", style: "circular"}]}
        """, swiftUI: { AnyView(VStack {
            ProgressView(timerInterval: now.addingTimeInterval(-60)...now.addingTimeInterval(240))
            ProgressView(timerInterval: now.addingTimeInterval(-60)...now.addingTimeInterval(240), countsDown: false).progressViewStyle(.circular)
        }) }),
    AgreementCase(name: "buttonAndToggleAreTheirLabels", families: [.systemSmall], values: "{}", view: """
        {VStack: [{HStack: [{Symbol: "plus"}, {Text: "Add"}]}, {Text: "Done"},
                  {HStack: [{Text: "Alarm"}, {Spacer: {minLength: 0}},
                            {ZStack: [{Capsule: {fill: "green"}}, {Circle: {fill: "white"}, modifiers: [{padding: 2}]}], alignment: "trailing",
                             modifiers: [{frame: {width: 51, height: 31}}]}]}]}
        """, swiftUI: { AnyView(VStack {
            Button(action: {}) { Label("Add", systemImage: "plus") }.buttonStyle(.plain)
            Button("Done") {}
            Toggle("Alarm", isOn: .constant(true))
        }) }),
    AgreementCase(name: "customShapes", families: [.systemSmall], values: "{}", view: """
        {VStack: [{Rectangle: {fill: "red"}}, {Path: {d: "M0 0 L10 0 L10 10 L0 10 Z", fill: "green"}}, {Path: {d: "M0 0 H10 V10 Z", fillRule: "evenOdd"}}]}
        """, swiftUI: { AnyView(VStack {
            Box().fill(.red)
            Path(CGRect(x: 0, y: 0, width: 10, height: 10)).fill(.green)
            Path { p in p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]); p.closeSubpath() }.fill(style: FillStyle(eoFill: true))
        }) }),
    AgreementCase(name: "effects", families: [.systemSmall], values: "{}", view: """
        {VStack: [{Color: "red", modifiers: [{blur: {radius: 4, opaque: true}}]}, {Text: "Hi", modifiers: [{shadow: {color: "#000000", radius: 3, x: 0, y: 1}}]},
                  {Color: "blue", modifiers: [{grayscale: 0.5}, {saturation: 1.5}, {brightness: 0.1}, {contrast: 1.2}, {blur: 2}]}]}
        """, swiftUI: { AnyView(VStack {
            Color.red.blur(radius: 4, opaque: true)
            Text("Hi").shadow(color: .black, radius: 3, x: 0, y: 1)
            Color.blue.grayscale(0.5).saturation(1.5).brightness(0.1).contrast(1.2).blur(radius: 2)
        }) }),
    AgreementCase(name: "gradients", families: [.systemSmall], values: "{}", view: """
        {VStack: [{LinearGradient: {stops: [{color: "red", location: 0}, {color: "blue", location: 0.3}], startPoint: "leading", endPoint: "trailing"}},
                  {RadialGradient: {colors: ["red", "blue"], center: "top", startRadius: 2, endRadius: 40}},
                  {EllipticalGradient: {stops: [{color: "red", location: 0.2}, {color: "blue", location: 1}]}},
                  {AngularGradient: {colors: ["red", "green", "blue"], startAngle: 90, endAngle: 270}},
                  {AngularGradient: {colors: ["red", "blue"], center: "bottom"}, modifiers: [{clipShape: {Circle: {}}}]}]}
        """, swiftUI: { AnyView(VStack {
            LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.3)], startPoint: .leading, endPoint: .trailing)
            RadialGradient(colors: [.red, .blue], center: .top, startRadius: 2, endRadius: 40)
            EllipticalGradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 1)])
            AngularGradient(colors: [.red, .green, .blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(270))
            Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .bottom))
        }) }),
    AgreementCase(name: "tintedGauge", families: [.accessoryCircular], values: "{aqi: 0.5}", view: """
        {Gauge: "entry.aqi", style: "circular", label: "AQI", modifiers: [{foregroundColor: "green"}]}
        """, swiftUI: { AnyView(Gauge(value: 0.5) { Text("AQI") }.gaugeStyle(.accessoryCircular).tint(Gradient(colors: [.green, .yellow, .red]))) }),
    AgreementCase(name: "uiKitStandIns", families: [.systemSmall], values: "{}", view: """
        {VStack: [{Symbol: "star.fill"}, {Color: "blue"}, {Image: "logo"}]}
        """, swiftUI: { AnyView(VStack {
            Image(uiImage: UIImage(systemName: "star.fill")!)
            Color(uiColor: .systemBlue)
            Image(ImageResource(name: "logo", bundle: .main))
        }) }),
]

@MainActor
@Suite struct SurfaceAgreementTests {
    @Test(arguments: surfaceCases)
    func sameTreeAsTheLayoutFile(_ c: AgreementCase) throws {
        let definition = try Fixtures.layout(c)
        for family in c.families {
            let selection = VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real)
            let json = try #require(Resolver(definition: definition).resolve(selection))
            #expect(json.issues.isEmpty, "\(json.issues)")
            let (a, b) = (canonical(json.root), canonical(ViewResolution.resolve(c.swiftUI(), family: family)))
            #expect(a == b, "\(c.name) \(family.rawValue): the trees differ\n\(firstDifference(a, b))")
        }
    }

    /// Each new view draws something besides the background, light and dark (image assets aside).
    @Test(arguments: surfaceCases.filter { $0.name != "uiKitStandIns" })
    func renders(_ c: AgreementCase) throws {
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Fixtures.assets, device: device, scale: device.scale)
        for family in c.families {
            for appearance in [Appearance.light, .dark] {
                let selection = VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real)
                let swift = ViewResolution.widget(c.swiftUI(), selection: selection, colorScheme: appearance.colorScheme)
                let layout = try #require(worker.layoutEngine.layout(swift, graphic: false, device: device))
                let png = try worker.renderer.render(layout, family: family, appearance: appearance, scale: device.scale)
                #expect(Set(png.rgba).count > 2, "\(c.name) \(family.rawValue) \(appearance) is blank")
            }
        }
    }
}
