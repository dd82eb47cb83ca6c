import Testing
import WidgetLayout
import WidgetModel

/// WidgetKit design rules: sizes, margins, concentric corners, continuous corners.
struct DesignRuleTests {
    let engine = WidgetLayoutEngine(measurer: FixedAdvanceTextMeasurer())

    /// Resolves and lays out a one-view widget from JSON5 text.
    func layout(_ view: String, family: WidgetFamily = .systemSmall, graphic: Bool = false,
                device: Device = DeviceCatalog.default) throws -> LayoutNode {
        let text = """
        {kind: "T", displayName: "T", description: "d", graphic: \(graphic),
         families: ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular", "accessoryRectangular", "accessoryInline"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]}, view: \(view)}
        """
        let definition = try LayoutFile.decode(text: text, file: "t.json5").get()
        let resolved = try #require(Resolver(definition: definition).resolve(VariantSelection(family: family, instance: "default", entryIndex: 0, state: .real)))
        return try #require(engine.layout(resolved, graphic: definition.graphic, device: device))
    }

    static let filling = #"{Color: "red", modifiers: [{frame: {maxWidth: Infinity, maxHeight: Infinity}}]}"#

    @Test func defaultDeviceIsThe430ptIPhone() {
        let d = DeviceCatalog.default
        #expect(d.id == "iphone-430x932" && d.screen == Size(430, 932))
        #expect(d.size(of: .systemSmall) == Size(170, 170))
        #expect(d.size(of: .systemMedium) == Size(364, 170))
        #expect(d.size(of: .systemLarge) == Size(364, 382))
        #expect(d.size(of: .accessoryRectangular) == Size(172, 76))
    }

    @Test func catalogueCoversEveryHIGRow() {
        let phones = DeviceCatalog.all.filter { !$0.isPad }
        let pads = DeviceCatalog.all.filter(\.isPad)
        #expect(phones.count == 10)
        #expect(pads.count == 10)
        for d in DeviceCatalog.all {
            for f in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] { #expect(d.size(of: f) != nil, "\(d.id) \(f)") }
            #expect((d.size(of: .systemExtraLarge) != nil) == d.isPad, "\(d.id)")
            #expect(d.size(of: .systemMedium)!.width > d.size(of: .systemSmall)!.width)
        }
        #expect(Set(DeviceCatalog.all.map(\.id)).count == DeviceCatalog.all.count)
        #expect(DeviceCatalog.device(id: "ipad-1024x1366")?.size(of: .systemExtraLarge) == Size(795, 378.5))
        #expect(DeviceCatalog.device(id: "iphone-375x667")?.size(of: .accessoryCircular) == Size(68, 68))
    }

    @Test func contentMarginsAre16ByDefault() throws {
        let root = try layout(Self.filling)
        #expect(root.frame == Rect(x: 0, y: 0, width: 170, height: 170))
        #expect(root.children[0].frame == Rect(x: 16, y: 16, width: 138, height: 138))
    }

    @Test func graphicLayoutsUse11ptMargins() throws {
        let root = try layout(Self.filling, family: .systemMedium, graphic: true)
        #expect(root.children[0].frame == Rect(x: 11, y: 11, width: 342, height: 148))
    }

