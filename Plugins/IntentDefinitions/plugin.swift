// The IntentDefinitions build-tool plugin: for every `.intentdefinition` file of a target, one
// build command that generates its Swift classes (IntentDefinitionGenerator) into the plugin's work
// folder, compiled with the target, as Xcode's "Intent class generation" does.
//   .target(name: "MyWidget", dependencies: [...], plugins: [.plugin(name: "IntentDefinitions", package: "widgetsnap")])
import Foundation
import PackagePlugin

@main
struct IntentDefinitions: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "IntentDefinitionGenerator")
        let definitions = target.sourceFiles.filter { $0.url.pathExtension == "intentdefinition" }
        return definitions.sorted { $0.url.path < $1.url.path }.map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            // `<name>.intentdefinition.swift`, not `<name>.swift`: an app often has its own file named as the
            // definition, and two sources of one name in a target are "multiple producers" to SwiftPM.
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(name + ".intentdefinition.swift")
            return .buildCommand(displayName: "Generating intent classes from \(file.url.lastPathComponent)",
                                 executable: tool.url, arguments: [file.url.path, output.path],
                                 inputFiles: [file.url], outputFiles: [output])
        }
    }
}
