import Foundation
import Testing
@testable import WidgetSnapPreviews
import WidgetSnapshotCore

/// `PreviewRunError`: what stops the previews runner carries the file, device or surface, in the
/// words the runner printed before it was typed, and picks the exit status `widgetsnap previews` passes on.
@MainActor
struct PreviewRunErrorTests {
    @Test func aResourceThatDoesNotParseStopsTheRunNamingTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-resources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"sourceLanguage\": ".utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let missing = folder.appendingPathComponent("Localizable.xcstrings").path
        do {
            _ = try PreviewRunner.run([], out: NSTemporaryDirectory(), resources: folder.path, assets: nil, device: nil)
            Issue.record("a missing resources folder was read")
        } catch {
            guard case .resources(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains(missing), "\(reason)")
            #expect(error.message == reason)
            #expect(PreviewRunner.exitCode(for: error) == .dataError)
        }
    }

    @Test(arguments: [
        (PreviewRunError.noSize(device: "iphone-430x932", family: "systemExtraLarge"), "iphone-430x932 has no systemExtraLarge size", ExitCode.dataError),
        (.cannotLayOut(surface: "lockScreen", state: 2), "cannot lay out lockScreen of state 2", .dataError),
        (.cannotRender(reason: "surface too large"), "cannot render: surface too large", .software),
        (.files(.writeFailed(path: "out/images/a.png", step: nil, errno: 28)), "cannot write out/images/a.png: No space left on device", .cannotCreate),
    ])
    func eachCaseSaysWhatAndWhere(_ error: PreviewRunError, _ message: String, _ code: ExitCode) {
        #expect(error.message == message)
        #expect(PreviewRunner.exitCode(for: error) == code)
    }
}
