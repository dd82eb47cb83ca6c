import Foundation
import Testing
@testable import WidgetTool
import WidgetLayout
import WidgetModel
import WidgetRender

/// The examples' snapshots against the committed goldens in Tests/Goldens: the first instance,
/// the first entry, every family, light and dark, real and placeholder. Exact bytes on this kind
/// of machine. `WIDGETSNAP_RECORD=1 swift test --filter GoldenTests` rewrites them.
@Suite(.serialized)
struct GoldenTests {
    static let root = ToolTests.root
    static let goldens = root.appendingPathComponent("Tests/Goldens").path

    func jobs(out: String) throws -> ([RenderCommand.Job], [LoadedLayout]) {
        let files = try LayoutFiles.expand([Self.root.appendingPathComponent("Layouts").path])
        var layouts: [LoadedLayout] = []
        var jobs: [RenderCommand.Job] = []
        for file in files {
            guard case .success(let layout) = try LayoutFiles.load(file) else { Issue.record("\(file) does not load"); continue }
            let d = layout.definition
            let instance = try #require(d.instances.first?.name)
            for family in d.families where DeviceCatalog.default.size(of: family) != nil {
                for appearance in ColorScheme.allCases.map({ Appearance(colorScheme: $0) }) {
                    for state in WidgetState.defaults {
                        jobs.append(RenderCommand.Job(layoutIndex: layouts.count,
                                                      selection: VariantSelection(family: family, instance: instance, entryIndex: 0, state: state),
                                                      appearance: appearance,
                                                      path: "\(out)/\(d.kind)/\(instance)/\(family.rawValue)/00-\(appearance.description)-\(state.rawValue)@3x.png"))
                    }
                }
            }
            layouts.append(layout)
        }
        return (jobs, layouts)
    }

    func render(into out: String, workers: Int) throws -> [RenderCommand.Job] {
        let (jobs, layouts) = try jobs(out: out)
        _ = try Rendering.run(jobs: jobs, layouts: layouts, device: DeviceCatalog.default, scale: 3,
                              assetsRoot: Self.root.appendingPathComponent("Assets").path, workers: workers, progress: nil)
        return jobs
    }

    @Test func examplesMatchTheGoldens() throws {
        let record = ProcessInfo.processInfo.environment["WIDGETSNAP_RECORD"] == "1"
        let out = record ? Self.goldens : FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)").path
        let jobs = try render(into: out, workers: 2)
        if record { return }
        #expect(jobs.count >= 90)
        var mismatched: [String] = []
        for job in jobs {
            let relative = String(job.path.dropFirst(out.count + 1))
            let golden = Self.goldens + "/" + relative
            guard let expected = FileManager.default.contents(atPath: golden) else {
                mismatched.append("\(relative): no golden (record with WIDGETSNAP_RECORD=1)")
                continue
            }
            if FileManager.default.contents(atPath: job.path) != expected { mismatched.append("\(relative): differs; actual at \(job.path)") }
        }
        #expect(mismatched.isEmpty, "\(mismatched.count) snapshots differ from Tests/Goldens:\n\(mismatched.prefix(20).joined(separator: "\n"))")
        // Every golden is still produced.
        let all = FileManager.default.enumerator(atPath: Self.goldens)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") } ?? []
        let produced = Set(jobs.map { String($0.path.dropFirst(out.count + 1)) })
        #expect(Set(all).subtracting(produced).isEmpty, "goldens that no variant produces: \(Set(all).subtracting(produced).sorted())")
    }

    @Test func outputDoesNotDependOnTheNumberOfThreads() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("threads-\(UUID().uuidString)").path
        let one = try render(into: base + "/1", workers: 1)
        let two = try render(into: base + "/2", workers: 2)
        for (a, b) in zip(one, two) {
            #expect(FileManager.default.contents(atPath: a.path) == FileManager.default.contents(atPath: b.path), "\(a.path)")
        }
    }
}
