// AssetSymbolsGenerator [--no-extensions] OUTPUT CATALOG...: writes the asset symbols of the catalogs
// (AssetSymbolsCodegen) to OUTPUT; `--no-extensions` writes only the ColorResource/ImageResource members.
// Run by the AssetSymbols and AssetResourceSymbols build-tool plugins.
import AssetSymbolsCodegen
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let extensions = arguments.first != "--no-extensions"
if !extensions { arguments.removeFirst() }
guard arguments.count >= 1 else {
    FileHandle.standardError.write(Data("usage: AssetSymbolsGenerator [--no-extensions] OUTPUT.swift CATALOG.xcassets...\n".utf8))
    exit(64)
}
let output = arguments[0]
let source = AssetSymbols.source(AssetSymbols.assets(inCatalogs: Array(arguments.dropFirst())), extensions: extensions)
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output): \(error.localizedDescription)\n".utf8))
    exit(73)
}
