import Foundation
import Testing
import WidgetIntelligence
import SmartStackScenarios

/// Data-driven: each `Tests/Stacks/<case>.json5` scenario gives exactly the events of `<case>.events.txt`
/// (Part B.4 of the model and its three documented variants).
struct WorkedExampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Stacks").path
    static let cases = StackScenarios.files(in: folder)

    @Test func everyCaseHasExpectedEvents() {
        #expect(Self.cases.count >= 4)
        for file in Self.cases {
            #expect(FileManager.default.fileExists(atPath: file.replacingOccurrences(of: ".json5", with: ".events.txt")), "\(file)")
        }
    }

    @Test(arguments: cases)
    func events(_ file: String) throws {
        let expected = try String(contentsOfFile: file.replacingOccurrences(of: ".json5", with: ".events.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let scenario = try StackScenarios.load(file).get()
        let day = StackScenarios.simulate(scenario)
        #expect(day.eventLines == expected)
        // The same inputs give the same output.
        #expect(StackScenarios.simulate(scenario) == day)
        #expect(day.rotations.reduce(0, +) == 3)
    }
}
