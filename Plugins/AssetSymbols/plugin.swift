// The AssetSymbols build-tool plugin: the `ColorResource`/`ImageResource` members and the `Color`,
// `ShapeStyle`, `UIColor` and `UIImage` properties Xcode generates from a target's asset catalogs, so
// `Image(.logo)` and `Color.brand` compile (AssetSymbolsCodegen).
//   .target(name: "MyWidget", dependencies: [...], plugins: [.plugin(name: "AssetSymbols", package: "widgetsnap")])
// A target whose Xcode project turns the extensions off (ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS
// = NO), and so declares its own `Color.brand`, uses AssetResourceSymbols instead.
import PackagePlugin

@main
struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        try assetSymbolsCommands(context: context, target: target, extensions: true)
    }
}
