import Charts
import Foundation
import Testing
import WidgetLayout
import WidgetModel
import WidgetRender
import WidgetSnapshotCore
import WidgetSnapUI

/// Both front ends draw the same chart (docs/charts.md, "The layout format's Chart"): each case is a SwiftUI
/// `Chart` and a layout file's `Chart` with the same data and options, drawn in a medium widget at 3×, light
/// and dark, left to right and right to left, at a large Dynamic Type size and as a placeholder, and every pixel
/// must be the same.
@MainActor
@Suite struct ChartFrontEndAgreementTests {
    struct Case {
        var name: String
        var values: String
        var layout: String
        var swiftUI: () -> AnyView
    }

    static let hours = (0..<6).map { Date(timeIntervalSince1970: 1_780_300_800 + Double($0) * 3600) } // 2026-06-01T08:00Z …
    static let steps = [420, 1200, 860, 300, 1500, 900]

    static let cases: [Case] = [
        Case(name: "bars by category, default axes",
             values: #"{days: [{d: "Mon", v: 5200}, {d: "Tue", v: 7400}, {d: "Wed", v: 3100}, {d: "Thu", v: 8800}, {d: "Fri", v: 6100}]}"#,
             layout: #"{Chart: [{ForEach: "entry.days", as: "p", content: [{BarMark: {x: "p.d", y: "p.v"}, foregroundStyle: "orange", cornerRadius: 3}]}]}"#,
             swiftUI: {
                 let days: [(String, Int)] = [("Mon", 5200), ("Tue", 7400), ("Wed", 3100), ("Thu", 8800), ("Fri", 6100)]
                 return AnyView(Chart {
                     ForEach(days.indices, id: \.self) { i in
                         BarMark(x: .value("Day", days[i].0), y: .value("Steps", days[i].1)).foregroundStyle(.orange).cornerRadius(3)
                     }
                 })
             }),
        Case(name: "lines by series with a legend, values and a leading axis",
             values: #"{points: [{x: 0, y: 12, c: "Paris"}, {x: 1, y: 15, c: "Paris"}, {x: 2, y: 14, c: "Paris"}, {x: 3, y: 19, c: "Paris"}, {x: 0, y: 8, c: "Oslo"}, {x: 1, y: 9, c: "Oslo"}, {x: 2, y: 13, c: "Oslo"}, {x: 3, y: 11, c: "Oslo"}]}"#,
             layout: #"""
             {Chart: [{ForEach: "entry.points", as: "p", content: [{LineMark: {x: "p.x", y: "p.y"}, foregroundStyleBy: "p.c", interpolationMethod: "monotone"}]}],
              yAxis: {values: [0, 10, 20], position: "leading"}, xAxis: {gridLine: true, label: true}}
             """#,
             swiftUI: {
                 let points: [(Int, Int, String)] = [(0, 12, "Paris"), (1, 15, "Paris"), (2, 14, "Paris"), (3, 19, "Paris"), (0, 8, "Oslo"), (1, 9, "Oslo"), (2, 13, "Oslo"), (3, 11, "Oslo")]
                 return AnyView(Chart {
                     ForEach(points.indices, id: \.self) { i in
                         LineMark(x: .value("X", points[i].0), y: .value("Y", points[i].1))
                             .foregroundStyle(by: .value("City", points[i].2)).interpolationMethod(.monotone)
                     }
                 }
                 .chartYAxis { AxisMarks(position: .leading, values: [0, 10, 20]) }
                 .chartXAxis { AxisMarks { _ in AxisGridLine(); AxisValueLabel() } })
             }),
        Case(name: "stacked areas, a dashed rule and points, hidden axes, fixed domain",
             values: #"{a: [2, 4, 3, 5], b: [1, 1, 2, 2]}"#,
             layout: #"""
             {Chart: [
               {ForEach: "entry.a", as: "v", index: "i", content: [{AreaMark: {x: "i", y: "v"}, foregroundStyleBy: '"A"', interpolationMethod: "catmullRom"}]},
               {ForEach: "entry.b", as: "v", index: "i", content: [{AreaMark: {x: "i", y: "v"}, foregroundStyleBy: '"B"', interpolationMethod: "catmullRom"}]},
               {ForEach: "entry.a", as: "v", index: "i", content: [{If: "v > 3", then: [{PointMark: {x: "i", y: "v"}, foregroundStyle: "red", symbolSize: 10}]}]},
               {RuleMark: {y: 4}, foregroundStyle: "gray", lineStyle: {lineWidth: 1.5, dash: [3, 2]}},
             ], xAxis: "hidden", yAxis: "hidden", yScale: {domain: [0, 10]}, legend: "hidden"}
             """#,
             swiftUI: {
                 let a = [2, 4, 3, 5], b = [1, 1, 2, 2]
                 return AnyView(Chart {
                     ForEach(a.indices, id: \.self) { i in AreaMark(x: .value("X", i), y: .value("Y", a[i])).foregroundStyle(by: .value("S", "A")).interpolationMethod(.catmullRom) }
                     ForEach(b.indices, id: \.self) { i in AreaMark(x: .value("X", i), y: .value("Y", b[i])).foregroundStyle(by: .value("S", "B")).interpolationMethod(.catmullRom) }
                     ForEach(a.indices, id: \.self) { i in
                         if a[i] > 3 { PointMark(x: .value("X", i), y: .value("Y", a[i])).foregroundStyle(.red).symbolSize(10) }
                     }
                     RuleMark(y: .value("Goal", 4)).foregroundStyle(.gray).lineStyle(StrokeStyle(lineWidth: 1.5, dash: [3, 2]))
                 }
                 .chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...10).chartLegend(.hidden))
             }),
        Case(name: "hourly bars on a date axis",
             values: #"{hours: [{t: "2026-06-01T08:00:00Z", v: 420}, {t: "2026-06-01T09:00:00Z", v: 1200}, {t: "2026-06-01T10:00:00Z", v: 860}, {t: "2026-06-01T11:00:00Z", v: 300}, {t: "2026-06-01T12:00:00Z", v: 1500}, {t: "2026-06-01T13:00:00Z", v: 900}]}"#,
             layout: #"{Chart: [{ForEach: "entry.hours", as: "h", content: [{BarMark: {x: {date: "h.t", unit: "hour"}, y: "h.v"}}]}], yAxis: {desiredCount: 3}}"#,
             swiftUI: {
                 AnyView(Chart {
                     ForEach(hours.indices, id: \.self) { i in BarMark(x: .value("Hour", hours[i], unit: .hour), y: .value("Steps", steps[i])) }
                 }
                 .chartYAxis { AxisMarks(values: .automatic(desiredCount: 3)) })
             }),
        Case(name: "line styles and symbol sizes by value",
             values: #"{points: [{x: 0, y: 3, k: "Run"}, {x: 1, y: 5, k: "Run"}, {x: 2, y: 4, k: "Run"}, {x: 0, y: 1, k: "Walk"}, {x: 1, y: 2, k: "Walk"}, {x: 2, y: 2, k: "Walk"}]}"#,
             layout: #"""
             {Chart: [{ForEach: "entry.points", as: "p", content: [{LineMark: {x: "p.x", y: "p.y"}, lineStyleBy: "p.k"}, {PointMark: {x: "p.x", y: "p.y"}, symbolSizeBy: "p.y"}]}],
              yAxis: "hidden"}
             """#,
             swiftUI: {
                 let points: [(Int, Int, String)] = [(0, 3, "Run"), (1, 5, "Run"), (2, 4, "Run"), (0, 1, "Walk"), (1, 2, "Walk"), (2, 2, "Walk")]
                 return AnyView(Chart {
                     ForEach(points.indices, id: \.self) { i in
                         LineMark(x: .value("X", points[i].0), y: .value("Y", points[i].1)).lineStyle(by: .value("Kind", points[i].2))
                         PointMark(x: .value("X", points[i].0), y: .value("Y", points[i].1)).symbolSize(by: .value("Y", points[i].1))
                     }
                 }
                 .chartYAxis(.hidden))
             }),
        Case(name: "symbols by value on lines and points, with a legend",
             values: #"{points: [{x: 0, y: 3, k: "Run"}, {x: 1, y: 5, k: "Run"}, {x: 2, y: 4, k: "Run"}, {x: 0, y: 1, k: "Walk"}, {x: 1, y: 2, k: "Walk"}, {x: 2, y: 2, k: "Walk"}], extra: [{x: 0.5, y: 6, s: "Goal"}, {x: 1.5, y: 0.5, s: "Rest"}, {x: 2.5, y: 4.5, s: "Peak"}]}"#,
             layout: #"""
             {Chart: [{ForEach: "entry.points", as: "p", content: [{LineMark: {x: "p.x", y: "p.y"}, foregroundStyleBy: "p.k", symbolBy: "p.k"}]},
                      {ForEach: "entry.extra", as: "e", content: [{PointMark: {x: "e.x", y: "e.y"}, symbolBy: "e.s", symbolSize: 80}]}]}
             """#,
             swiftUI: {
                 let points: [(Int, Int, String)] = [(0, 3, "Run"), (1, 5, "Run"), (2, 4, "Run"), (0, 1, "Walk"), (1, 2, "Walk"), (2, 2, "Walk")]
                 let extra: [(Double, Double, String)] = [(0.5, 6, "Goal"), (1.5, 0.5, "Rest"), (2.5, 4.5, "Peak")]
                 return AnyView(Chart {
                     ForEach(points.indices, id: \.self) { i in
                         LineMark(x: .value("X", points[i].0), y: .value("Y", points[i].1))
                             .foregroundStyle(by: .value("Kind", points[i].2)).symbol(by: .value("Kind", points[i].2))
                     }
                     ForEach(extra.indices, id: \.self) { i in
                         PointMark(x: .value("X", extra[i].0), y: .value("Y", extra[i].1)).symbol(by: .value("Mark", extra[i].2)).symbolSize(80)
                     }
                 })
             }),
        Case(name: "a donut",
             values: #"{parts: [{n: "Solar", v: 40}, {n: "Wind", v: 25}, {n: "Gas", v: 35}]}"#,
             layout: #"{Chart: [{ForEach: "entry.parts", as: "s", content: [{SectorMark: {angle: "s.v", innerRadius: {ratio: 0.6}, angularInset: 2}, foregroundStyleBy: "s.n"}]}]}"#,
             swiftUI: {
                 let parts: [(String, Int)] = [("Solar", 40), ("Wind", 25), ("Gas", 35)]
                 return AnyView(Chart {
                     ForEach(parts.indices, id: \.self) { i in
                         SectorMark(angle: .value("Share", parts[i].1), innerRadius: .ratio(0.6), angularInset: 2).foregroundStyle(by: .value("Source", parts[i].0))
                     }
                 })
             }),
    ]

    static func layoutWidget(_ c: Case, _ selection: VariantSelection) throws -> ResolvedWidget {
        let text = """
        {kind: "T", displayName: "T", description: "d", families: ["systemMedium"],
         timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: \(c.values)}]}, view: \(c.layout)}
        """
        let d = try LayoutFile.decode(text: text, file: "t.json5").get()
        let w = try #require(Resolver(definition: d).resolve(selection))
        #expect(w.issues.isEmpty, "\(c.name): \(w.issues)")
        return w
    }

    @Test(arguments: 0..<7) func bothFrontEndsDrawTheSamePixels(_ index: Int) throws {
        #expect(Self.cases.count == 7)
        let c = Self.cases[index]
        let device = DeviceCatalog.default
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets").path
        let worker = try RenderWorker(assetsRoot: assets, device: device, scale: device.scale)
        // Left to right, right to left, a large Dynamic Type size, and the placeholder.
        var selections: [VariantSelection] = []
        for (direction, size, state) in [(WidgetModel.LayoutDirection.leftToRight, WidgetModel.DynamicTypeSize.large, WidgetState.real), (.rightToLeft, .large, .real),
                                         (.leftToRight, .accessibility2, .real), (.leftToRight, .large, .placeholder)] {
            var s = VariantSelection(family: .systemMedium, instance: "default", entryIndex: 0, state: state)
            s.layoutDirection = direction
            s.dynamicTypeSize = size
            selections.append(s)
        }
        for (selection, appearance) in selections.flatMap({ s in [Appearance.light, .dark].map { (s, $0) } }) {
            let layout = try Self.layoutWidget(c, selection)
            // The SwiftUI side gets the direction and size as an app's environment (the layout file from its variant).
            let view = c.swiftUI()
                .environment(\.layoutDirection, selection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
                .environment(\.dynamicTypeSize, selection.dynamicTypeSize == .large ? .large : .accessibility2)
            let swift = ViewResolution.widget(view, selection: selection, colorScheme: appearance == .light ? .light : .dark)
            let l1 = try #require(worker.layoutEngine.layout(layout, graphic: false, device: device))
            let l2 = try #require(worker.layoutEngine.layout(swift, graphic: false, device: device))
            let p1 = try worker.renderer.render(l1, family: .systemMedium, appearance: appearance, scale: device.scale)
            let p2 = try worker.renderer.render(l2, family: .systemMedium, appearance: appearance, scale: device.scale)
            let differing = zip(p1.rgba, p2.rgba).filter { $0 != $1 }.count
            let variant = "\(c.name) (\(appearance), \(selection.layoutDirection), \(selection.dynamicTypeSize), \(selection.state))"
            #expect(p1.width == p2.width && p1.height == p2.height && differing == 0,
                    "\(variant): \(differing) bytes differ\n\(Self.treeDifference(layout.root, swift.root) ?? "same trees")")
            // Something was drawn: not a blank widget.
            #expect(Set(stride(from: 0, to: p1.rgba.count, by: 4).map { p1.rgba[$0] }).count > 2)
        }
    }

    /// Where the two charts' views, built at one size, first differ.
    static func treeDifference(_ a: ResolvedView, _ b: ResolvedView) -> String? {
        func text(_ x: Any) -> String { "\(x)".replacingOccurrences(of: #"path: "[^"]*", "#, with: "", options: .regularExpression) }
        var ka = text(a.content), kb = text(b.content)
        if case .container(.geometryReader(let g1)) = a.content, case .container(.geometryReader(let g2)) = b.content {
            let g = GeometryProxyValues(width: 300, height: 140, x: 16, y: 16)
            let x = g1.build(g), y = g2.build(g)
            if x.count != y.count { return "\(a.path) | \(b.path): \(x.count) ≠ \(y.count) views in the reader" }
            for (m, n) in zip(x, y) { if let d = treeDifference(m, n) { return d } }
            ka = ""; kb = ""
        }
        if case .container(.custom) = a.content { ka = "custom"; kb = kb.hasPrefix("container(WidgetModel.LayoutContainer.custom") ? "custom" : kb }
        if ka != kb { return "\(a.path) | \(b.path): content \(ka) ≠ \(kb)" }
        let ma = a.modifiers.map { text($0.kind) }, mb = b.modifiers.map { text($0.kind) }
        if ma != mb { return "\(a.path) | \(b.path): modifiers \(ma) ≠ \(mb)" }
        let ea = text(a.environment), eb = text(b.environment)
        if ea != eb { return "\(a.path) | \(b.path): environment \(ea) ≠ \(eb)" }
        if a.children.count != b.children.count { return "\(a.path) | \(b.path): \(a.children.count) ≠ \(b.children.count) children" }
        for (x, y) in zip(a.children, b.children) { if let d = treeDifference(x, y) { return d } }
        return nil
    }
}
