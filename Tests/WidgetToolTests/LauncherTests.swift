import Foundation
import Testing

/// The `widgetsnap` launcher: `diff` runs in a process without the graphics libraries, every
/// other command is handed to `widgetsnap-full` with its arguments, output and exit code intact.
struct LauncherTests {
    static let root = ToolTests.root

    /// The launcher built by `swift build` (debug for `swift test`, release for `make`).
    static func binary() throws -> String {
        let candidates = ["debug", "release"].map { root.appendingPathComponent(".build/\($0)/widgetsnap").path }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) })
    }

    static func run(_ executable: String, _ args: [String]) throws -> (code: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = args
        p.currentDirectoryURL = root
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    /// The shared libraries an executable needs, from `ldd`.
    static func libraries(_ executable: String) throws -> String {
        let r = try run("/usr/bin/ldd", [executable])
        return r.out + r.err
    }

    @Test func diffRunsWithoutTheGraphicsLibraries() throws {
        let launcher = try Self.binary()
        let lean = try Self.libraries(launcher)
        // A fully static executable: the dynamic loader has nothing to load.
        #expect(lean.contains("not a dynamic executable") || lean.contains("statically linked"), "\(lean)")
        for heavy in ["libcairo", "libpango", "libglib", "librsvg", "libfontconfig"] {
            #expect(!lean.contains(heavy), "the launcher links \(heavy):\n\(lean)")
        }
        let full = try Self.libraries(launcher + "-full")
        #expect(full.contains("libcairo") && full.contains("libpango"), "\(full)")
    }

    @Test func diffGivesItsExitCodes() throws {
        let launcher = try Self.binary()
        let golden = "Tests/Goldens/Weather/default/systemSmall/00-light-real@3x.png"
        let other = "Tests/Goldens/Weather/default/systemSmall/00-dark-real@3x.png"
        let same = try Self.run(launcher, ["diff", golden, golden, "--json"])
        #expect(same.code == 0, "\(same.err)")
        #expect(same.out.hasPrefix("{\"mismatched\": 0, \"total\": 260100,"), "\(same.out)")
        let changed = try Self.run(launcher, ["diff", golden, other])
        #expect(changed.code == 1)
        #expect(changed.out.contains("pixels differ"), "\(changed.out)")
        #expect(try Self.run(launcher, ["diff", golden]).code == 64)
        #expect(try Self.run(launcher, ["diff", golden, "Layouts/weather.json5"]).code == 65)
        let missing = try Self.run(launcher, ["diff", golden, "no/such.png"])
        #expect(missing.code == 66)
        #expect(missing.err.contains("no/such.png: no such file"), "\(missing.err)")
        #expect(try Self.run(launcher, ["diff", "--help"]).out.hasPrefix("usage: widgetsnap diff"))
    }

    @Test func otherCommandsGoToTheFullProgram() throws {
        let launcher = try Self.binary()
        let version = try Self.run(launcher, ["--version"])
        #expect(version.code == 0 && version.out.hasPrefix("widgetsnap "), "\(version)")
        let help = try Self.run(launcher, ["help"])
        #expect(help.out.contains("  merge-reports  join"), "\(help.out)")
        let check = try Self.run(launcher, ["check", "Layouts/weather.json5"])
        #expect(check.code == 0, "\(check.err)")
        let bad = try Self.run(launcher, ["render", "--scale", "nine"])
        #expect(bad.code == 64)
        #expect(bad.err.contains("--scale expects a number, got 'nine'"), "\(bad.err)")
        #expect(try Self.run(launcher, ["check", "missing.json5"]).code == 66)
    }

    @Test func aLauncherWithoutTheFullProgramSaysWhatIsMissing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsnap-launcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let alone = dir.appendingPathComponent("widgetsnap").path
        try FileManager.default.copyItem(atPath: try Self.binary(), toPath: alone)
        let r = try Self.run(alone, ["render"])
        #expect(r.code == 70)
        #expect(r.err.contains("widgetsnap-full"), "\(r.err)")
        #expect(r.err.contains("hint:"), "\(r.err)")
    }
}
