import Foundation
import WidgetIntelligence
import WidgetModel
import SnapshotFiles

/// One widget of a scenario's stack: its layout, its configured instance and the name events use.
public struct StackMember: Sendable {
    public var label: String
    public var layout: LoadedLayout
    public var instance: WidgetInstance
}

/// A stack scenario file (`Stacks/*.json5`), read and checked: the layouts it names, loaded, and the
/// model's input.
public struct StackScenario: Sendable {
    /// The file as named.
    public var path: String
    /// The file name without `.json5`: the scenario's id in goldens and the gallery.
    public var id: String
    public var title: String
    /// Midnight (UTC) of the simulated day.
    public var day: Date
    public var dayText: String
    public var family: WidgetFamily
    public var members: [StackMember]
    /// Widgets that can be suggested (R6), by intent name.
    public var suggestable: [LoadedLayout]
    public var input: StackInput
}

/// Reads stack scenario files with the same diagnostics as layout files.
public enum StackScenarios {
    static let topKeys = ["$schema", "title", "day", "days", "step", "family", "platform", "stack", "initialTop", "suggestable",
                          "smartRotate", "widgetSuggestions", "glances", "donations", "relevantIntents", "parameters"]
    static let parameterKeys = ["rotationsPerWidgetPerDay", "suggestionsPerDay", "minDwell", "relevanceThreshold", "habitMinDays",
                                "history", "habitWindow", "zeroDuration", "developerMode", "minEntrySpacing", "reloadsPerDay"]
    /// The Smart Stack capacity (HIG).
    public static let capacity = 10
    /// The most `suggestable` layouts a scenario lists (docs/limits.md).
    public static let maximumSuggestable = 100
    /// The most entries in `donations` (each may name up to 367 days).
    public static let maximumDonations = 10_000
    /// The most times in a `glances` list: one a minute.
    public static let maximumGlanceTimes = 1_440

    /// The scenario files of a folder (its own `.json5` files, not those of sub-folders such as `layouts/`), sorted.
    public static func files(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return names.filter { $0.hasSuffix(".json5") && !$0.hasPrefix(".") }.sorted().map { base + $0 }
            .filter { var d: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &d) && !d.boolValue }
    }

    /// The `Stacks` folder beside each layouts folder named (or beside `Layouts` when none is named), when it exists.
    public static func folders(besideLayouts paths: [String]) -> [String] {
        var out: [String] = []
        for path in paths.isEmpty ? ["Layouts"] : paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            // `.` and `..` (the layouts folder is the current one, or above it) have no last component
            // to drop: their parent comes from the absolute path.
            let last = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
            let parent = last == "." || last == ".." || trimmed == "/"
                ? PathText.parent(URL(fileURLWithPath: trimmed).standardizedFileURL.path)
                : PathText.parent(trimmed)
            let stacks = parent.isEmpty ? "Stacks" : parent + "/Stacks"
            if FileManager.default.fileExists(atPath: stacks, isDirectory: &isDir), isDir.boolValue, !out.contains(stacks) { out.append(stacks) }
        }
        return out
    }

    /// Reads and checks one scenario and the layouts it names. Problems in the scenario come with
    /// their line and column; problems in a layout are that layout's diagnostics.
    ///
    /// `listedIn` is the folder `path` was found in by listing it (`Stacks/` beside the layouts): such
    /// a file is read only when it is a regular file inside that folder's project, so a symbolic link
    /// to a secret in a pull request is reported without being read (``ProjectConfinement``).
    public static func load(_ path: String, listedIn: String? = nil) throws(ScenariosError) -> Result<StackScenario, LayoutFileErrors> {
        if let listedIn, let refusal = ProjectConfinement.listed(path, in: listedIn) {
            return .failure(LayoutFileErrors([Diagnostic(file: path, location: nil, path: nil, message: refusal.message, hint: refusal.hint)]))
        }
        let text = try ScenariosError.files { () throws(FilesError) in try LayoutFiles.read(path) }
        let map = SourceMap(text: text)
        if let syntax = map.syntaxError {
            return .failure(LayoutFileErrors([Diagnostic(file: path, location: syntax.location, path: nil, message: syntax.message, hint: syntax.hint)]))
        }
        guard let root = map.value(), case .object = root else {
            return .failure(LayoutFileErrors([Diagnostic(file: path, location: map.location(ofOffset: 0), path: nil,
                                                         message: "expected an object describing one stack scenario at the top level",
                                                         hint: "a scenario is {day: \"2026-06-01\", stack: [{layout: ..., instance: ...}], ...}")]))
        }
        let collector = DiagnosticCollector(file: path, sourceMap: map)
        var layoutErrors: [Diagnostic] = []
        let folder = PathText.parent(path)
        let decoder = ScenarioDecoder(reader: Reader(diagnostics: collector), folder: folder, path: path)
        let scenario = try decoder.scenario(root, layoutErrors: &layoutErrors)
        let all = collector.sortedDiagnostics(limit: LayoutFile.maximumErrors) + layoutErrors
        if collector.hasErrors || !layoutErrors.isEmpty || scenario == nil {
            return .failure(LayoutFileErrors(all.isEmpty ? [Diagnostic(file: path, location: nil, path: nil, message: "the scenario could not be read")] : all))
        }
        return .success(scenario!)
    }

    /// Runs the model on a loaded scenario.
    public static func simulate(_ scenario: StackScenario) -> StackDay { StackSimulator.run(scenario.input) }
}
