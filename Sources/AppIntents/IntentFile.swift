import Foundation

/// A file an intent takes or returns (`ReturnsValue<IntentFile>`): its data, name and, when it came
/// from one, its URL. The SDK's `type:` (a `UTType`) is not taken: Linux has no UniformTypeIdentifiers.
public struct IntentFile: Sendable, Hashable {
    public let data: Data
    public let filename: String
    public let fileURL: URL?
    public var removedOnCompletion = false
    public init(data: Data, filename: String) { self.data = data; self.filename = filename; fileURL = nil }
    /// The file at `fileURL` (empty data when it cannot be read).
    public init(fileURL: URL, filename: String? = nil) {
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        data = (try? Data(contentsOf: fileURL)) ?? Data()
    }
}
