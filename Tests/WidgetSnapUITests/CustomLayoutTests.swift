import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapUI

// App layouts written against SwiftUI's `Layout` protocol, as widget extensions write them.

/// Every subview as wide as the widest one's ideal width, side by side with the subviews' spacing.
/// The widest width is kept in the cache.
private struct EqualWidthHStack: Layout {
    struct Cache { var widest: CGSize }
    func makeCache(subviews: Subviews) -> Cache {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Cache(widest: CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0))
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let gaps = spacings(subviews).reduce(0, +)
        return CGSize(width: cache.widest.width * CGFloat(subviews.count) + gaps, height: cache.widest.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let gaps = spacings(subviews)
        var x = bounds.minX
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: ProposedViewSize(cache.widest))
            x += cache.widest.width + (i < gaps.count ? gaps[i] : 0)
        }
    }
    private func spacings(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
    }
}

/// Subviews on a circle inside the proposal, the first at the top, clockwise.
private struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2 - 5
        for (i, subview) in subviews.enumerated() {
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(i) / Double(subviews.count)
            subview.place(at: CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)), y: bounds.midY + radius * CGFloat(sin(angle))),
                          anchor: .center, proposal: .unspecified)
        }
    }
}

private struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// A column ordered by rank (highest first), then by layout priority.
private struct RankedColumn: Layout {
    func order(_ subviews: Subviews) -> [LayoutSubview] {
        subviews.sorted { a, b in a[Rank.self] != b[Rank.self] ? a[Rank.self] > b[Rank.self] : a.priority > b.priority }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.dimensions(in: .unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + CGFloat(max(0, sizes.count - 1)) * 8)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in order(subviews) {
            let d = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += d.height + 8
        }
    }
}

/// Places its first subview over its whole bounds and leaves the others unplaced.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}

@MainActor private func box(_ w: CGFloat, _ h: CGFloat) -> some View { Color.red.frame(width: w, height: h) }

/// A layout case: the view (at the top of a systemSmall widget, whose content is the 138 × 138
/// square at (16, 16)) and the frames the engine must give, by path, with the numbers worked out.
struct CustomLayoutCase: CustomTestStringConvertible, Sendable {
    let name: String
    let view: @MainActor @Sendable () -> AnyView
    let expect: [String: [Double]]
    var testDescription: String { name }
}

