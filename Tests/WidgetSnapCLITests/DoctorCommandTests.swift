import Foundation
import Testing
@testable import WidgetSnapCLI

/// `widgetsnap doctor` through the command line: the report, --manifest, --json, and the exit codes of
/// its errors (the analysis itself is tested in WidgetDoctorTests).
@Suite struct DoctorCommandTests {
    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(args, console: c.console)
        return (code, c.out, c.err)
    }

    /// A copy of the doctor fixture with a `.git` marker, so its repository root is the copy.
    func repository() throws -> String {
        let fixture = ToolTests.root.appendingPathComponent("Tests/WidgetDoctorTests/Fixtures/WeatherApp").path
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("doctorcmd-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: fixture, toPath: root)
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        return root
    }

    @Test func printsTheReportTheManifestAndJSON() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = root + "/WeatherApp.xcodeproj"
        let text = run(["doctor", "--xcodeproj", project, "--target", "WeatherWidgetExtension"])
        #expect(text.code == 0)
        #expect(text.out.contains("WeatherWidget/Provider.swift:3:8: import CoreGraphics: not on Linux as written"))
        let manifest = run(["doctor", "--xcodeproj", project, "--target", "WeatherWidgetExtension", "--manifest"])
        #expect(manifest.out.hasPrefix("// swift-tools-version: 6.0\n"))
        #expect(text.out.hasSuffix(manifest.out))
        let json = run(["doctor", root + "/WeatherWidget", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect((object["files"] as? [Any])?.count == 5)
        #expect(run(["doctor", root + "/WeatherWidget", "--json"]).out == json.out, "deterministic bytes")
    }

    @Test func errorsHaveTheirExitCodes() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = root + "/WeatherApp.xcodeproj"
        #expect(run(["doctor"]).code == 64)
        #expect(run(["doctor", root + "/nowhere"]).code == 66)
        #expect(run(["doctor", root + "/App/Theme.swift"]).code == 64)
        let noTarget = run(["doctor", "--xcodeproj", project])
        #expect(noTarget.code == 64)
        #expect(noTarget.err.contains("WeatherApp, WeatherWatchWidget, WeatherWidgetExtension"))
        let typo = run(["doctor", "--xcodeproj", project, "--target", "WeatherWidgetExtensio"])
        #expect(typo.code == 64)
        #expect(typo.err.contains("did you mean 'WeatherWidgetExtension'?"))
        try "// !$*UTF8*$!\n{\n  objects = { a = ; };\n}\n".write(toFile: project + "/project.pbxproj", atomically: true, encoding: .utf8)
        let broken = run(["doctor", "--xcodeproj", project])
        #expect(broken.code == 65)
        #expect(broken.err.contains("project.pbxproj:3:19: expected a string, '{' or '('"))
        #expect(run(["doctor", root, "--json", "--manifest"]).code == 64)
    }
}
