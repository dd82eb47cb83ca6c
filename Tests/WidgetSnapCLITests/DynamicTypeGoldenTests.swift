import Foundation
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetSnapshotCore
import WidgetSnapshotTesting

/// A few committed goldens at the ends of Dynamic Type, xSmall and AX5: Weather and Up Next,
/// systemSmall, light, real data. Named `…-real-xSmall@3x.png` and `…-real-ax5@3x.png` beside the
/// large goldens. `WIDGETSNAP_RECORD=missing` (the default off CI) records a missing one, and a
/// run that records fails; under CI a missing golden is a failure.
@Suite(.serialized)
struct DynamicTypeGoldenTests {
    static let examples = ["weather.json5", "up-next.json5"]
    static let sizes: [DynamicTypeSize] = [.xSmall, .accessibility5]

    static func jobs() throws -> [RenderJob] {
        let layouts = GoldenTests.layouts.filter { Self.examples.contains(($0.path as NSString).lastPathComponent) }
        var filter = VariantFilter()
        filter.instances = ["first"]
        filter.entry = 0
        filter.families = ["systemSmall"]
        filter.appearances = [.light]
        filter.states = [.real]
        filter.dynamicTypeSizes = sizes
        let jobs = try VariantSet.jobs(layouts, filter: filter, device: DeviceCatalog.default, scale: 3)
        // Indexes into GoldenTests.layouts, so that every job names its layout there.
        return jobs.map { job in
            let path = layouts[job.layoutIndex].path
            return RenderJob(layoutIndex: GoldenTests.layouts.firstIndex { $0.path == path } ?? 0, variant: job.variant)
        }
    }

    @Test func examplesMatchTheirGoldensAtXSmallAndAX5() throws {
        let jobs = try Self.jobs()
        #expect(jobs.count == Self.examples.count * Self.sizes.count)
        let mode = try WidgetSnapshotRecording.effective(nil, environment: ProcessInfo.processInfo.environment)
        let worker = try RenderWorker(assetsRoot: GoldenTests.assets, device: DeviceCatalog.default, scale: 3)
        let options = GoldenOptions(goldens: GoldenTests.goldens, record: mode, maxDiffPixels: 0, maxDiffRatio: 0)
        for job in jobs {
            #expect(job.variant.name.hasSuffix("-real-\(job.variant.dynamicTypeSize.shortName)@3x"))
            let outcome = try GoldenCheck.check(job, GoldenTests.layouts[job.layoutIndex], worker: worker, options: options)
            #expect(outcome.status == .passed, "\(job.variant.name): \(outcome.status.rawValue) \(outcome.message ?? "")")
        }
    }
}