let customLayoutCases: [CustomLayoutCase] = [
    // Widest ideal width 40, three columns and two 8 pt gaps: 136 × 10, centred in the content:
    // x = 16 + (138 − 136) / 2 = 17, y = 16 + (138 − 10) / 2 = 80. Columns start at 17, 65, 113;
    // each box keeps its own fixed frame, at its column's top-leading corner.
    CustomLayoutCase(name: "equal widths from the cache, the subviews' spacing", view: { AnyView(EqualWidthHStack { box(20, 10); box(40, 10); box(30, 10) }) },
                     expect: ["root/0": [17, 80, 136, 10], "root/0/0": [17, 80, 20, 10], "root/0/1": [65, 80, 40, 10], "root/0/2": [113, 80, 30, 10]]),
    // A 100 × 100 frame at (35, 35); radius 100 / 2 − 5 = 45 around (85, 85); each 10 × 10 box centred
    // at the top (85, 40), right (130, 85), bottom (85, 130), left (40, 85).
    CustomLayoutCase(name: "radial placement with centre anchors", view: { AnyView(RadialLayout { box(10, 10); box(10, 10); box(10, 10); box(10, 10) }.frame(width: 100, height: 100)) },
                     expect: ["root/0": [35, 35, 100, 100], "root/0/0": [80, 35, 10, 10], "root/0/1": [125, 80, 10, 10],
                              "root/0/2": [80, 125, 10, 10], "root/0/3": [35, 80, 10, 10]]),
    // Width 30, height 10 + 20 + 10 + 2 × 8 = 56, at x = 16 + (138 − 30) / 2 = 70, y = 16 + (138 − 56) / 2 = 57.
    // Order: rank 3 (the 20 tall box) at 57, then the rank-1 box with priority 1 at 85, then the other rank-1 box at 103.
    CustomLayoutCase(name: "layout values and priorities order the column", view: { AnyView(RankedColumn {
        box(30, 10).layoutValue(key: Rank.self, value: 1)
        box(30, 20).layoutValue(key: Rank.self, value: 3)
        box(30, 10).layoutValue(key: Rank.self, value: 1).layoutPriority(1)
    }) }, expect: ["root/0": [70, 57, 30, 56], "root/0/1": [70, 57, 30, 20], "root/0/2": [70, 85, 30, 10], "root/0/0": [70, 103, 30, 10]]),
    // The 100 × 100 frame at (35, 35): the colour placed over it; the unplaced 10 × 10 box centred at its ideal size: (80, 80).
    // The same radial numbers through a type-erased layout.
    CustomLayoutCase(name: "AnyLayout keeps the app's layout", view: { AnyView(AnyLayout(RadialLayout()) { box(10, 10); box(10, 10); box(10, 10); box(10, 10) }.frame(width: 100, height: 100)) },
                     expect: ["root/0": [35, 35, 100, 100], "root/0/0": [80, 35, 10, 10], "root/0/1": [125, 80, 10, 10],
                              "root/0/2": [80, 125, 10, 10], "root/0/3": [35, 80, 10, 10]]),
    CustomLayoutCase(name: "an unplaced subview is centred at its ideal size", view: { AnyView(FirstOnly { Color.blue; box(10, 10) }.frame(width: 100, height: 100)) },
                     expect: ["root/0": [35, 35, 100, 100], "root/0/0": [35, 35, 100, 100], "root/0/1": [80, 80, 10, 10]]),
]

@MainActor
@Suite struct CustomLayoutTests {
    @Test(arguments: customLayoutCases)
    func framesFollowTheLayout(_ c: CustomLayoutCase) throws {
        let device = DeviceCatalog.default
        let worker = try RenderWorker(assetsRoot: Fixtures.assets, device: device, scale: device.scale)
        let selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
        let root = try #require(worker.layoutEngine.layout(ViewResolution.widget(c.view(), selection: selection), graphic: false, device: device))
        var frames: [String: Rect] = [:], kinds: [String: String] = [:]
        func visit(_ n: LayoutNode) { frames[n.path] = n.frame; kinds[n.path] = n.kind; n.children.forEach(visit) }
        visit(root)
        for (path, e) in c.expect.sorted(by: { $0.key < $1.key }) {
            let f = try #require(frames[path], "\(c.name): no view at \(path) (\(frames.keys.sorted()))")
            let got = [f.x, f.y, f.width, f.height]
            #expect(zip(got, e).allSatisfy { abs($0 - $1) < 0.01 }, "\(c.name) \(path): \(got) ≠ \(e)")
        }
        // The tree names the app's layout by its type.
        #expect(["EqualWidthHStack", "RadialLayout", "RankedColumn", "FirstOnly"].contains(kinds["root/0"] ?? ""), "\(kinds["root/0"] ?? "")")
    }

    /// Stack layouts draw as the engine's stacks: the same tree as the stack views.
    @Test func stackLayoutsAreTheStacks() {
        func tree<V: View>(_ v: V) -> String { String(reflecting: ViewResolution.resolve(v, family: .systemSmall)) }
        #expect(tree(AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) { Text("a"); Text("b") }) == tree(VStack(alignment: .leading, spacing: 2) { Text("a"); Text("b") }))
        #expect(tree(HStackLayout { Text("a"); Text("b") }) == tree(HStack { Text("a"); Text("b") }))
        #expect(tree(AnyLayout(ZStackLayout(alignment: .top)) { Text("a") }) == tree(ZStack(alignment: .top) { Text("a") }))
    }
}
