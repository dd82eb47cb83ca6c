import Foundation
import SnapshotFiles

extension AcceptDecisions {
    /// Deletes the goldens of the accepted removals (`"status": "removed"`) that no variant in
    /// `produced` (the names the layouts draw) takes back, and returns their paths in file order.
    /// Only a regular file named by the variant under `goldens` is deleted; a missing one is skipped.
    public func deleteRemoved(produced: Set<String>, goldens: String) throws(GoldensError) -> [String] {
        var deleted: [String] = []
        for d in decisions where d.removal && d.verdict == .accepted && !produced.contains(d.variant) {
            let path = (goldens.hasSuffix("/") ? goldens : goldens + "/") + d.variant + ".png"
            var link = stat()
            guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFREG else { continue }
            guard unlink(path) == 0 else {
                throw .files(.writeFailed(path: path, step: "deleting the golden of an accepted removal", errno: errno))
            }
            deleted.append(path)
        }
        return deleted
    }
}
