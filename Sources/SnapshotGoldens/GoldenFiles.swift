import Foundation
import SnapshotVariants

/// Golden files on disk.
public enum GoldenFiles {
    /// Every golden PNG under `root` (not the `.new`/`.diff` leftovers), sorted.
    public static func list(_ root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var out: [String] = []
        let sidecars = VariantID.Sidecar.allCases.map { ".\($0.rawValue).png" }
        while let rel = walker.nextObject() as? String {
            if rel.hasSuffix(".png") && !sidecars.contains(where: { rel.hasSuffix($0) }) { out.append((root.hasSuffix("/") ? root : root + "/") + rel) }
        }
        return out.sorted()
    }
}
