import Foundation
import SmartStackScenarios
import SnapshotFiles
import Testing

/// `ScenariosError`: a scenario file that cannot be read carries the file error with its path and
/// position; a golden that cannot be written names the golden.
struct ScenariosErrorTests {
    @Test func aScenarioThatIsNotUTF8CarriesItsFirstBadByte() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scenarios-error-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/day.json5"
        try Data([0x7B, 0xC0, 0x7D]).write(to: URL(fileURLWithPath: path))
        do {
            _ = try StackScenarios.load(path)
            Issue.record("a file that is not UTF-8 was read")
        } catch {
            guard case .files(.notUTF8(let named, let invalid)) = error else { Issue.record("\(error)"); return }
            #expect(named == path && invalid?.line == 1 && invalid?.column == 2 && invalid?.byte == 0xC0)
            #expect(error.message.hasPrefix("\(path):1:2: the file is not UTF-8 text"))
        }
    }

    @Test func aGoldenThatCannotBeWrittenIsNamed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scenarios-golden-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/golden.txt", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        do {
            _ = try StackGolden.check(text: "events", golden: dir + "/golden.txt", name: "Stacks/x", file: nil, record: .missing)
            Issue.record("wrote over a folder")
        } catch {
            #expect(error == .files(.notWritable(path: dir + "/golden.txt", kind: "a folder")))
        }
    }

    @Test func anUnencodableDaySaysSo() {
        #expect(ScenariosError.cannotEncode(reason: "bad").message == "cannot encode the day as JSON: bad")
    }
}
