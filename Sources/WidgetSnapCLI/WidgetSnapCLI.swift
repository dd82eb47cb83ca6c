import Suggestions
import WidgetSnapshotCore

/// The `widgetsnap` command line: dispatches to a command and turns errors into messages and exit codes.
public enum WidgetSnapCLI {
    public static var version: String { WidgetSnapVersion.current }

    public static let commands: [CommandInfo] = [CommandInfo(CheckCommand.self), CommandInfo(LayoutCommand.self), CommandInfo(DevicesCommand.self), CommandInfo(DiffCommand.self), CommandInfo(RenderCommand.self), CommandInfo(TestCommand.self), CommandInfo(MergeReportsCommand.self), CommandInfo(GalleryCommand.self), CommandInfo(InitCommand.self), CommandInfo(LintCommand.self), CommandInfo(StackCommand.self), CommandInfo(PreviewsCommand.self), CommandInfo(AcceptCommand.self), CommandInfo(DoctorCommand.self)]

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
            console.out("widgetsnap \(version)\nrenderer \(WidgetSnapVersion.renderer)\n")
            return 0
        default:
            guard let command = commands.first(where: { $0.name == first }) else {
                var message = "widgetsnap: unknown command '\(first)'\n"
                if let near = Suggest.nearest(first, in: commands.map(\.name)) { message += "    hint: did you mean '\(near)'?\n" }
                console.err(message + usage())
                return ExitCode.usage.rawValue
            }
            return command.execute(rest, console: console)
        }
    }

    static func usage() -> String {
        var s = "usage: widgetsnap <command> [options]\n\ncommands:\n"
        let width = commands.map(\.name.count).max() ?? 0
        for c in commands { s += "  " + c.name + String(repeating: " ", count: width + 2 - c.name.count) + c.summary + "\n" }
        s += "\n'widgetsnap help <command>' shows a command's options.\n"
        return s
    }
}
