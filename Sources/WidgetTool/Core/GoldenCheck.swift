import CommandLineKit
import Foundation
import ImageDiff
import PNGCodec
import WidgetRender

/// Compares one rendered variant with its golden and applies the record mode.
/// Only the outcome is kept: images are written or dropped here, so memory stays bounded.
enum GoldenCheck {
    static func check(_ job: RenderCommand.Job, _ layout: LoadedLayout, worker: RenderWorker, options: TestCommand.Options) throws -> SnapshotOutcome {
        let golden = job.path
        let name = String(golden.dropFirst(options.goldens.count + 1).dropLast(4))
        var outcome = SnapshotOutcome(name: name, kind: layout.definition.kind, instance: job.selection.instance,
                                      family: job.selection.family.rawValue, entry: job.selection.entryIndex,
                                      appearance: job.appearance.description, state: job.selection.state.rawValue, status: .passed)
        let image: RenderedImage
        do { image = try worker.image(job, layout) } catch let e as ToolError {
            outcome.status = .error
            outcome.message = e.message + (e.hint.map { " (\($0))" } ?? "")
            return outcome
        }
        outcome.width = image.width
        outcome.height = image.height
        outcome.totalPixels = image.width * image.height
        let newPath = GoldenFiles.sidecar(golden, "new"), diffPath = GoldenFiles.sidecar(golden, "diff")
        func clearLeftovers() {
            try? FileManager.default.removeItem(atPath: newPath)
            try? FileManager.default.removeItem(atPath: diffPath)
        }
        func record(_ message: String) throws -> SnapshotOutcome {
            try Rendering.write(try Rendering.encode(image), to: golden)
            clearLeftovers()
            outcome.status = .recorded
            outcome.message = message
            outcome.expected = golden
            return outcome
        }

        guard let goldenBytes = FileManager.default.contents(atPath: golden) else {
            if options.record == .missing || options.record == .all { return try record("new golden") }
            outcome.status = .missing
            outcome.message = "no golden at \(golden); record it with --record missing"
            try Rendering.write(try Rendering.encode(image), to: newPath)
            outcome.actual = newPath
            return outcome
        }
        let expectedImage: RGBAImage
        do { expectedImage = try PNGDecoder().decode([UInt8](goldenBytes)) } catch {
            if options.record == .failed || options.record == .all { return try record("golden was unreadable (\(error)); re-recorded") }
            outcome.status = .error
            outcome.message = "cannot decode the golden \(golden): \(error)"
            return outcome
        }
        outcome.expected = golden
        guard expectedImage.width == image.width, expectedImage.height == image.height else {
            if options.record == .failed || options.record == .all { return try record("size changed from \(expectedImage.width)×\(expectedImage.height) px") }
            outcome.status = .sizeMismatch
            outcome.expectedWidth = expectedImage.width
            outcome.expectedHeight = expectedImage.height
            outcome.message = "size differs: the golden is \(expectedImage.width)×\(expectedImage.height) px, the render is \(image.width)×\(image.height) px"
            try Rendering.write(try Rendering.encode(image), to: newPath)
            outcome.actual = newPath
            return outcome
        }
        let expected = try bitmap(expectedImage.width, expectedImage.height, expectedImage.rgba)
        let actual = try bitmap(image.width, image.height, image.rgba)
        var difference: ContentDifference?
        if case .different(let c) = PixelMatch.compare(expected, actual, options: options.diff) { difference = c }
        let mismatched = difference?.mismatchedPixels ?? 0
        let ratio = difference?.mismatchRatio ?? 0
        outcome.mismatchedPixels = mismatched
        outcome.ratio = ratio
        if let box = difference?.boundingBox { outcome.boundingBox = [box.x, box.y, box.width, box.height] }
        let percent = (ratio * 10000).rounded() / 100
        let failing = mismatched > options.maxDiffPixels && ratio > options.maxDiffRatio
        if !failing {
            if options.record == .all {
                let png = try Rendering.encode(image)
                if png != [UInt8](goldenBytes) { return try record("rewritten (\(mismatched) pixels differ, within tolerance)") }
            }
            clearLeftovers()
            outcome.message = mismatched == 0 ? nil : "\(mismatched) pixels differ (\(percent)%), within tolerance"
            return outcome
        }
        if options.record == .failed || options.record == .all {
            return try record("\(mismatched) of \(image.width * image.height) pixels differed (\(percent)%); golden rewritten")
        }
        outcome.status = .failed
        outcome.message = "\(mismatched) of \(image.width * image.height) pixels differ (\(percent)%), threshold \(options.diff.threshold)"
        try Rendering.write(try Rendering.encode(image), to: newPath)
        outcome.actual = newPath
        if let d = difference?.diffImage {
            try Rendering.write(try Rendering.encode(d), to: diffPath)
            outcome.diff = diffPath
        }
        return outcome
    }

    private static func bitmap(_ w: Int, _ h: Int, _ rgba: [UInt8]) throws -> RGBAImage {
        do { return try RGBAImage(width: w, height: h, rgba: rgba) } catch { throw ToolError(.software, "bad bitmap: \(error)") }
    }
}
