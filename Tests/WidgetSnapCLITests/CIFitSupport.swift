import Foundation
@testable import WidgetSnapCLI
import WidgetSnapshotCore

/// A temporary folder with the Weather example (and optionally Stocks) and their committed goldens,
/// and `widgetsnap test` run on it with an explicit environment.
struct CIFitWorkspace {
    let root = ToolTests.root
    let work: URL
    var layouts: String { work.appendingPathComponent("layouts").path }
    var goldens: String { work.appendingPathComponent("goldens").path }
    var weather: String { layouts + "/weather.json5" }

    init(kinds: [(file: String, kind: String)] = [("weather.json5", "Weather")]) throws {
        let fm = FileManager.default
        work = fm.temporaryDirectory.appendingPathComponent("cifit-\(UUID().uuidString)")
        try fm.createDirectory(at: work.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        try fm.createDirectory(at: work.appendingPathComponent("goldens"), withIntermediateDirectories: true)
        for (file, kind) in kinds {
            try fm.copyItem(at: root.appendingPathComponent("Tests/Goldens/" + kind), to: work.appendingPathComponent("goldens/" + kind))
            try fm.copyItem(at: root.appendingPathComponent("Layouts/" + file), to: work.appendingPathComponent("layouts/" + file))
        }
    }

    func path(_ relative: String) -> String { work.appendingPathComponent(relative).path }

    /// `widgetsnap test` on the layouts folder (or `paths`), first instance, entry 0, quiet.
    func test(_ args: [String], paths: [String]? = nil, environment: [String: String] = [:]) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let full = (paths ?? [layouts]) + ["--goldens", goldens, "--assets", root.appendingPathComponent("Assets").path,
                                         "--instance", "first", "--entry", "0", "--quiet"] + args
        let code: Int32
        do { code = try TestCommand.run(full, console: c.console, environment: environment).rawValue } catch {
            let e = ToolTests.Failure(error)
            c.console.err("error: \(e.message)\n")
            code = e.code
        }
        return (code, c.out, c.err)
    }

    /// Makes the Weather location longer, so every variant that shows it fails.
    func breakWeather() throws {
        let text = try String(contentsOfFile: weather, encoding: .utf8).replacingOccurrences(of: "\"Ithaca, NY\"", with: "\"Ithaca, New York\"")
        try text.write(toFile: weather, atomically: true, encoding: .utf8)
    }

    func files(under relative: String) -> [String] {
        (FileManager.default.enumerator(atPath: path(relative))?.compactMap { $0 as? String } ?? []).sorted()
    }

    func read(_ relative: String) throws -> String { try String(contentsOfFile: path(relative), encoding: .utf8) }
}
