import Foundation
import Testing
import WidgetModel
import WidgetSnapUI

private struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(6).background(Capsule().fill(configuration.role == .destructive ? Color.red : Color.blue))
    }
}

private struct Tapped: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { Text("tap"); configuration.label }
    }
}

private struct Check: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            configuration.label
            Text(configuration.$isOn.wrappedValue ? "yes" : "no")
        }
    }
}

private struct Ring: WidgetSnapUI.GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().trim(from: 0, to: configuration.value).stroke(Color.green, lineWidth: 4)
            configuration.currentValueLabel
            configuration.label
        }
    }
}

private struct Stacked: LabelStyle {
    func makeBody(configuration: Configuration) -> some View { VStack { configuration.icon; configuration.title } }
}

private struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
    }
}

/// Each view's kind and text, depth first, modifiers' views included: `VStack`, `Text tap`.
private func outline(_ v: ResolvedView) -> [String] {
    var out = [v.content.name + { if case .text(let s) = v.content { " " + s } else if case .symbol(let s, _) = v.content { " " + s } else { "" } }()]
    for m in v.modifiers {
        if case .background(let s, _) = m.kind { out += outline(s).map { "bg " + $0 } }
    }
    return out + v.children.flatMap(outline)
}

@MainActor
private func outline<V: View>(_ view: V, family: WidgetFamily = .systemSmall) -> [String] { outline(ViewResolution.resolve(view, family: family)) }

