import WidgetSnapshotCore

/// One subcommand of the tool: its name, one-line summary, help text, options and behaviour.
public protocol Command: SendableMetatype {
    static var name: String { get }
    static var summary: String { get }
    static var help: String { get }
    /// Every option the command accepts (checked against the help text and docs/cli.md by tests).
    static var options: OptionSpec { get }
    static func run(_ arguments: [String], console: Console) throws -> ExitCode
}

extension Command {
    /// The command's arguments parsed against its options.
    static func parse(_ arguments: [String]) throws(UsageError) -> Arguments { try Arguments(arguments, spec: options, command: name) }
}

/// A subcommand as a value (avoids calling through existential metatypes).
public struct CommandInfo: Sendable {
    public let name: String
    public let summary: String
    public let help: String
    /// Long option names without the dashes, valued options and flags.
    public let options: [String]
    public let run: @Sendable ([String], Console) throws -> ExitCode

    public init<C: Command>(_ type: C.Type) {
        name = C.name; summary = C.summary; help = C.help
        options = C.options.valued + C.options.flags
        run = { try C.run($0, console: $1) }
    }

    /// Runs the command with `arguments` (those after its name): prints its help for `--help`/`-h`,
    /// and turns a thrown module error or `ToolError` into `widgetsnap <name>: error: …` plus hint and
    /// its exit code (``ExitCodes``).
    public func execute(_ arguments: [String], console: Console) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            console.out(help)
            return ExitCode.success.rawValue
        }
        do {
            return try run(arguments, console).rawValue
        } catch let error as any DescribedError {
            return report(ExitCodes.code(for: error) ?? .software, error.message, hint: error.hint, console: console)
        } catch let error as ToolError {
            return report(ExitCodes.code(for: error) ?? .software, error.message, hint: error.hint, console: console)
        } catch {
            console.err("widgetsnap \(name): internal error: \(error)\n")
            return ExitCode.software.rawValue
        }
    }

    /// Prints `widgetsnap <name>: error: …` (a usage error says so) and the hint; the code's value.
    private func report(_ code: ExitCode, _ message: String, hint: String?, console: Console) -> Int32 {
        var text = "widgetsnap \(name): \(code == .usage ? "usage error: " : "error: ")\(message)\n"
        if let hint { text += "    hint: \(hint)\n" }
        console.err(text)
        return code.rawValue
    }
}
