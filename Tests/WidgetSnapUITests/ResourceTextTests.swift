import Foundation
import Testing
import WidgetModel
@testable import WidgetSnapUI

/// Issue 25 item 15: a catalog that is not UTF-8 was decoded as UTF-16 ("found '笢'"); a 12 MB
/// catalog (3,000 keys × 30 languages) was refused with the layout files' 250,000-value limit.
struct ResourceTextTests {
    func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("restext-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aCatalogThatIsNotUTF8IsRefusedAtItsFirstBadByte() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Latin-1 "é" (0xE9) on line 3.
        var bytes = Array("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\"Caf".utf8)
        bytes += [0xE9] + Array("\": {}}, \"version\": \"1.0\"}\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: root + "/Localizable.xcstrings"))
        do {
            _ = try AppResources(folder: root)
            Issue.record("read a Latin-1 catalog")
        } catch {
            #expect(error.file == root + "/Localizable.xcstrings")
            #expect(error.line == 3 && error.column == 19, "\(error)")
            #expect(error.message.contains("not UTF-8 text: byte 0xE9"), "\(error)")
            #expect(!error.description.contains("笢"))
        }
    }

    @Test func UTF16WithAByteOrderMarkIsRead() throws {
        let text = "\"Hello\" = \"Bonjour\";\n"
        for bom: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF]] {
            let little = bom[0] == 0xFF
            var bytes = bom
            for unit in text.utf16 { bytes += little ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            #expect(try AppResources.text(bytes, file: "en.lproj/Localizable.strings") == text)
        }
        // UTF-16 without a mark is not guessed.
        #expect(throws: ResourceError.self) { try AppResources.text(Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, file: "x.strings") }
    }

    @Test func aCatalogOfThreeThousandKeysInThirtyLanguagesLoads() throws {
        let languages = (0..<30).map { "l\($0)" } + ["en"]
        var text = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n"
        text += (0..<3_000).map { k in
            "\"key \(k)\": {\"localizations\": {" + languages.map { l in
                "\"\(l)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Value \(k) in \(l), a sentence of some length for a widget\"}}"
            }.joined(separator: ", ") + "}}"
        }.joined(separator: ",\n")
        text += "\n}}\n"
        #expect(text.utf8.count > 10_000_000)
        var tables = AppStringTables()
        try tables.add(xcstrings: text, file: "Localizable.xcstrings", language: "l7")
        // Catalogs are read with their own limit and hint (a small limit here, to keep the test quick).
        let map = SourceMap(text: "[1, 2, 3, 4]", maximumValues: 4, limitHint: "split the strings into several tables")
        #expect(map.syntaxError?.message == "the file has more than 4 values (objects, arrays, strings, numbers, ...)")
        #expect(map.syntaxError?.hint == "split the strings into several tables")
        #expect(AppResources.maximumCatalogValues > 1_000_000)
    }
}
