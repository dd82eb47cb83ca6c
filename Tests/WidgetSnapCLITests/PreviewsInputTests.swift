import Foundation
import Testing
@testable import WidgetSnapCLI
import PreviewsBuilder
import WidgetSnapshotCore

/// Issue 25 item 15 and "Also": `previews` on a Swift file that is not UTF-8 gave no position, and
/// the runner's resource errors named the scratch copy of a catalog instead of the user's file.
@Suite struct PreviewsInputTests {
    @Test func aSwiftFileThatIsNotUTF8IsRefusedAtItsFirstBadByte() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-input-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var bytes = Array("import SwiftUI\n\n#Preview {\n    Text(\"Caf".utf8)
        bytes += [0xE9] + Array("\")\n}\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/Widget.swift"))
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["previews", folder, "--quiet"], console: c.console)
        #expect(code == 65)
        #expect(c.err.contains("\(folder)/Widget.swift:4:14: the file is not UTF-8 text: byte 0xE9"), "\(c.err)")
    }

    @Test func runnerMessagesNameTheUsersResourceFiles() {
        let output = """
            /tmp/build/Resources/0/Assets.xcassets/Brand.colorset/Contents.json:3:7: error: expected a colour
            /tmp/build/Resources/1/fr.lproj/Localizable.strings:1:1: error: the file is not UTF-8 text
            """
        let mapped = PreviewsBuild.userPaths(output, resources: "/tmp/build/Resources", folders: ["/home/me/App/Sources", "/home/me/Extra/"])
        #expect(mapped == """
            /home/me/App/Sources/Assets.xcassets/Brand.colorset/Contents.json:3:7: error: expected a colour
            /home/me/Extra/fr.lproj/Localizable.strings:1:1: error: the file is not UTF-8 text
            """)
    }
}
