import Foundation
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore

/// Issue 25 "Also": a 70 MB decisions file exited 66 (missing input) instead of 65; a key given
/// twice silently took its first value.
@Suite struct DecisionsHardeningTests {
    static let light = "Weather/default/systemSmall/iphone-430x932/00-light-real@3x"

    @Test func aFileOverTheLimitIsBadData() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("decisions-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // 70 MB, sparse: the size is what is refused.
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 70_000_000)
        try handle.close()
        do {
            _ = try AcceptDecisions.read(path)
            Issue.record("read a 70 MB decisions file")
        } catch {
            #expect(ExitCodes.code(for: error) == .dataError)
            #expect(error.message.contains("larger than 64 MiB"), "\(error.message)")
        }
        // A missing file is still 66.
        do { _ = try AcceptDecisions.read(path + ".missing"); Issue.record("read a missing file") } catch { #expect(ExitCodes.code(for: error) == .noInput) }
    }

    @Test(arguments: [
        // The decision given twice in one object: first "rejected", then "accepted".
        ("{\"format\": \"widgetsnap-decisions\", \"version\": 1, \"decisions\": [{\"variant\": \"\(light)\", \"decision\": \"rejected\", \"decision\": \"accepted\"}]}",
         ":1:163: a key given twice in one object (first at 1:139)"),
        // Top-level keys too.
        ("{\"format\": \"widgetsnap-decisions\",\n \"version\": 1,\n \"decisions\": [],\n \"decisions\": [{\"variant\": \"\(light)\", \"decision\": \"accepted\"}]}",
         ":4:2: a key given twice in one object (first at 3:2)"),
    ])
    func duplicateKeysAreRefused(_ text: String, _ want: String) {
        do {
            _ = try AcceptDecisions.parse(text, file: "d.json")
            Issue.record("accepted a duplicate key")
        } catch {
            #expect(ExitCodes.code(for: error) == .dataError)
            #expect(error.message.hasPrefix("d.json" + want), "\(error.message)")
        }
    }
}
