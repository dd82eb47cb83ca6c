// The AssetSymbols build-tool plugin: the `ColorResource`/`ImageResource` members and the `Color`,
// `ShapeStyle`, `UIColor` and `UIImage` properties Xcode generates from a target's asset catalogs, so
// `Image(.logo)` and `Color.brand` compile (AssetSymbolsCodegen). Every `*.xcassets` folder under the
// target's folder is read; the command re-runs when a set's Contents.json changes.
//   .target(name: "MyWidget", dependencies: [...], plugins: [.plugin(name: "AssetSymbols", package: "widgetsnap")])
import Foundation
import PackagePlugin

@main
struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let root = URL(fileURLWithPath: target.directory.string)
        var catalogs: [URL] = [], inputs: [URL] = []
        if let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
            for case let url as URL in e {
                if url.lastPathComponent.hasPrefix(".") { e.skipDescendants(); continue }
                if url.pathExtension == "xcassets" { catalogs.append(url) }
                if url.lastPathComponent == "Contents.json", url.path.contains(".xcassets/") { inputs.append(url) }
            }
        }
        guard !catalogs.isEmpty else { return [] }
        let tool = try context.tool(named: "AssetSymbolsGenerator")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [.buildCommand(displayName: "Generating asset symbols of \(target.name)", executable: tool.url,
                              arguments: [output.path] + catalogs.map(\.path).sorted(),
                              inputFiles: inputs.sorted { $0.path < $1.path }, outputFiles: [output])]
    }
}
