import Foundation
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore

/// `widgetsnap init`: the starter files, their contents, refusing to overwrite, and `--force`.
struct InitCommandTests {
    static let root = ToolTests.root
    static let starterFiles = ["Layouts/hello.json5", "Schema/widgetsnap.schema.json", "Assets/Images/.gitkeep",
                               ".gitignore", ".github/workflows/widgetsnap.yml", ".github/widgetsnap/install.sh"]

    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(args, console: c.console)
        return (code, c.out, c.err)
    }

    func emptyFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("widgetsnap-init-\(UUID().uuidString)").path
    }

    @Test func writesEveryStarterFile() throws {
        let dir = emptyFolder()
        let result = run(["init", dir])
        #expect(result.code == 0, "\(result.err)")
        for file in Self.starterFiles {
            #expect(FileManager.default.fileExists(atPath: dir + "/" + file), "missing \(file)")
            #expect(result.out.contains("created \(dir)/\(file)"), "\(result.out)")
        }
        // The schema is the repository's, byte for byte.
        let schema = try Data(contentsOf: URL(fileURLWithPath: dir + "/Schema/widgetsnap.schema.json"))
        #expect(schema == (try Data(contentsOf: Self.root.appendingPathComponent("Schema/widgetsnap.schema.json"))))
        let ignore = try String(contentsOfFile: dir + "/.gitignore", encoding: .utf8)
        #expect(ignore.contains("*.new.png") && ignore.contains("*.diff.png"))
        let workflow = try String(contentsOfFile: dir + "/.github/workflows/widgetsnap.yml", encoding: .utf8)
        #expect(workflow.contains("widgetsnap test Layouts") && workflow.contains("WIDGETSNAP_VERSION: \"\(WidgetSnapVersion.current)\""))
        #expect(!workflow.contains("{{VERSION") && !workflow.contains("{{RUNTIME"), "every placeholder is filled")
        // The installer is the release's, byte for byte.
        let installer = try Data(contentsOf: URL(fileURLWithPath: dir + "/.github/widgetsnap/install.sh"))
        #expect(installer == (try Data(contentsOf: Self.root.appendingPathComponent("Tools/dist/install.sh"))))
    }

    /// The workflow installs the packages the release archive lists (the Makefile's RUNTIME_APT_PACKAGES).
    @Test func theWorkflowInstallsTheArchivesRuntimePackages() throws {
        let makefile = try String(contentsOf: Self.root.appendingPathComponent("Makefile"), encoding: .utf8)
        let line = makefile.split(separator: "\n").first { $0.hasPrefix("RUNTIME_APT_PACKAGES := ") }
        let packages = line.map { $0.dropFirst("RUNTIME_APT_PACKAGES := ".count).split(separator: " ").map(String.init) }
        #expect(packages == StarterFiles.runtimePackages)
        #expect(StarterFiles.workflow.contains(StarterFiles.runtimePackages.joined(separator: " ")))
    }

    /// The starter layout is valid, and its schema reference points at the copied schema.
    @Test func theStarterLayoutChecks() throws {
        let dir = emptyFolder()
        #expect(run(["init", dir, "--quiet"]).code == 0)
        let check = run(["check", dir + "/Layouts"])
        #expect(check.code == 0, "\(check.out)\(check.err)")
        #expect(check.out.contains("Hello"), "\(check.out)")
        let layout = try String(contentsOfFile: dir + "/Layouts/hello.json5", encoding: .utf8)
        #expect(layout.contains("$schema: \"../Schema/widgetsnap.schema.json\""))
    }

    @Test func refusesToOverwriteUnlessForced() throws {
        let dir = emptyFolder()
        try FileManager.default.createDirectory(atPath: dir + "/Layouts", withIntermediateDirectories: true)
        try "mine".write(toFile: dir + "/.gitignore", atomically: true, encoding: .utf8)
        let refused = run(["init", dir])
        #expect(refused.code == 73)
        #expect(refused.err.contains("not overwriting existing files") && refused.err.contains(".gitignore") && refused.err.contains("--force"), "\(refused.err)")
        // Nothing was written, not even the files that did not exist.
        #expect(!FileManager.default.fileExists(atPath: dir + "/Layouts/hello.json5"))
        #expect(try String(contentsOfFile: dir + "/.gitignore", encoding: .utf8) == "mine")
        let forced = run(["init", dir, "--force", "--quiet"])
        #expect(forced.code == 0, "\(forced.err)")
        #expect(forced.out.isEmpty)
        #expect(try String(contentsOfFile: dir + "/.gitignore", encoding: .utf8).contains("*.new.png"))
    }

    @Test func takesAtMostOneFolder() {
        let result = run(["init", emptyFolder(), emptyFolder()])
        #expect(result.code == 64, "\(result.err)")
    }
}
