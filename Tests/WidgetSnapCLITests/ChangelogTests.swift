import Foundation
import Testing
import WidgetSnapCLI
import WidgetSnapshotCore

/// The version is written once (Version.swift); `widgetsnap --version` prints it, and CHANGELOG.md's
/// newest heading is that version, a semantic version.
@Suite struct ChangelogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theNewestChangelogHeadingIsTheVersion() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        #expect(headings.first == WidgetSnapVersion.current, "\(headings)")
        #expect(WidgetSnapVersion.current.wholeMatch(of: /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)/) != nil)
        #expect(WidgetSnapCLI.version == WidgetSnapVersion.current)
    }
}
