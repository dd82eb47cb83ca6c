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
    static func parse(_ arguments: [String]) throws(ToolError) -> Arguments { try Arguments(arguments, spec: options, command: name) }
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
    /// and turns a thrown `ToolError` into `widgetsnap <name>: error: …` plus hint and its exit code.
    public func execute(_ arguments: [String], console: Console) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            console.out(help)
            return ExitCode.success.rawValue
        }
        do {
            return try run(arguments, console).rawValue
        } catch let error as ToolError {
            var message = "widgetsnap \(name): \(error.code == .usage ? "usage error: " : "error: ")\(error.message)\n"
            if let hint = error.hint { message += "    hint: \(hint)\n" }
            console.err(message)
            return error.code.rawValue
        } catch {
            console.err("widgetsnap \(name): internal error: \(error)\n")
            return ExitCode.software.rawValue
        }
    }
}
