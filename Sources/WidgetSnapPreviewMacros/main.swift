// The compiler plugin behind `#Preview` (docs/swiftui.md#previews), without swift-syntax: it speaks
// the plugin protocol by hand. Each message is 8 bytes of little-endian length, then that many
// bytes of JSON, on stdin (from the compiler) and stdout (to it). Foundation only.
//
// `#Preview(…) { … } label: { … }` expands to one type, named by the compiler's unique-name form
// (the expansion's discriminator + `7previewfMu_`), whose static `makePreview()` calls
// `WidgetSnapUI.Preview(…)` with the same arguments: the preview's code is compiled and
// type-checked as the user wrote it.
import Foundation
import WidgetSnapPreviewSyntax

let input = FileHandle.standardInput
let output = FileHandle.standardOutput

func readExactly(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = input.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

func send(_ object: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
    var length = UInt64(json.count).littleEndian
    var message = Data(bytes: &length, count: 8)
    message.append(json)
    output.write(message)
}

func diagnostic(_ message: String, file: String, offset: Int) -> [String: Any] {
    ["message": message, "severity": "error", "position": ["fileName": file, "offset": offset],
     "highlights": [Any](), "notes": [Any](), "fixIts": [Any]()]
}

/// The expansion of one `#Preview`, or a diagnostic at the place the text could not be split.
func expand(_ request: [String: Any]) -> [String: Any] {
    let syntax = request["syntax"] as? [String: Any] ?? [:]
    let source = syntax["source"] as? String ?? ""
    let location = syntax["location"] as? [String: Any] ?? [:]
    let file = location["fileName"] as? String ?? ""
    let offset = location["offset"] as? Int ?? 0
    let discriminator = request["discriminator"] as? String ?? "$preview"
    do {
        let arguments = try PreviewArguments.split(source)
        let name = discriminator + "7previewfMu_"
        let fileID = location["fileID"] as? String ?? file
        let line = location["line"] as? Int ?? 0
        let expanded = """
            @MainActor struct \(name): WidgetSnapUI._PreviewRegistration {
                static var fileID: String { \(PreviewArguments.stringLiteral(fileID)) }
                static var line: Int { \(line) }
                static func makePreview() -> WidgetSnapUI.Preview {
                    \(PreviewArguments.call("WidgetSnapUI.Preview", arguments))
                }
            }
            """
        return ["expandMacroResult": ["expandedSource": expanded, "diagnostics": [Any]()]]
    } catch {
        return ["expandMacroResult": ["diagnostics": [diagnostic("#Preview: \(error.message)", file: file, offset: offset + error.offset)]]]
    }
}

while let header = readExactly(8) {
    let length = header.withUnsafeBytes { Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
    guard let body = readExactly(length),
          let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { break }
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 6]]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
        send(expand(request))
    } else if message["expandAttachedMacro"] != nil {
        send(["expandMacroResult": ["diagnostics": [diagnostic("widgetsnap's plugin has no attached macros", file: "", offset: 0)]]])
    } else if message["loadPluginLibrary"] != nil {
        send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]])
    } else {
        break
    }
}
