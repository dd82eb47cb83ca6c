// The build command both asset-symbol plugins run (this file is shared: Plugins/AssetResourceSymbols
// links to it). Every `*.xcassets` folder of the target is read; the command re-runs when a set's
// Contents.json changes.
import Foundation
import PackagePlugin

/// The command writing the target's asset symbols (`extensions`: also the Color/UIColor/UIImage properties).
func assetSymbolsCommands(context: PluginContext, target: Target, extensions: Bool) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // SwiftPM lists an asset catalog among the target's files as one item (a resource when the manifest
    // declares it `.copy("Assets.xcassets")`, else an unhandled file); a file inside one counts as its catalog.
    var catalogs = Set<String>()
    for file in target.sourceFiles {
        let path = file.url.path
        if path.hasSuffix(".xcassets") { catalogs.insert(path) }
        if let range = path.range(of: ".xcassets/") { catalogs.insert(String(path[..<range.lowerBound]) + ".xcassets") }
    }
    var inputs: [URL] = []
    for catalog in catalogs {
        let root = URL(fileURLWithPath: catalog)
        inputs.append(root)
        guard let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
        for case let url as URL in e where url.lastPathComponent == "Contents.json" { inputs.append(url) }
    }
    guard !catalogs.isEmpty else { return [] }
    let tool = try context.tool(named: "AssetSymbolsGenerator")
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
    return [.buildCommand(displayName: "Generating asset symbols of \(target.name)", executable: tool.url,
                          arguments: (extensions ? [] : ["--no-extensions"]) + [output.path] + catalogs.sorted(),
                          inputFiles: inputs.sorted { $0.path < $1.path }, outputFiles: [output])]
}
