import ActivityKit
import Foundation
@testable import SwiftUIExamples
import Testing
import WidgetKit
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore

/// The Live Activities and controls of Layouts/LiveActivities and Layouts/Controls drawn from the
/// layout files and from their SwiftUI twins in Examples/SwiftUI: every presentation, content state
/// (value), appearance and device (with and without a Dynamic Island) has identical pixels.
@MainActor
@Suite struct LayoutSurfaceAgreementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let devices = ["iphone-430x932", "iphone-393x852", "iphone-390x844"]

    static func layout(_ name: String) throws -> WidgetDefinition {
        let path = root.appendingPathComponent("Layouts/\(name)").path
        switch LayoutFile.decode(text: try String(contentsOfFile: path, encoding: .utf8), file: path) {
        case .success(let d): return d
        case .failure(let e): throw e
        }
    }

    /// Both pictures laid out and drawn as the snapshot assertions draw them; nil when the device has no such surface.
    static func pictures(_ a: ActivitySurfaceView?, _ b: ActivitySurfaceView?, worker: RenderWorker, device: Device, appearance: Appearance,
                         entry: Int) throws -> (RenderedImage, RenderedImage)? {
        guard let a, let b else {
            #expect(a == nil && b == nil, "one front end draws a surface the other does not")
            return nil
        }
        let selection = VariantSelection(family: .systemMedium, instance: "default", entryIndex: entry, state: .real)
        func draw(_ s: ActivitySurfaceView) throws -> RenderedImage {
            let laid = try #require(s.layout(engine: worker.layoutEngine, selection: selection, colorScheme: appearance.colorScheme,
                                             scale: device.scale, environment: { _ in }))
            var look = appearance
            look.colorScheme = laid.colorScheme
            return try worker.renderer.render(laid.root, family: .systemMedium, appearance: look, scale: device.scale)
        }
        return (try draw(a), try draw(b))
    }

    /// Where the two surfaces' trees first differ (paths and source positions left out), to explain a pixel difference.
    static func treeDifference(_ a: AnyView?, _ b: AnyView?) -> String {
        guard let a, let b else { return "" }
        func text(_ v: AnyView) -> String {
            canonical(ViewResolution.resolve(v, family: .systemMedium)).split(separator: "\n")
                .filter { !$0.contains("path:") && !$0.contains("- path") }.joined(separator: "\n")
        }
        return firstDifference(text(b), text(a))
    }

    func expectSamePixels<W: Widget, A: ActivityAttributes>(_ widget: W, attributes: A, states: [A.ContentState], file: String) throws -> Int {
        let definition = try Self.layout(file)
        let swift = try #require(ActivityHost(widget))
        #expect(definition.kind == swift.kind)
        #expect(definition.timeline.entries.count == states.count)
        var compared = 0
        for id in Self.devices {
            let device = try Selection.device(id)
            let worker = try RenderWorker(assetsRoot: Self.root.appendingPathComponent("Assets").path, device: device, scale: device.scale)
            let layout = try #require(LayoutActivity(definition, symbols: worker.symbols))
            for surface in ActivitySurface.allCases {
                for (index, state) in states.enumerated() {
                    for appearance in [Appearance.light, .dark] {
                        let context = ActivityViewContext(attributes: attributes, state: state)
                        let fromSwift = swift.surface(surface, context: context, device: device, colorScheme: appearance.colorScheme)
                        let fromFile = try #require(layout.surface(surface, state: index, device: device, colorScheme: appearance.colorScheme))
                        #expect(fromFile.issues.isEmpty, "\(fromFile.issues)")
                        guard let (a, b) = try Self.pictures(fromSwift, fromFile.view, worker: worker, device: device, appearance: appearance,
                                                             entry: index) else { continue }
                        let name = "\(file) \(surface.rawValue) \(id) state \(index) \(appearance)"
                        #expect(a.width == b.width && a.height == b.height, "\(name): \(a.width)×\(a.height) and \(b.width)×\(b.height)")
                        // Compared outside #expect, which would print both images' bytes on a failure.
                        let same = a.rgba == b.rgba
                        #expect(same, "\(name): the pixels differ\n\(same ? "" : Self.treeDifference(fromSwift?.view, fromFile.view?.view))")
                        #expect(Set(a.rgba).count > 2, "\(name) is blank")
                        compared += 1
                    }
                }
            }
        }
        return compared
    }

    @Test func delivery() throws {
        // 3 states × 2 appearances × (6 surfaces on the two island devices + the Lock Screen and StandBy on the third).
        #expect(try expectSamePixels(DeliveryActivity(), attributes: DeliveryAttributes.preview, states: DeliveryAttributes.states,
                                     file: "LiveActivities/delivery-activity.json5") == 3 * 2 * 14)
    }

    @Test func match() throws {
        #expect(try expectSamePixels(MatchActivity(), attributes: MatchAttributes.preview, states: MatchAttributes.states,
                                     file: "LiveActivities/match-activity.json5") == 2 * 2 * 14)
    }

    func expectSamePixels<C: ControlWidget>(_ control: C, file: String) throws -> Int {
        let definition = try Self.layout(file)
        let swift = ControlHost(control)
        let layout = try #require(LayoutControl(definition))
        #expect(layout.kind == swift.kind)
        #expect(definition.displayName == swift.displayName)
        #expect(definition.description == swift.controlDescription)
        #expect(layout.values == swift.values)
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Self.root.appendingPathComponent("Assets").path, device: device, scale: device.scale)
        var compared = 0
        for surface in ControlSurface.allCases {
            for value in swift.values {
                #expect(layout.hasSymbol(value: value) == swift.hasSymbol(value: value))
                for appearance in [Appearance.light, .dark] {
                    let selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
                    func draw(_ view: AnyView, _ size: Size) throws -> RenderedImage {
                        let root = try #require(SurfaceLayout.canvas(view, size: size, selection: selection, colorScheme: appearance.colorScheme,
                                                                     engine: worker.layoutEngine, scale: device.scale, environment: { _ in }))
                        return try worker.renderer.render(root, family: .systemSmall, appearance: appearance, scale: device.scale)
                    }
                    let s = try #require(swift.surface(surface, value: value, colorScheme: appearance.colorScheme, device: device))
                    let l = try #require(layout.surface(surface, value: value, colorScheme: appearance.colorScheme, device: device))
                    #expect(s.size == l.size)
                    let (a, b) = (try draw(s.view, s.size), try draw(l.view, l.size))
                    let name = "\(file) \(surface.rawValue) \(value.map { $0 ? "on" : "off" } ?? "default") \(appearance)"
                    let same = a.rgba == b.rgba
                    #expect(same, "\(name): the pixels differ")
                    #expect(Set(a.rgba).count > 2, "\(name) is blank")
                    compared += 1
                }
            }
        }
        return compared
    }

    @Test func garageToggle() throws {
        #expect(try expectSamePixels(GarageDoorControl(), file: "Controls/garage-control.json5") == 5 * 2 * 2)
    }

    @Test func teaTimerButton() throws {
        #expect(try expectSamePixels(TeaTimerControl(), file: "Controls/tea-timer-control.json5") == 5 * 1 * 2)
    }
}
