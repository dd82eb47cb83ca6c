import Foundation
import WidgetSnapshotCore

/// The renderer stamp of a goldens folder, for the snapshot assertions (``RendererStamp``): a folder
/// recorded by another renderer fails its first differing assertion of the process with one
/// message that says so and how to re-record; the later ones in that folder are not reported again.
/// A re-recording run (`failed`, `all`) stamps the folder with this renderer, and a folder that gets
/// its first golden gets a stamp.
enum RendererNotice {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var told: Set<String> = []

    /// How an assertion's message changes: `.keep` the usual one, `.replace(text)` by the notice,
    /// `.silence` (the folder's notice was already given).
    enum Effect: Equatable { case keep, replace(String), silence }

    static let rerecord = "run the tests again with \(RecordMode.environmentVariable)=failed "
        + "(or wrap the assertions in withWidgetSnapshotRecording(.failed) { … })"

    static func effect(folder: String, record: RecordMode, status: SnapshotStatus) -> Effect {
        switch record {
        case .failed, .all:
            try? RendererStamp.update(folder, record: record, recorded: status == .recorded)
            return .keep
        case .missing, .never:
            let found: RendererStamp?
            do { found = try RendererStamp.mismatch(folder) } catch { return .replace(error.message) }
            guard let found else {
                if status == .recorded { try? RendererStamp.update(folder, record: record, recorded: true) }
                return .keep
            }
            // A pass needs no notice; a recording always fails with its own message.
            if status == .passed || status == .recorded { return .keep }
            let key = (folder as NSString).standardizingPath
            let first = lock.withLock { told.insert(key).inserted }
            return first ? .replace(RendererStamp.notice(found, folder: folder, rerecord: rerecord)) : .silence
        }
    }
}