@MainActor
@Suite struct ControlStyleTests {
    @Test func customStylesBodiesAreDrawn() {
        #expect(outline(Button("Go") {}.buttonStyle(Pill())) == ["Text Go", "bg Capsule"])
        #expect(outline(Button(role: .destructive, action: {}) { Text("Delete") }.buttonStyle(Pill())) == ["Text Delete", "bg Capsule"])
        #expect(outline(Button("Go") {}.buttonStyle(Tapped())) == ["VStack", "Text tap", "Text Go"])
        #expect(outline(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Check())) == ["HStack", "Symbol checkmark.square.fill", "Text Wi-Fi", "Text yes"])
        #expect(outline(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(Check())) == ["HStack", "Symbol square", "Text Wi-Fi", "Text no"])
        #expect(outline(Gauge(value: 30, in: 0...120) { Text("AQI") } currentValueLabel: { Text("30") }.gaugeStyle(Ring()))
                == ["ZStack", "Circle", "Text 30", "Text AQI"])
        #expect(outline(Label("Rain", systemImage: "cloud.rain").labelStyle(Stacked())) == ["VStack", "Symbol cloud.rain", "Text Rain"])
        #expect(outline(ProgressView(value: 3, total: 4).progressViewStyle(Percent())) == ["Text 75%"])
        // The style is inherited by every control inside.
        #expect(outline(VStack { Button("A") {}; Button("B") {} }.buttonStyle(Tapped())) == ["VStack", "VStack", "Text tap", "Text A", "VStack", "Text tap", "Text B"])
    }

    @Test func customGaugeGetsTheValuesPosition() {
        struct Reader: WidgetSnapUI.GaugeStyle {
            func makeBody(configuration: Configuration) -> some View { Text(String(format: "%.2f", configuration.value)) }
        }
        #expect(outline(Gauge(value: 30, in: 0...120) { Text("AQI") }.gaugeStyle(Reader())) == ["Text 0.25"])
        #expect(outline(Gauge(value: 200, in: 0...120) { Text("AQI") }.gaugeStyle(Reader())) == ["Text 1.00"])
    }

    @Test func builtInStyles() {
        // Drawn as the label, as before.
        #expect(outline(Button("Go") {}.buttonStyle(.plain)) == ["Text Go"])
        #expect(outline(Button("Go") {}) == ["Text Go"])
        // Bordered: padded, on a rounded rectangle; prominent: a white label on the tint.
        let bordered = ViewResolution.resolve(Button("Go") {}.buttonStyle(.bordered), family: .systemSmall)
        #expect(outline(bordered) == ["Text Go", "bg RoundedRectangle"])
        #expect(bordered.modifiers.map(\.kind.name) == ["padding", "padding", "background"])
        func color(_ c: Color) -> NamedColor? { if case .color(let n) = ViewResolution.resolve(c, family: .systemSmall).content { n } else { nil } }
        #expect(bordered.environment.foreground == color(.accentColor))
        let prominent = ViewResolution.resolve(Button("Go") {}.buttonStyle(.borderedProminent).tint(.orange), family: .systemSmall)
        #expect(prominent.environment.foreground == color(.white))
        #expect(outline(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)) == ["Text Go", "bg Capsule"])
        // Toggles: the switch by default; `.button` bordered when on.
        #expect(outline(Toggle("On", isOn: .constant(true))).prefix(2) == ["HStack", "Text On"])
        #expect(outline(Toggle("On", isOn: .constant(true)).toggleStyle(.button)) == ["Text On", "bg RoundedRectangle"])
        #expect(outline(Toggle("On", isOn: .constant(false)).toggleStyle(.button)) == ["Text On"])
        // Labels.
        #expect(outline(Label("Rain", systemImage: "cloud.rain").labelStyle(.iconOnly)) == ["Symbol cloud.rain"])
        #expect(outline(Label("Rain", systemImage: "cloud.rain").labelStyle(.titleOnly)) == ["Text Rain"])
        #expect(outline(Label("Rain", systemImage: "cloud.rain")) == ["HStack", "Symbol cloud.rain", "Text Rain"])
        // Gauges and progress views: the engine's.
        let gauge = ViewResolution.resolve(Gauge(value: 0.4) { Text("AQI") }.gaugeStyle(.accessoryCircularCapacity), family: .accessoryCircular)
        guard case .gauge(let value, _, _, let style, let label, _, false) = gauge.content else { Issue.record("not a gauge"); return }
        #expect(value == 0.4 && style == .circularCapacity && label == "AQI")
        let progress = ViewResolution.resolve(ProgressView(value: 0.5).progressViewStyle(.circular), family: .systemSmall)
        guard case .gauge(_, _, _, .circular, _, _, true) = progress.content else { Issue.record("not a circular progress view"); return }
    }

    @Test func linearCapacityIsTheThickTintedCapsuleInSystemFamilies() {
        func color(_ c: Color) -> NamedColor? { if case .color(let n) = ViewResolution.resolve(c, family: .systemSmall).content { n } else { nil } }
        func fills(_ v: ResolvedView) -> [NamedColor] {
            var out: [NamedColor] = []
            if case .shape(.capsule, let fill, _, _) = v.content, let fill { out.append(fill) }
            return out + v.children.flatMap(fills)
        }
        let gauge = Gauge(value: 3, in: 0...8) { Text("Water") } currentValueLabel: { Text("3") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("8") }
        // A Home Screen family: the label above a track and a fill in the accent colour (the tint when set), the bounds at the ends.
        let small = ViewResolution.resolve(gauge.gaugeStyle(.linearCapacity), family: .systemSmall)
        #expect(outline(small).filter { $0.hasPrefix("Text") } == ["Text Water", "Text 0", "Text 8"])
        #expect(fills(small).count == 2)
        #expect(fills(small).last == color(.accentColor))
        let tinted = ViewResolution.resolve(gauge.gaugeStyle(.linearCapacity).tint(.orange), family: .systemMedium)
        #expect(fills(tinted).last == color(.orange))
        // The Lock Screen: the engine's thin bar, as the layout format draws `linearCapacity`.
        let lock = ViewResolution.resolve(gauge.gaugeStyle(.linearCapacity), family: .accessoryRectangular)
        guard case .gauge(_, _, _, .linearCapacity, "Water", _, false) = lock.content else { Issue.record("not the engine's gauge: \(outline(lock))"); return }
    }
}
