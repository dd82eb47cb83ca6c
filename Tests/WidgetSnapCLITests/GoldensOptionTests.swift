import Foundation
import Testing
@testable import WidgetSnapCLI

/// Issue 25, item 17: `test --goldens FILE` (a file, not a folder) is a usage error (64), not a
/// failing snapshot for every variant.
struct GoldensOptionTests {
    @Test func aFileGivenAsTheGoldensFolderIsAUsageError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-file-\(UUID().uuidString)").path
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["test", ToolTests.root.appendingPathComponent("Layouts/weather.json5").path, "--goldens", file,
                                      "--assets", ToolTests.root.appendingPathComponent("Assets").path, "--quiet"], console: c.console)
        #expect(code == 64, "\(c.out)\(c.err)")
        #expect(c.err.contains("is not a folder"), "\(c.err)")
        #expect(c.out.isEmpty)
    }
}
