import WidgetModel

/// The `widgetsnap` command line: dispatches to a command and turns errors into messages and exit codes.
public enum WidgetTool {
    public static let version = "0.1.0"

    static let commands: [CommandInfo] = [CommandInfo(CheckCommand.self), CommandInfo(LayoutCommand.self), CommandInfo(DevicesCommand.self), CommandInfo(DiffCommand.self), CommandInfo(RenderCommand.self), CommandInfo(TestCommand.self), CommandInfo(MergeReportsCommand.self), CommandInfo(GalleryCommand.self)]

    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        guard let first = arguments.first else {
            console.err(usage())
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help", "help":
            if let name = rest.first, let c = commands.first(where: { $0.name == name }) { console.out(c.help) } else { console.out(usage()) }
            return 0
        case "--version", "version":
            console.out("widgetsnap \(version)\n")
            return 0
        default:
            guard let command = commands.first(where: { $0.name == first }) else {
                var message = "widgetsnap: unknown command '\(first)'\n"
                if let near = Suggest.nearest(first, in: commands.map(\.name)) { message += "    hint: did you mean '\(near)'?\n" }
                console.err(message + usage())
                return ExitCode.usage.rawValue
            }
            if rest.contains("--help") || rest.contains("-h") {
                console.out(command.help)
                return 0
            }
            do {
                return try command.run(rest, console).rawValue
            } catch let error as ToolError {
                var message = "widgetsnap \(command.name): \(error.code == .usage ? "usage error: " : "error: ")\(error.message)\n"
                if let hint = error.hint { message += "    hint: \(hint)\n" }
                console.err(message)
                return error.code.rawValue
            } catch {
                console.err("widgetsnap \(command.name): internal error: \(error)\n")
                return ExitCode.software.rawValue
            }
        }
    }

    static func usage() -> String {
        var s = "usage: widgetsnap <command> [options]\n\ncommands:\n"
        for c in commands { s += "  " + c.name.padding(toLength: 10, withPad: " ", startingAt: 0) + c.summary + "\n" }
        s += "\n'widgetsnap help <command>' shows a command's options.\n"
        return s
    }
}

/// A subcommand as a value (avoids calling through existential metatypes).
struct CommandInfo: Sendable {
    let name: String
    let summary: String
    let help: String
    let run: @Sendable ([String], Console) throws -> ExitCode

    init<C: Command>(_ type: C.Type) {
        name = C.name; summary = C.summary; help = C.help
        run = { try C.run($0, console: $1) }
    }
}

/// One subcommand.
protocol Command: SendableMetatype {
    static var name: String { get }
    static var summary: String { get }
    static var help: String { get }
    static func run(_ arguments: [String], console: Console) throws -> ExitCode
}
