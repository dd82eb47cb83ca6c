import Foundation
import Suggestions
import WidgetDoctor
import WidgetModel
import WidgetSnapshotCore

/// `widgetsnap doctor`: what keeps an existing widget target from compiling on Linux, and the split that fixes it.
enum DoctorCommand: Command {
    static let name = "doctor"
    static let summary = "read an existing widget target and say what keeps each file from compiling on Linux"
    static let help = """
        usage: widgetsnap doctor FOLDER [--json | --manifest]
               widgetsnap doctor --xcodeproj App.xcodeproj [--target NAME] [--json | --manifest]

        Reads a widget target's Swift files (a folder, or an Xcode target's membership: its Sources build
        phase and its Xcode 16 synchronized folders) and prints, per file, what keeps it from compiling on
        Linux against widgetsnap: modules widgetsnap provides, imports that need a one-line edit
        (`import CoreGraphics`), Apple frameworks with no Linux build (Core Data, HealthKit…, with what to do
        instead), and the app's own modules with the types the widget uses from them (found in the
        repository: local Swift packages, the project's framework targets, files outside the target).
        `#if` branches are read as Linux compiles them (`canImport(UIKit)` is true, `os(iOS)` false).
        Then the split: which files build as they are, which need the app's code, which stay on iOS, and a
        Package.swift for a Linux snapshot package (--manifest prints only that; --json the whole report).
        The repository is the nearest folder above holding .git. Exit 0 when the report is printed.

        --target  the Xcode target (default: the project's only app extension)

        """

    static let options = OptionSpec(valued: ["xcodeproj", "target"], flags: ["json", "manifest"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        let project = args.value("xcodeproj")
        if args.flag("json") && args.flag("manifest") { throw ToolError.usage("--json and --manifest print different things: give one") }
        if project == nil && args.positionals.count != 1 {
            throw ToolError.usage("doctor takes one folder, or --xcodeproj", hint: "widgetsnap doctor MyWidget/ or widgetsnap doctor --xcodeproj App.xcodeproj --target MyWidgetExtension")
        }
        if project != nil && !args.positionals.isEmpty {
            throw ToolError.usage("give a folder or --xcodeproj, not both")
        }
        if project == nil && args.value("target") != nil { throw ToolError.usage("--target names a target of --xcodeproj") }
        let input: DoctorInput
        do {
            if let project { input = try DoctorFiles.projectInput(project, target: args.value("target")) }
            else { input = try DoctorFiles.folderInput(args.positionals[0]) }
        } catch {
            throw toolError(error)
        }
        let report = Doctor.diagnose(input)
        if args.flag("manifest") {
            console.out(visible(report.split.packageManifest))
        } else if args.flag("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(report)
            console.out(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            console.out(visible(report.text))
        }
        return .success
    }

    /// Paths come from the user's repository: control characters in them never reach the terminal raw.
    static func visible(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).escapingControlCharacters }
            .joined(separator: "\n")
    }

    static func toolError(_ error: DoctorFilesError) -> ToolError {
        switch error {
        case .missing(let path):
            return ToolError(.noInput, "\(path.escapingControlCharacters): no such file or folder")
        case .notAFolder(let path):
            return ToolError.usage("\(path.escapingControlCharacters): not a folder", hint: "give the folder holding the widget target's Swift files")
        case .tooManyFiles(let root, let limit):
            return ToolError(.dataError, "\(root.escapingControlCharacters): more than \(limit) Swift files in the repository",
                             hint: "run doctor on a smaller checkout, or on the widget's folder inside a folder without .git")
        case .noTargetGiven(let available):
            return ToolError.usage("the project has no single app extension target: name one with --target",
                                   hint: "targets: \(available.joined(separator: ", "))")
        case .project(let path, .noSuchTarget(let name, let available)):
            var hint = "targets: \(available.joined(separator: ", "))"
            if let near = Suggest.nearest(name, in: available) { hint = "did you mean '\(near)'? " + hint }
            return ToolError.usage("\(path.escapingControlCharacters): no target named '\(name)'", hint: hint)
        case .project(let path, .syntax(let e)):
            return ToolError(.dataError, "\(path.escapingControlCharacters):\(e.line):\(e.column): expected \(e.expected)",
                             hint: "the file is not a text property list as Xcode writes it")
        case .project(let path, .notAProject(let why)):
            return ToolError(.dataError, "\(path.escapingControlCharacters): not an Xcode project file (\(why))")
        }
    }
}
