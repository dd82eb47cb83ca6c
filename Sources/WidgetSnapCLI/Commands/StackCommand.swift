import Foundation
import WidgetModel
import WidgetSnapshotCore

/// `widgetsnap stack FILE [--json]`: simulates a day of a Smart Stack scenario and prints its events.
enum StackCommand: Command {
    static let name = "stack"
    static let summary = "simulate a day of a Smart Stack scenario (who is on top, when and why)"
    static let help = """
        usage: widgetsnap stack FILE... [--json]

        Reads a stack scenario (Stacks/*.json5: the day, the stack's widgets and their layouts,
        glances, donations and the model's parameters), simulates the day with the Smart Stack
        model of docs/smart-stack.md and prints the events (time | widget on top | reason |
        rotations left), the minutes each widget spent on top, the refused candidates and the
        timeline warnings. A folder runs each scenario in it. --json prints one JSON object per
        scenario (an array for several) with the events, the widgets and the top widget at each step.

        exit codes: 0 simulated, 65 invalid scenario or layout, 66 missing input, 64 usage error

        """

    static let options = OptionSpec(valued: [], flags: ["json"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        guard !args.positionals.isEmpty else {
            throw ToolError.usage("name a scenario file or folder", hint: "e.g. widgetsnap stack Stacks/b4-worked-example.json5")
        }
        var files: [(path: String, listedIn: String?)] = []
        for path in args.positionals {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw ToolError(.noInput, "\(path): no such file or folder") }
            if isDir.boolValue {
                let found = StackScenarios.files(in: path)
                if found.isEmpty { throw ToolError(.noInput, "\(path): no .json5 scenario files in this folder") }
                files += found.map { ($0, path) }
            } else {
                files.append((path, nil))
            }
        }
        var failed = false
        var jsons: [String] = []
        for (i, file) in files.enumerated() {
            switch try StackScenarios.load(file.path, listedIn: file.listedIn) {
            case .failure(let e):
                console.err(e.diagnostics.map { $0.description + "\n" }.joined())
                failed = true
            case .success(let scenario):
                let day = StackScenarios.simulate(scenario)
                if args.flag("json") { jsons.append(try StackOutput.json(scenario, day)) } else {
                    console.out((i > 0 ? "\n" : "") + StackOutput.text(scenario, day))
                }
            }
        }
        if args.flag("json") && !jsons.isEmpty {
            console.out(jsons.count == 1 ? jsons[0] : "[\n" + jsons.map { $0.trimmingCharacters(in: .newlines) }.joined(separator: ",\n") + "\n]\n")
        }
        return failed ? .dataError : .success
    }
}
