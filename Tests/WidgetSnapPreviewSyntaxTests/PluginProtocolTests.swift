import Foundation
import Testing

/// The `#Preview` plugin executable over its protocol (8-byte little-endian lengths, JSON), as the
/// compiler drives it: the capability, an expansion named by the discriminator, and a diagnostic at
/// the place its text does not split.
@Suite struct PluginProtocolTests {
    /// The plugin, built beside the test bundle by `swift build --build-tests`.
    static var tool: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("WidgetSnapPreviewMacros-tool")
    }

    static func exchange(_ messages: [[String: Any]]) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = tool
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var data = Data()
        for message in messages {
            let json = try JSONSerialization.data(withJSONObject: message)
            var length = UInt64(json.count).littleEndian
            data.append(Data(bytes: &length, count: 8))
            data.append(json)
        }
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let reply = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var replies: [[String: Any]] = []
        var offset = 0
        while offset + 8 <= reply.count {
            let length = reply[offset..<offset + 8].enumerated().reduce(0) { $0 | (Int($1.element) << (8 * $1.offset)) }
            let body = reply[(offset + 8)..<(offset + 8 + length)]
            replies.append(try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
            offset += 8 + length
        }
        return replies
    }

    static func expand(_ source: String) -> [String: Any] {
        ["expandFreestandingMacro": [
            "macro": ["moduleName": "WidgetSnapUI", "typeName": "PreviewMacro", "name": "Preview"],
            "macroRole": "declaration", "discriminator": "$s4Demo0010Viewsswift_fMf_",
            "syntax": ["kind": "declaration", "source": source,
                       "location": ["fileID": "Demo/Views.swift", "fileName": "/p/Views.swift", "offset": 200, "line": 12, "column": 1]],
        ] as [String: Any]]
    }

    @Test func capabilityExpansionAndDiagnostic() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.tool.path), "no plugin at \(Self.tool.path)")
        let replies = try Self.exchange([["getCapability": ["capability": ["protocolVersion": 7]]],
                                         Self.expand("#Preview(as: .systemSmall) { W() } timeline: { E.a }"),
                                         Self.expand("#Preview(\"x\") { V(\"}\")")])
        try #require(replies.count == 3)
        let capability = (replies[0]["getCapabilityResult"] as? [String: Any])?["capability"] as? [String: Any]
        #expect(capability?["protocolVersion"] as? Int == 6)

        let expansion = try #require(replies[1]["expandMacroResult"] as? [String: Any])
        let source = try #require(expansion["expandedSource"] as? String)
        #expect(source.contains("struct $s4Demo0010Viewsswift_fMf_7previewfMu_: WidgetSnapUI._PreviewRegistration"))
        #expect(source.contains("WidgetSnapUI.Preview(as: .systemSmall) { W() } timeline: { E.a }"))
        #expect(source.contains("static var line: Int { 12 }"))
        #expect((expansion["diagnostics"] as? [Any])?.isEmpty == true)

        let failed = try #require(replies[2]["expandMacroResult"] as? [String: Any])
        #expect(failed["expandedSource"] == nil)
        let diagnostic = try #require((failed["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["message"] as? String == "#Preview: missing } for the { here")
        #expect(diagnostic["severity"] as? String == "error")
        let position = diagnostic["position"] as? [String: Any]
        #expect(position?["fileName"] as? String == "/p/Views.swift")
        #expect(position?["offset"] as? Int == 200 + 14)
    }
}
