import Foundation
import PreviewsBuilder
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore
#if canImport(Glibc)
import Glibc
#endif

/// Issue 25, item 4: a scenario's `layout` could name any file, and the error quoted its first token
/// (a one-token file: all of it). `test` reads every scenario beside the layouts, so a scenario in a
/// pull request could print a secret into CI logs. References are confined to the project and a
/// refused file is never opened; the same holds for a scenario file that is a link, and for a
/// symbolic-linked `Contents.json` in `previews`.
struct ScenarioConfinementTests {
    static let secret = "SECRETTOKEN42"

    /// `work/outside/secret.json5` (one token) and `work/outside/secret.txt`, and a project `work/proj`
    /// with `Layouts/hi.json5` and an empty `Stacks/`.
    func project() throws -> (work: String, proj: String) {
        let work = try IOSafety.scratch("scenario-confine")
        let fm = FileManager.default
        for folder in ["outside", "proj/Layouts", "proj/Stacks", "proj/Linked"] {
            try fm.createDirectory(atPath: work + "/" + folder, withIntermediateDirectories: true)
        }
        try Self.secret.write(toFile: work + "/outside/secret.json5", atomically: true, encoding: .utf8)
        try Self.secret.write(toFile: work + "/outside/secret.txt", atomically: true, encoding: .utf8)
        try Self.secret.write(toFile: work + "/proj/notes.txt", atomically: true, encoding: .utf8)
        try Self.secret.write(toFile: work + "/proj/Layouts/.env.json5", atomically: true, encoding: .utf8)
        try "{kind: \"Hi\", displayName: \"Hi\", description: \"\", families: [\"systemSmall\"], timeline: {entries: [{date: \"2026-06-01T09:00:00Z\"}]}, view: {Text: \"Hi\"}}\n"
            .write(toFile: work + "/proj/Layouts/hi.json5", atomically: true, encoding: .utf8)
        return (work, work + "/proj")
    }

    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(args, console: c.console)
        return (code, c.out, c.err)
    }

    /// A reference → the start of the message it is refused with.
    static let references: [(String, String)] = [
        ("ABSOLUTE", "is an absolute path"),
        ("../../outside/secret.json5", "resolves outside the project"),
        ("../Linked/link.json5", "resolves outside the project"),
        ("../notes.txt", "is not a .json5 or .json file"),
        ("../Layouts/.env.json5", "goes through the hidden name '.env.json5'"),
        ("../Linked/txtlink.json5", "resolves outside the project"),
        ("../Layouts/missing.json5", "does not exist"),
    ]

    @Test(arguments: references)
    func aReferenceOutsideTheProjectIsRefusedUnread(_ reference: String, _ message: String) throws {
        let (work, proj) = try project()
        defer { try? FileManager.default.removeItem(atPath: work) }
        #expect(symlink(work + "/outside/secret.json5", proj + "/Linked/link.json5") == 0)
        #expect(symlink(work + "/outside/secret.txt", proj + "/Linked/txtlink.json5") == 0)
        let layout = reference == "ABSOLUTE" ? work + "/outside/secret.json5" : reference
        for key in ["stack", "suggestable"] {
            let scenario = key == "stack"
                ? "{day: \"2026-06-01\", stack: [{layout: \"\(layout)\"}]}\n"
                : "{day: \"2026-06-01\", stack: [{layout: \"../Layouts/hi.json5\"}], suggestable: [\"\(layout)\"]}\n"
            try scenario.write(toFile: proj + "/Stacks/pr.json5", atomically: true, encoding: .utf8)
            let stack = run(["stack", proj + "/Stacks/pr.json5"])
            #expect(stack.code == 65)
            #expect(stack.err.contains(message), "\(key): \(stack.err)")
            #expect(!stack.err.contains(Self.secret) && !stack.out.contains(Self.secret))
            // `test` reads the scenarios beside the layouts: refused the same way, nothing quoted.
            let test = run(["test", proj + "/Layouts", "--goldens", work + "/goldens", "--quiet"])
            #expect(test.code == 65)
            #expect(test.err.contains(message), "\(key): \(test.err)")
            #expect(!test.err.contains(Self.secret) && !test.out.contains(Self.secret))
        }
    }

    /// A scenario file found by listing `Stacks/` that is a link to a file outside the project.
    @Test func aListedScenarioThatLinksOutIsNotRead() throws {
        let (work, proj) = try project()
        defer { try? FileManager.default.removeItem(atPath: work) }
        #expect(symlink(work + "/outside/secret.json5", proj + "/Stacks/evil.json5") == 0)
        for args in [["stack", proj + "/Stacks"], ["test", proj + "/Layouts", "--goldens", work + "/goldens", "--quiet"]] {
            let r = run(args)
            #expect(r.code == 65)
            #expect(r.err.contains("evil.json5 is a symbolic link that leads outside the project; it is not read"), "\(r.err)")
            #expect(!r.err.contains(Self.secret))
        }
    }

    /// A layout found by listing the layouts folder that is a link out of the project is refused
    /// unread by every command that walks a folder (`test`, `check`, `gallery`).
    @Test func aListedLayoutThatLinksOutIsNotRead() throws {
        let (work, proj) = try project()
        defer { try? FileManager.default.removeItem(atPath: work) }
        #expect(symlink(work + "/outside/secret.json5", proj + "/Layouts/link.json5") == 0)
        for args in [["test", proj + "/Layouts", "--goldens", work + "/goldens", "--quiet"], ["check", proj + "/Layouts"],
                     ["gallery", proj + "/Layouts", "--out", work + "/site", "--quiet"]] {
            let r = run(args)
            #expect(r.code == 65, "\(args[0]): \(r.err)")
            #expect(r.err.contains("link.json5 is a symbolic link that leads outside the project; it is not read"), "\(args[0]): \(r.err)")
            #expect(!r.err.contains(Self.secret) && !r.out.contains(Self.secret))
        }
    }

    /// References inside the project still work: beside the scenario, and up into `Layouts/`.
    @Test func referencesInsideTheProjectAreRead() throws {
        let (work, proj) = try project()
        defer { try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.createDirectory(atPath: proj + "/Stacks/layouts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: proj + "/Layouts/hi.json5", toPath: proj + "/Stacks/layouts/beside.json5")
        try "{day: \"2026-06-01\", stack: [{layout: \"../Layouts/hi.json5\"}, {layout: \"layouts/beside.json5\", name: \"B\"}]}\n"
            .write(toFile: proj + "/Stacks/ok.json5", atomically: true, encoding: .utf8)
        let r = run(["stack", proj + "/Stacks/ok.json5"])
        #expect(r.code == 0, "\(r.err)")
    }

    /// `previews` copies resources into its scratch package: a `Contents.json` that is a link out of
    /// the folder is refused without being read; one linked inside the folder is copied as a file.
    @Test func aLinkedResourceOutsideTheFolderIsRefused() throws {
        let (work, proj) = try project()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let set = proj + "/Sources/W/Assets.xcassets/Tint.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        #expect(symlink(work + "/outside/secret.json5", set + "/Contents.json") == 0)
        do {
            _ = try PreviewsBuild.confinedResource("Assets.xcassets/Tint.colorset/Contents.json", in: proj + "/Sources/W")
            Issue.record("a link out of the folder was accepted")
        } catch {
            #expect(error.message.contains("a symbolic link that leads outside"), "\(error.message)")
            #expect(!error.message.contains(Self.secret))
            #expect(ExitCodes.code(error) == .dataError)
        }
        try FileManager.default.removeItem(atPath: set + "/Contents.json")
        try "{}".write(toFile: proj + "/Sources/W/inside.json", atomically: true, encoding: .utf8)
        #expect(symlink(proj + "/Sources/W/inside.json", set + "/Contents.json") == 0)
        #expect(try PreviewsBuild.confinedResource("Assets.xcassets/Tint.colorset/Contents.json", in: proj + "/Sources/W").hasSuffix("/inside.json"))
    }
}
