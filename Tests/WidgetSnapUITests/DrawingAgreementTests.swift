import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore
import WidgetSnapUI

/// An app's shape with curves and an arc, written in fractions of its rect.
private struct Wave: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            let w = rect.width, h = rect.height
            p.move(to: CGPoint(x: 0, y: h * 0.5))
            p.addQuadCurve(to: CGPoint(x: w * 0.5, y: h * 0.5), control: CGPoint(x: w * 0.25, y: 0))
            p.addCurve(to: CGPoint(x: w, y: h * 0.5), control1: CGPoint(x: w * 0.6, y: h), control2: CGPoint(x: w * 0.9, y: h))
            p.addLine(to: CGPoint(x: w, y: h))
            p.addLine(to: CGPoint(x: 0, y: h))
            p.closeSubpath()
        }
    }
}

/// A quarter circle drawn with addArc: `clockwise: false` runs clockwise on screen (y-down).
private struct Quarter: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addArc(center: CGPoint(x: 0, y: 0), radius: rect.width, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
            p.closeSubpath()
        }
    }
}

@MainActor
@Suite struct DrawingAgreementTests {
    func pixels(_ view: AnyView) throws -> [UInt8] {
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Fixtures.assets, device: device, scale: device.scale)
        let selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
        let tree = ViewResolution.widget(view, selection: selection, colorScheme: .light)
        let layout = try #require(worker.layoutEngine.layout(tree, graphic: false, device: device))
        return try worker.renderer.render(layout, family: .systemSmall, appearance: .light, scale: device.scale).rgba
    }

    func pixels(layoutView: String) throws -> [UInt8] {
        let c = AgreementCase(name: "drawing", families: [.systemSmall], values: "{}", view: layoutView, swiftUI: { AnyView(EmptyView()) })
        let definition = try Fixtures.layout(c)
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Fixtures.assets, device: device, scale: device.scale)
        let resolved = try #require(Resolver(definition: definition).resolve(VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)))
        let layout = try #require(worker.layoutEngine.layout(resolved, graphic: false, device: device))
        return try worker.renderer.render(layout, family: .systemSmall, appearance: .light, scale: device.scale).rgba
    }

    /// The custom shape is evaluated in the frame layout gives it, and draws as the layout file's
    /// `Path` with the same outline in a unit view box stretched to the frame.
    @Test func customShapeWithCurvesDrawsLikeTheLayoutPath() throws {
        let swift = try pixels(AnyView(VStack(spacing: 8) {
            Wave().fill(Color.blue)
            Wave().stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [6, 3])).frame(height: 40)
        }))
        let layout = try pixels(layoutView: """
            {VStack: [{Path: {d: "M0 0.5 Q0.25 0 0.5 0.5 C0.6 1 0.9 1 1 0.5 L1 1 L0 1 Z", viewBox: [0, 0, 1, 1], fill: "blue"}},
                      {Path: {d: "M0 0.5 Q0.25 0 0.5 0.5 C0.6 1 0.9 1 1 0.5 L1 1 L0 1 Z", viewBox: [0, 0, 1, 1]},
                       modifiers: [{stroke: {color: "red", lineWidth: 3, lineCap: "round", dash: [6, 3]}}, {frame: {height: 40}}]}], spacing: 8}
            """)
        #expect(swift.count == layout.count)
        let differing = zip(swift, layout).filter { abs(Int($0) - Int($1)) > 2 }.count
        #expect(differing == 0, "\(differing) bytes differ")
        // And the shape is drawn: blue somewhere, not the old transparent stand-in.
        #expect(stride(from: 0, to: swift.count, by: 4).contains { swift[$0] < 20 && swift[$0 + 2] > 200 })
    }

    @Test func arcClockwiseFalseRunsClockwiseOnScreen() throws {
        let swift = try pixels(AnyView(Quarter().fill(Color.red).frame(width: 100, height: 100)))
        // The quarter lies below-right of its top-left corner: y-down, angles 0° to 90°. As a
        // layout path: the same quarter circle with SVG's sweep flag 1.
        let layout = try pixels(layoutView: """
            {Path: {d: "M0 0 L100 0 A100 100 0 0 1 0 100 Z", fill: "red"}, modifiers: [{frame: {width: 100, height: 100}}]}
            """)
        let differing = zip(swift, layout).filter { abs(Int($0) - Int($1)) > 2 }.count
        #expect(differing == 0, "\(differing) bytes differ")
    }
}
