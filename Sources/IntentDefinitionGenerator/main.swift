// intentdefinition-swift INPUT.intentdefinition OUTPUT.swift: the IntentDefinitions plugin's tool.
// Writes the generated classes (SwiftGenerator) atomically; a malformed definition is reported as
// `file: error: at KEY.PATH: expected …, found …` with exit status 65 and nothing written.
import Foundation
import IntentDefinitionCodegen

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: IntentDefinitionGenerator INPUT.intentdefinition OUTPUT.swift\n".utf8))
    exit(64)
}
let input = arguments[arguments.startIndex], output = arguments[arguments.startIndex + 1]
// Larger than the reader's limit: refused before it is read (a definition of gigabytes would fill memory).
if let size = (try? FileManager.default.attributesOfItem(atPath: input))?[.size] as? Int, size > PropertyListScreen.maximumSize {
    FileHandle.standardError.write(Data("\(input): error: expected an intent definition of at most \(PropertyListScreen.maximumSize >> 20) MiB, found a file of \(size) bytes\n".utf8))
    exit(65)
}
guard let data = FileManager.default.contents(atPath: input) else {
    FileHandle.standardError.write(Data("\(input): error: cannot read the intent definition\n".utf8))
    exit(66)
}
do {
    let definition = try IntentDefinitionReader.read(data, file: input)
    let text = SwiftGenerator.generate(definition, source: (input as NSString).lastPathComponent)
    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch let error as IntentDefinitionError {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(65)
} catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write the generated Swift file: \(error.localizedDescription)\n".utf8))
    exit(73)
}
