import Foundation
import Testing
import WidgetModel
import WidgetLayout
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

/// Drawing details of the built-in styles found by rendering real widgets.
@MainActor
@Suite struct BuiltInStyleDrawingTests {
    let drawing = DrawingAgreementTests()
    func yellowCount(_ rgba: [UInt8]) -> Int {
        stride(from: 0, to: rgba.count, by: 4).filter { rgba[$0] > 240 && rgba[$0 + 1] > 190 && rgba[$0 + 1] < 220 && rgba[$0 + 2] < 30 }.count
    }
    func named(_ c: Color) -> NamedColor? { if case .color(let n) = ViewResolution.resolve(c, family: .systemSmall).content { n } else { nil } }
    /// Every text inside, with its environment.
    func texts(_ v: ResolvedView) -> [(String, ResolvedEnvironment)] {
        var out: [(String, ResolvedEnvironment)] = []
        if case .text(let s) = v.content { out.append((s, v.environment)) }
        for m in v.modifiers { if case .overlay(let o, _) = m.kind { out += texts(o) } }
        return out + v.children.flatMap(texts)
    }

    @Test func aButtonsForegroundStyleWinsOverTheBorderedStylesColour() {
        // DuckDuckGo's VPN widget: a near-black label on a light grey prominent button.
        let prominent = ViewResolution.resolve(Button("Go") {}.buttonStyle(.borderedProminent).foregroundStyle(.black).tint(.yellow), family: .systemSmall)
        #expect(prominent.environment.foreground == named(.black))
        let bordered = ViewResolution.resolve(VStack { Button("Go") {}.buttonStyle(.bordered) }.foregroundColor(.red), family: .systemSmall)
        #expect(texts(bordered).first?.1.foreground == named(.red))
        // Nothing set: the style's own colours.
        #expect(ViewResolution.resolve(Button("Go") {}.buttonStyle(.borderedProminent).tint(.yellow), family: .systemSmall).environment.foreground == named(.white))
        #expect(ViewResolution.resolve(Button("Go") {}.buttonStyle(.bordered).tint(.yellow), family: .systemSmall).environment.foreground == named(.yellow))
    }

    @Test func gaugeLabelsKeepTheirOwnColourFontAndImages() throws {
        // daysleft: the current value in its own colour and font, not the tint (drawn in the ring when laid out).
        func yellow(_ font: Font, tint: Color = .blue) throws -> Int {
            let rgba = try drawing.pixels(AnyView(
                Gauge(value: 0.5) { Text("A") } currentValueLabel: { Text("50").foregroundColor(.yellow).font(font) }
                    .gaugeStyle(.accessoryCircular).tint(tint).frame(width: 80, height: 80)))
            return stride(from: 0, to: rgba.count, by: 4).filter { rgba[$0] > 240 && rgba[$0 + 1] > 190 && rgba[$0 + 1] < 220 && rgba[$0 + 2] < 30 }.count
        }
        let title = try yellow(.title), small = try yellow(.caption2)
        #expect(small > 20, "the value is drawn in its own colour")
        #expect(Double(title) > 2 * Double(small), "in its own font")
        #expect(try yellow(.title, tint: .yellow) > title, "the ring is yellow too: the value alone is not all")
        // An unstyled current value: in the tint, at the ring's own size.
        let tintedValue = try drawing.pixels(AnyView(Gauge(value: 0.5) { Text("A") } currentValueLabel: { Text("50").italic() }
            .gaugeStyle(.accessoryCircular).tint(.yellow).frame(width: 80, height: 80)))
        let plainValue = try drawing.pixels(AnyView(Gauge(value: 0.5) { Text("A") } currentValueLabel: { Text("50") }
            .gaugeStyle(.accessoryCircular).tint(.yellow).frame(width: 80, height: 80)))
        #expect(tintedValue != plainValue, "italic")
        #expect(yellowCount(tintedValue) > yellowCount(plainValue) - 40 && yellowCount(tintedValue) < yellowCount(plainValue) + 40)
        // A linear gauge's image label is drawn above the bar.
        func symbols(_ v: ResolvedView) -> [String] {
            (({ if case .symbol(let s, _) = v.content { [s] } else { [] } })()) + v.children.flatMap(symbols)
        }
        let linear = ViewResolution.resolve(Gauge(value: 0.4) { Image(systemName: "sun.max") }.gaugeStyle(.accessoryLinearCapacity), family: .accessoryRectangular)
        #expect(symbols(linear) == ["sun.max"])
        // A plain text is still the engine's label, as a layout file's.
        let plain = ViewResolution.resolve(Gauge(value: 0.4) { Text("AQI") }.gaugeStyle(.accessoryLinearCapacity), family: .accessoryRectangular)
        guard case .gauge(_, _, _, .linearCapacity, "AQI", _, false) = plain.content else { Issue.record("not the engine's gauge"); return }
    }

    /// Measured on WidgetExamples' README screenshot (Lock Screen widget, systemSmall, about 10 px per
    /// point): a 16 pt bar, the label's descender about 11.3 pt above it, the track #EFEFF0 on white.
    @Test func linearCapacityBarAsMeasuredOnIOS() throws {
        let rgba = try drawing.pixels(AnyView(Gauge(value: 0.5) { Text("67% of day") }.gaugeStyle(.linearCapacity)))
        let width = Int(Double(rgba.count / 4).squareRoot())
        let scale = Double(DeviceCatalog.default.scale)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(rgba[(y * width + x) * 4 ..< (y * width + x) * 4 + 3]) }
        let column = width / 3  // inside the fill (half the bar from its leading end)
        let blue = (0..<width).filter { y in let p = pixel(column, y); return p[0] < 40 && p[1] > 100 && p[1] < 140 && p[2] > 240 }
        let bar = try #require(blue.first.flatMap { top in blue.last.map { (top, $0) } })
        #expect(abs(Double(bar.1 - bar.0 + 1) / scale - 16) <= 0.5, "bar height \(Double(bar.1 - bar.0 + 1) / scale) pt")
        // The label's lowest ink (the descender of "y") above the bar.
        let inkRows = (0..<bar.0).filter { y in (0..<width).contains { x in pixel(x, y)[0] < 128 && pixel(x, y)[2] < 128 } }
        let descender = try #require(inkRows.last)
        #expect(abs(Double(bar.0 - descender - 1) / scale - 11.3) <= 0.7, "gap \(Double(bar.0 - descender - 1) / scale) pt")
        // The track past the fill: the tertiary system fill on white.
        let track = pixel(width * 4 / 5, (bar.0 + bar.1) / 2)
        #expect(track.allSatisfy { abs(Int($0) - 239) <= 2 }, "track \(track)")
    }

    @Test func linearCapacityKeepsTheLabelsFont() {
        let gauge = ViewResolution.resolve(Gauge(value: 0.67) { Text("67% of day") }.gaugeStyle(.linearCapacity), family: .systemSmall)
        let label = texts(gauge).first { $0.0 == "67% of day" }
        #expect(label?.1.font == ViewResolution.resolve(Text("67% of day"), family: .systemSmall).environment.font)
        let large = ViewResolution.resolve(Gauge(value: 0.67) { Text("67% of day") }.gaugeStyle(.linearCapacity).font(.title), family: .systemSmall)
        #expect(texts(large).first?.1.font == ViewResolution.resolve(Text("67% of day").font(.title), family: .systemSmall).environment.font)
    }
}
