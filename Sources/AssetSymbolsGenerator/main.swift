// AssetSymbolsGenerator OUTPUT CATALOG...: writes the asset symbols of the catalogs (AssetSymbolsCodegen)
// to OUTPUT. Run by the AssetSymbols build-tool plugin.
import AssetSymbolsCodegen
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 1 else {
    FileHandle.standardError.write(Data("usage: AssetSymbolsGenerator OUTPUT.swift CATALOG.xcassets...\n".utf8))
    exit(64)
}
let output = arguments[0]
let source = AssetSymbols.source(AssetSymbols.assets(inCatalogs: Array(arguments.dropFirst())))
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output): \(error.localizedDescription)\n".utf8))
    exit(73)
}
