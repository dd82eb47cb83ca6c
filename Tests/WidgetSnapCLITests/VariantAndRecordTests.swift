import Foundation
import Testing
import WidgetLayout
import WidgetModel
@testable import WidgetSnapshotCore
@testable import WidgetSnapCLI

/// Variant identities own every file name; one record-mode vocabulary for the flag and the environment.
struct VariantAndRecordTests {
    static let weather = VariantID(kind: "Weather", instance: "default", family: .systemSmall, entry: 0, appearance: .light,
                                   state: .real, device: "iphone-430x932", scale: 3)

    @Test func theNameHoldsEveryAxisIncludingTheDevice() {
        #expect(Self.weather.name == "Weather/default/systemSmall/iphone-430x932/00-light-real@3x")
        var v = Self.weather
        v.entry = 12; v.device = "iphone-393x852"; v.scale = 1.5; v.state = .placeholder; v.appearance = .dark
        #expect(v.name == "Weather/default/systemSmall/iphone-393x852/12-dark-placeholder@1.5x")
        v.appearance = Appearance(colorScheme: .light, renderingMode: .accented)
        #expect(v.name.hasSuffix("/12-light-tinted-placeholder@1.5x"))
        v.appearance = Appearance(colorScheme: .dark, context: .tinted(RGBA(r8: 255, g8: 136, b8: 0)))
        #expect(v.name.hasSuffix("/12-dark-tinted-ff8800-placeholder@1.5x"))
        v.appearance = Appearance(colorScheme: .light, context: .standByNight)
        #expect(v.name.hasSuffix("/12-standby-night-placeholder@1.5x"))
    }

    @Test func filesDerivedFromTheName() {
        #expect(Self.weather.path(in: "Tests/Goldens") == "Tests/Goldens/Weather/default/systemSmall/iphone-430x932/00-light-real@3x.png")
        #expect(Self.weather.path(in: "out/", extension: "svg") == "out/Weather/default/systemSmall/iphone-430x932/00-light-real@3x.svg")
        #expect(Self.weather.sidecar(in: "g", .diff) == "g/Weather/default/systemSmall/iphone-430x932/00-light-real@3x.diff.png")
        #expect(SnapshotOutcome(variant: Self.weather, status: .passed).name == Self.weather.name)
    }

    @Test func appearancesThatAreNotDrawnAreUsageErrors() throws {
        #expect(try Selection.appearance("dark") == .dark)
        #expect(try Selection.appearance("light-fullColor") == .light)
        #expect(throws: VariantsError.vibrantWithScheme(name: "dark-vibrant")) { try Selection.appearance("dark-vibrant") }
        #expect(throws: VariantsError.unknownAppearance(name: "sepia", names: Selection.appearanceNames)) { try Selection.appearance("sepia") }
    }

    @Test func recordModeFromTheEnvironment() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true", "WIDGETSNAP_RECORD": "failed"]) == .failed)
        do {
            _ = try RecordMode.fromEnvironment(["WIDGETSNAP_RECORD": "1"])
            Issue.record("WIDGETSNAP_RECORD=1 was accepted")
        } catch {
            #expect(ExitCodes.code(for: error) == .usage)
            #expect(error.message.contains("WIDGETSNAP_RECORD is '1'"))
            #expect(error.hint == "expected one of: missing, failed, all, never")
        }
    }

    @Test func anotherDeviceIsComparedWithItsOwnGoldens() throws {
        let root = ToolTests.root
        // A copy: a failing comparison leaves its .new.png beside the golden.
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("device-goldens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tests/Goldens/Weather"), to: goldens.appendingPathComponent("Weather"))
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["test", root.appendingPathComponent("Layouts/weather.json5").path,
                                      "--goldens", goldens.path, "--record", "never",
                                      "--device", "iphone-393x852", "--family", "systemSmall", "--instance", "first", "--entry", "0",
                                      "--appearance", "light", "--state", "real", "--quiet"], console: c.console)
        #expect(code == 1)
        #expect(c.err.contains("no golden at"), "\(c.err)")
        #expect(c.err.contains("/iphone-393x852/00-light-real@3x.png"), "\(c.err)")
        #expect(!c.err.contains("size differs"), "\(c.err)")
        let same = ToolTests.Capture()
        let passing = WidgetSnapCLI.run(["test", root.appendingPathComponent("Layouts/weather.json5").path,
                                         "--goldens", goldens.path, "--record", "never",
                                         "--family", "systemSmall", "--instance", "first", "--entry", "0", "--quiet"], console: same.console)
        #expect(passing == 0, "\(same.err)")
        #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("Weather/default/systemSmall/iphone-430x932/00-light-real@3x.new.png").path))
    }

    @Test func anUnknownRecordFlagListsTheModes() {
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["test", ToolTests.root.appendingPathComponent("Layouts").path, "--record", "yes"], console: c.console)
        #expect(code == 64)
        #expect(c.err.contains("expected one of: missing, failed, all, never"), "\(c.err)")
    }
}

/// The one writer: whole files or nothing, folders made as needed, a bare name in the current folder.
struct AtomicFileTests {
    func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func replacesAnExistingFileAndLeavesNoTemporaryFiles() throws {
        let dir = try scratch()
        try AtomicFile.write("first", to: dir + "/a/b/file.txt")
        try AtomicFile.write("second", to: dir + "/a/b/file.txt")
        #expect(FileManager.default.contents(atPath: dir + "/a/b/file.txt") == Data("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/a/b") == ["file.txt"])
        let mode = try FileManager.default.attributesOfItem(atPath: dir + "/a/b/file.txt")[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o044 } == 0o044, "readable by others, like any file the tool writes")
    }

    @Test func aFailedWriteIsCannotCreateAndLeavesNothing() throws {
        let dir = try scratch()
        try FileManager.default.createDirectory(atPath: dir + "/target", withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: dir + "/target/keep", contents: Data()))
        do {
            try AtomicFile.write("x", to: dir + "/target")
            Issue.record("writing over a folder succeeded")
        } catch {
            #expect(ExitCodes.code(error) == .cannotCreate)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["target"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/target") == ["keep"])
    }
}
