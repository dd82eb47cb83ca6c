import Foundation
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetSnapshotCore

/// `render --timing`: each snapshot's stages are measured inside the pipeline and add up to the
/// snapshot's time; the summary has the same lines in the same order whatever the numbers.
struct TimingTests {
    static let root = ToolTests.root

    /// The weather example's light real variants in two families, rendered on one thread.
    static func rendered() throws -> (results: [RenderResult], jobs: [RenderJob], layouts: [LoadedLayout]) {
        let layout = try LayoutFiles.load(root.appendingPathComponent("Layouts/weather.json5").path).get()
        var filter = VariantFilter()
        filter.families = ["systemSmall", "systemLarge"]
        filter.appearances = [Appearance(colorScheme: .light)]
        filter.states = [.real]
        let jobs = try VariantSet.jobs([layout], filter: filter, device: DeviceCatalog.default, scale: 3)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsnap-stages-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let results = try RenderPipeline.render(jobs, layouts: [layout], into: out, device: DeviceCatalog.default, scale: 3,
                                                assetsRoot: root.appendingPathComponent("Assets").path, workers: 1)
        return (results, jobs, [layout])
    }

    /// resolve + layout + draw + encode is the snapshot's time, less only what lies between the
    /// stages' clocks (looking up the renderer): never more, and not much less.
    @Test func theStagesAddUpToTheSnapshotsTime() throws {
        let (results, _, _) = try Self.rendered()
        #expect(results.count >= 4)
        for r in results {
            let s = r.stages
            let sum = s.resolve + s.layout + s.draw + s.encode
            #expect(s.resolve > 0 && s.layout > 0 && s.draw > 0 && s.encode > 0 && s.write > 0, "\(s)")
            #expect(sum <= r.milliseconds + 0.001, "stages \(sum) ms, snapshot \(r.milliseconds) ms")
            #expect(sum >= r.milliseconds * 0.9 - 0.05, "stages \(sum) ms, snapshot \(r.milliseconds) ms")
        }
    }

    /// Per family (in WidgetFamily's order) a median line and a stages line, then the decode line.
    @Test func theSummaryHasTheSameLinesInTheSameOrder() throws {
        let (results, jobs, layouts) = try Self.rendered()
        let lines = Timing.summary(results, jobs: jobs, layouts: layouts).split(separator: "\n").map(String.init)
        let stages = #"^  stages \(median ms\): resolve [0-9.]+, layout [0-9.]+, draw [0-9.]+, encode [0-9.]+, write [0-9.]+$"#
        let shapes = [#"^systemSmall: median [0-9.]+ ms over [0-9]+ snapshots$"#, stages,
                      #"^systemLarge: median [0-9.]+ ms over [0-9]+ snapshots$"#, stages,
                      #"^decode: median [0-9.]+ ms over 1 layout file$"#]
        #expect(lines.count == shapes.count, "\(lines)")
        for (line, shape) in zip(lines, shapes) {
            #expect(line.range(of: shape, options: .regularExpression) != nil, "\(line) !~ \(shape)")
        }
        let count = jobs.filter { $0.variant.family == .systemLarge }.count
        #expect(lines[2].hasSuffix("over \(count) snapshots"))
    }
}
