import Foundation
import Testing

/// Issue 25, item 7: any one-character path crashed the tool with SIGILL and no message
/// (`gallery q`, `test q`, `stack s`, `diff … --output d`, `test … --junit j`): Foundation on Linux
/// traps in `deletingLastPathComponent`. Each reproduction runs the built binary in a scratch
/// folder (the paths are relative to it) and must end with an exit status, never a signal.
struct OddPathTests {
    /// A scratch folder with layouts folders `L` and `q` (one layout each), a scenario `s` and two PNGs.
    func workFolder() throws -> String {
        let work = try IOSafety.scratch("oddpath")
        let fm = FileManager.default
        try fm.createDirectory(atPath: work + "/L", withIntermediateDirectories: true)
        try "{kind: \"Hi\", displayName: \"Hi\", description: \"\", families: [\"systemSmall\"], timeline: {entries: [{date: \"2026-06-01T09:00:00Z\"}]}, view: {Text: \"Hi\"}}\n"
            .write(toFile: work + "/L/hi.json5", atomically: true, encoding: .utf8)
        try fm.copyItem(atPath: work + "/L", toPath: work + "/q")
        try "{day: \"2026-06-01\", stack: [{layout: \"L/hi.json5\"}]}\n".write(toFile: work + "/s", atomically: true, encoding: .utf8)
        try IOSafety.write(try IOSafety.png(width: 3, height: 3), work + "/a.png")
        try IOSafety.write(try IOSafety.png(width: 3, height: 3, [200, 10, 10, 255]), work + "/b.png")
        return work
    }

    /// Runs the binary in `folder`: its exit status, or nil when a signal ended it.
    func run(_ args: [String], in folder: String) throws -> (status: Int32?, err: String) {
        guard let binary = IOSafety.binary else { throw IOSafety.SpawnError.noBinary }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = args
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder, "TZ": "UTC"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationReason == .exit ? process.terminationStatus : nil, text)
    }

    /// The issue's reproductions and their exit statuses (66: a missing input, 1: a changed image or a
    /// missing golden, 0: written; `test` records missing goldens off CI).
    static let cases: [([String], Int32, String?)] = [
        (["gallery", "q", "--quiet"], 0, "Output/index.html"),
        (["test", "q", "--quiet"], 0, nil),
        (["check", "q"], 0, nil),
        (["gallery", "x"], 66, nil),
        (["stack", "s"], 0, nil),
        (["stack", "x"], 66, nil),
        (["diff", "a.png", "b.png", "--output", "d"], 1, "d"),
        (["test", "L", "--goldens", "g", "--junit", "j", "--quiet"], 0, "j"),
        (["render", "L/hi.json5", "--out", "o", "--family", "systemSmall"], 0, "o"),
        (["gallery", "L", "--out", "G", "--quiet"], 0, "G/index.html"),
    ]

    @Test(arguments: cases)
    func oneCharacterPathsEndWithAnExitStatus(_ args: [String], _ expected: Int32, _ written: String?) throws {
        let work = try workFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let result = try run(args, in: work)
        #expect(result.status == expected, "widgetsnap \(args.joined(separator: " ")): \(result.err)")
        if let written { #expect(FileManager.default.fileExists(atPath: work + "/" + written), "\(written) is written") }
    }
}
