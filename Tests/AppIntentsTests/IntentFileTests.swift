import AppIntents
import Foundation
import Testing

/// Intent files and data images of entity representations, as real intents write them.
struct IntentFileTests {
    struct Snapshot: AppIntent {
        static let title: LocalizedStringResource = "Camera snapshot"
        func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
            .result(value: IntentFile(data: Data([1, 2, 3]), filename: "snapshot.jpg"))
        }
    }

    @Test func filesKeepTheirDataAndName() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intent-file-\(getpid()).txt")
        try Data("hello".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = IntentFile(fileURL: url)
        #expect(file.filename == url.lastPathComponent && file.data == Data("hello".utf8) && file.fileURL == url)
        #expect(IntentFile(fileURL: URL(fileURLWithPath: "/nonexistent/x.png")).data.isEmpty)
        #expect(IntentFile(data: Data([1]), filename: "a.png").fileURL == nil)
    }

    @Test func representationImagesFromData() {
        let image = DisplayRepresentation.Image(data: Data([0x89, 0x50]), isTemplate: true)
        #expect(image.data == Data([0x89, 0x50]) && image.isTemplate && image.systemName == nil)
        let symbol: DisplayRepresentation.Image = .init(systemName: "bolt")
        #expect(symbol.systemName == "bolt" && !symbol.isTemplate)
    }
}
