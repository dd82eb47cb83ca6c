// The `widgetsnap` command plugin: `swift package --allow-writing-to-package-directory widgetsnap test Layouts`
// runs the widgetsnap of the package's resolved (pinned) dependency, built once by SwiftPM into
// `.build` (so a CI cache of `.build` keeps it), in the package's folder, with the arguments as given.
// Its output is the tool's own; its exit code fails the command. Writing goldens, reports and
// SARIF into the package needs the permission flag (SwiftPM asks for it in a terminal).
import Foundation
import PackagePlugin

@main
struct WidgetSnapCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "widgetsnap")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let code = process.terminationReason == .exit ? process.terminationStatus : 70
            Diagnostics.error("widgetsnap \(arguments.first ?? "") exited with \(code)")
            // The tool's code (1 failures, 64 usage, 65 invalid layout …) is the command's.
            exit(code)
        }
    }
}