    @Test func accessoryFamiliesHaveNoMargins() throws {
        for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline] {
            let root = try layout(Self.filling, family: family)
            #expect(root.children[0].frame == root.frame, "\(family)")
        }
        #expect(try layout(Self.filling, family: .accessoryCircular).cornerRadius == 38)
    }

    @Test func contentMarginsDisabledRemovesThem() throws {
        let root = try layout(#"{Color: "red", modifiers: [{frame: {maxWidth: Infinity, maxHeight: Infinity}}, {contentMarginsDisabled: true}]}"#)
        #expect(root.children[0].frame == Rect(x: 0, y: 0, width: 170, height: 170))
        #expect(root.contentArea == Rect(x: 0, y: 0, width: 170, height: 170))
    }

    @Test func theRootRecordsTheContentAreaItProposed() throws {
        #expect(try layout(Self.filling).contentArea == Rect(x: 16, y: 16, width: 138, height: 138))
        #expect(try layout(Self.filling, family: .systemMedium, graphic: true).contentArea == Rect(x: 11, y: 11, width: 342, height: 148))
    }

    @Test func containerBackgroundFillsTheWholeWidget() throws {
        let root = try layout(#"{Text: "hi", modifiers: [{containerBackground: "blue"}]}"#)
        let bg = try #require(root.children[0].modifiers.first { $0.name == "containerBackground" })
        #expect(bg.frame == Rect(x: 0, y: 0, width: 170, height: 170))
    }

    @Test func containerBackgroundIsOnTheRootNode() throws {
        let root = try layout(#"{Text: "hi", modifiers: [{padding: 4}, {containerBackground: {Color: "blue", modifiers: [{padding: 2}]}}]}"#)
        let bg = try #require(root.containerBackground)
        #expect(bg.path == "root/0#1" && bg.kind == "Color")
        #expect(bg.frame == Rect(x: 2, y: 2, width: 166, height: 166))
        #expect(bg.modifiers.map(\.frame) == [Rect(x: 0, y: 0, width: 170, height: 170)])
        #expect(root.children[0].modifiers.map(\.name) == ["padding", "containerBackground"])
        // Only the top-level view's containerBackground counts.
        let nested = try layout(#"{VStack: [{Text: "hi", modifiers: [{containerBackground: "blue"}]}]}"#)
        #expect(nested.containerBackground == nil)
        #expect(nested.children[0].children[0].modifiers.first?.content == nil)
    }

    @Test func containerRelativeShapeIsConcentric() throws {
        // Inset 16 by the margins: 22 − 16 = 6; 8 more padding: 22 − 24 < 0 → 0.
        let a = try layout(#"{ContainerRelativeShape: {}}"#)
        #expect(a.children[0].cornerRadius == 6)
        let b = try layout(#"{ContainerRelativeShape: {}, modifiers: [{padding: 8}]}"#)
        #expect(b.children[0].cornerRadius == 0)
        let c = try layout(#"{ContainerRelativeShape: {}, modifiers: [{padding: 4}, {contentMarginsDisabled: true}]}"#)
        #expect(c.children[0].cornerRadius == 18)
    }

    @Test func concentricRadiusFormula() {
        let container = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(WidgetGeometry.concentricRadius(of: Rect(x: 8, y: 8, width: 84, height: 84), in: container, containerRadius: 20) == 12)
        #expect(WidgetGeometry.concentricRadius(of: Rect(x: 30, y: 8, width: 40, height: 84), in: container, containerRadius: 20) == 12)
        #expect(WidgetGeometry.concentricRadius(of: Rect(x: 24, y: 24, width: 52, height: 52), in: container, containerRadius: 20) == 0)
    }

    @Test func continuousCornersLeaveTheEdgeAt1_528665r() {
        let rect = Rect(x: 0, y: 0, width: 200, height: 100)
        let path = ContinuousCorners.path(rect, radius: 20)
        guard case .move(let start) = path.first else { Issue.record("no move"); return }
        #expect(abs(start.x - 1.52866483 * 20) < 1e-9 && start.y == 0)
        var points: [Point] = []
        for e in path {
            switch e {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let a, let b, let c): points += [a, b, c]
            case .close: break
            }
        }
        #expect(points.allSatisfy { $0.x >= -1e-9 && $0.x <= 200 + 1e-9 && $0.y >= -1e-9 && $0.y <= 100 + 1e-9 })
        // The top-right corner ends on the right edge, 1.528665 r below the top.
        #expect(points.contains { abs($0.x - 200) < 1e-9 && abs($0.y - 1.52866483 * 20) < 1e-9 })
        #expect(path.filter { if case .curve = $0 { true } else { false } }.count == 12)
    }

    @Test func continuousCornersShrinkWhenTheyWouldOverlap() {
        let path = ContinuousCorners.path(Rect(x: 0, y: 0, width: 40, height: 40), radius: 30)
        guard case .move(let start) = path.first else { Issue.record("no move"); return }
        #expect(abs(start.x - 20) < 1e-9) // corners meet in the middle of the edge
        #expect(ContinuousCorners.path(Rect(x: 0, y: 0, width: 10, height: 10), radius: 0).count == 5)
    }

    @Test func layoutIsDeterministic() throws {
        let view = #"{VStack: [{Text: "aaaa bbbb cccc"}, {HStack: [{Circle: {}}, {Spacer: {}}, {Text: "x"}]}], alignment: "leading"}"#
        let a = LayoutDump.json(try layout(view, family: .systemMedium))
        let b = LayoutDump.json(try layout(view, family: .systemMedium))
        #expect(a == b)
        #expect(a.contains("\"path\": \"root/0/1/2\""))
    }

    @Test func iPadLaysOutOnTheCanvas() throws {
        let pad = try #require(DeviceCatalog.device(id: "ipad-820x1180"))
        let root = try layout(Self.filling, family: .systemExtraLarge, device: pad)
        #expect(root.frame.size == Size(715.5, 342))
    }
}
