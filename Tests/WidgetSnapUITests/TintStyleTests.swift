import Foundation
import Testing
import WidgetModel
import WidgetSnapUI

/// An arc stroked in the tint, as Home Assistant's gauge writes it: the tint is set by the view using it.
private struct TintArc: View {
    var body: some View {
        ZStack {
            Circle().trim(from: 0, to: 0.75).rotation(.degrees(135)).stroke(.tint.opacity(0.25), style: StrokeStyle(lineWidth: 10, lineCap: .round))
            Circle().trim(from: 0, to: 0.5).rotation(.degrees(135)).stroke(.tint, style: StrokeStyle(lineWidth: 10, lineCap: .round))
        }
    }
}

/// The same arcs in a colour written out.
private struct ColorArc: View {
    let color: Color
    var body: some View {
        ZStack {
            Circle().trim(from: 0, to: 0.75).rotation(.degrees(135)).stroke(color.opacity(0.25), style: StrokeStyle(lineWidth: 10, lineCap: .round))
            Circle().trim(from: 0, to: 0.5).rotation(.degrees(135)).stroke(color, style: StrokeStyle(lineWidth: 10, lineCap: .round))
        }
    }
}

/// `.tint(_:)` sets the tint for everything inside; the `.tint` style is drawn in it (the accent colour when none is set).
@MainActor
@Suite struct TintStyleTests {
    let drawing = DrawingAgreementTests()
    func pixels<V: View>(_ v: V) throws -> [UInt8] { try drawing.pixels(AnyView(v.frame(width: 100, height: 100))) }
    func foreground<V: View>(_ v: V) -> NamedColor? { ViewResolution.resolve(v, family: .systemSmall).environment.foreground }
    func named(_ c: Color) -> NamedColor? { if case .color(let n) = ViewResolution.resolve(c, family: .systemSmall).content { n } else { nil } }

    @Test func shapesInTheTintReadTheTintAroundThem() throws {
        let red = try pixels(Circle().stroke(Color.red, lineWidth: 8))
        #expect(try pixels(Circle().stroke(.tint, lineWidth: 8).tint(.red)) == red)
        #expect(try pixels(Circle().stroke(.tint, lineWidth: 8)) == pixels(Circle().stroke(Color.accentColor, lineWidth: 8)))
        #expect(try pixels(Circle().stroke(.tint, lineWidth: 8)) != red)
        #expect(try pixels(Circle().fill(.tint).tint(.orange)) == pixels(Circle().fill(Color.orange)))
        #expect(try pixels(Capsule().strokeBorder(.tint.opacity(0.5), lineWidth: 6).tint(.green))
                == pixels(Capsule().strokeBorder(Color.green.opacity(0.5), lineWidth: 6)))
        // iOS 17's chain: a fill in the tint, stroked over.
        #expect(try pixels(Circle().fill(.tint).stroke(Color.black, lineWidth: 4).tint(.purple))
                == pixels(Circle().fill(Color.purple).stroke(Color.black, lineWidth: 4)))
        // A background or overlay in the tint.
        #expect(try pixels(Text("Go").padding(8).background(.tint).tint(.red)) == pixels(Text("Go").padding(8).background(Color.red)))
        #expect(try pixels(Circle().overlay(.tint.opacity(0.5)).tint(.red)) == pixels(Circle().overlay(Color.red.opacity(0.5))))
        // The nearest tint wins.
        #expect(try pixels(Circle().fill(.tint).tint(.orange).tint(.red)) == pixels(Circle().fill(Color.orange)))
    }

    @Test func aTintSetByTheParentReachesTheChildsArcs() throws {
        let teal = Color(red: 0, green: 0x9A / 255, blue: 0xC7 / 255)
        let arcs = try pixels(TintArc().tint(teal))
        #expect(arcs == (try pixels(ColorArc(color: teal))))
        #expect(arcs != (try pixels(ColorArc(color: .accentColor))))
    }

    @Test func textsAndViewsStyledWithTheTint() {
        #expect(foreground(Text("x").foregroundStyle(.tint).tint(.green)) == named(.green))
        #expect(foreground(Text("x").foregroundStyle(.tint)) == named(.accentColor))
        #expect(foreground(VStack { Text("x") }.foregroundStyle(.tint).tint(.pink)) == named(.pink))
        let faint = foreground(Text("x").foregroundStyle(.tint.opacity(0.5)).tint(.red))
        #expect(faint == named(Color.red.opacity(0.5)))
    }
}
