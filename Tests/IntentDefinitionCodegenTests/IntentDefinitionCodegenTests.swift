import Foundation
import Testing
@testable import IntentDefinitionCodegen

/// Data-driven: every `Fixtures/Generated/<name>.intentdefinition` generates exactly
/// `<name>.swift.expected`; every `Fixtures/Malformed/<name>.intentdefinition` is refused with exactly
/// the message of `<name>.error` (file name, key path, what was expected and found).
/// `WIDGETSNAP_RECORD=all swift test --filter IntentDefinitionCodegenTests` rewrites the expectations.
@Suite struct IntentDefinitionCodegenTests {
    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static var record: Bool { ProcessInfo.processInfo.environment["WIDGETSNAP_RECORD"] == "all" }

    static func names(_ folder: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? []
        return files.filter { $0.hasSuffix(".intentdefinition") }.map { String($0.dropLast(".intentdefinition".count)) }.sorted()
    }

    @Test func thereAreFixtures() {
        #expect(Self.names("Generated").count >= 2)
        #expect(Self.names("Malformed").count >= 3)
    }

    @Test(arguments: names("Generated"))
    func generates(_ name: String) throws {
        let folder = Self.fixtures.appendingPathComponent("Generated")
        let data = try Data(contentsOf: folder.appendingPathComponent(name + ".intentdefinition"))
        let text = try SwiftGenerator.generate(IntentDefinitionReader.read(data, file: name + ".intentdefinition"), source: name + ".intentdefinition")
        if Self.record {
            try Data(text.utf8).write(to: Self.source.appendingPathComponent("Generated/\(name).swift.expected"))
        }
        let expected = try String(contentsOf: folder.appendingPathComponent(name + ".swift.expected"), encoding: .utf8)
        #expect(text == expected, "the generated Swift of \(name).intentdefinition differs from \(name).swift.expected")
    }

    @Test(arguments: names("Malformed"))
    func refuses(_ name: String) throws {
        let folder = Self.fixtures.appendingPathComponent("Malformed")
        let data = try Data(contentsOf: folder.appendingPathComponent(name + ".intentdefinition"))
        let message: String
        do {
            _ = try IntentDefinitionReader.read(data, file: name + ".intentdefinition")
            message = "(read without an error)"
        } catch {
            message = error.description
        }
        if Self.record { try Data((message + "\n").utf8).write(to: Self.source.appendingPathComponent("Malformed/\(name).error")) }
        let expected = try String(contentsOf: folder.appendingPathComponent(name + ".error"), encoding: .utf8)
        #expect(message + "\n" == expected)
    }

    /// The generated text is the same on every run (no dictionary order leaks in).
    @Test func isDeterministic() throws {
        for name in Self.names("Generated") {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("Generated/\(name).intentdefinition"))
            let a = try SwiftGenerator.generate(IntentDefinitionReader.read(data, file: "x"), source: "x")
            let b = try SwiftGenerator.generate(IntentDefinitionReader.read(data, file: "x"), source: "x")
            #expect(a == b)
        }
    }
}
