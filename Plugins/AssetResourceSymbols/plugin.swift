// The AssetResourceSymbols build-tool plugin: only the `ColorResource`/`ImageResource` members of a
// target's asset catalogs (`Image(.logo)`, `Color(.brand)`), as Xcode generates them when the project
// sets ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = NO; the app's own `Color.brand`
// then does not clash with a generated one.
//   .target(name: "MyWidget", dependencies: [...], plugins: [.plugin(name: "AssetResourceSymbols", package: "widgetsnap")])
import PackagePlugin

@main
struct AssetResourceSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        try assetSymbolsCommands(context: context, target: target, extensions: false)
    }
}
