import Foundation
import WidgetModel
import WidgetSnapPreviewSyntax
import WidgetGallery
import WidgetSnapshotCore

/// What the gallery drew for each Live Activity and control layout in an earlier build, keyed by
/// that layout's inputs (`surfaces/inputs.json`), so a rebuild draws only the layouts that changed
/// (docs/gallery.md, "Rebuilding"). A record is used only when every file it names is still in the
/// gallery with the bytes it recorded; anything else (no file, another key, a damaged record) draws
/// the layout again, so a stale or hand-edited cache can cost time but never change a page.
struct SurfaceReuse {
    /// One layout's page, its files and their content hashes.
    struct Record: Codable, Equatable {
        var key: String
        var page: PreviewManifest.Page
        var files: [FileRecord]
    }

    struct FileRecord: Codable, Equatable {
        /// Relative to the gallery folder (`surfaces/MatchAttributes/…png`, an overlay's `.js`).
        var path: String
        var hash: String
        /// A picture's variant (nil for an overlay script).
        var variant: Variant?
    }

    /// The fields a surface picture's ``VariantID`` is made of.
    struct Variant: Codable, Equatable {
        var kind: String, instance: String, family: String, entry: Int, appearance: String
        var device: String, scale: Double, surface: String?

        init(_ v: VariantID) {
            kind = v.kind; instance = v.instance; family = v.family.rawValue; entry = v.entry; appearance = v.appearance.description
            device = v.device; scale = v.scale; surface = v.surface
        }

        var id: VariantID? {
            guard let family = WidgetFamily(rawValue: family), let appearance = Appearance(name: appearance) else { return nil }
            var v = VariantID(kind: kind, instance: instance, family: family, entry: entry, appearance: appearance, state: .real, device: device, scale: scale)
            v.surface = surface
            return v
        }
    }

    static let fileName = "inputs.json"

    /// Records by layout path, as the layouts were named.
    var records: [String: Record] = [:]

    /// The cache of the gallery at `out` (empty when there is none or it cannot be read).
    static func read(gallery out: String) -> SurfaceReuse {
        let path = out + "/" + GallerySurfaces.folder + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path),
              let records = try? JSONDecoder().decode([String: Record].self, from: data) else { return SurfaceReuse() }
        return SurfaceReuse(records: records)
    }

    /// The files of `layout`'s earlier page, read from the gallery at `out`, when its record has
    /// this `key` and every file is there with its recorded bytes; else nil.
    func reused(_ layout: String, key: String, out: String) -> (page: PreviewManifest.Page, files: [SurfacePages.GallerySet.File])? {
        guard let record = records[layout], record.key == key else { return nil }
        var files: [SurfacePages.GallerySet.File] = []
        for f in record.files {
            guard let data = FileManager.default.contents(atPath: out + "/" + f.path) else { return nil }
            let bytes = [UInt8](data)
            guard ContentHash.fnv1a(bytes) == f.hash else { return nil }
            var variant: VariantID?
            if let v = f.variant {
                guard let id = v.id else { return nil }
                variant = id
            }
            files.append(SurfacePages.GallerySet.File(path: f.path, bytes: bytes, variant: variant))
        }
        return (record.page, files)
    }

    /// The record of a page drawn in this build.
    static func record(key: String, page: PreviewManifest.Page, files: [SurfacePages.GallerySet.File]) -> Record {
        Record(key: key, page: page, files: files.map { FileRecord(path: $0.path, hash: ContentHash.fnv1a($0.bytes), variant: $0.variant.map(Variant.init)) })
    }

    /// Written into the gallery once the site is: the same records give the same bytes.
    func save(gallery out: String) throws(ToolError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(records) else { throw ToolError(.software, "cannot encode the gallery's surface cache") }
        try ToolError.passing { () throws(FilesError) in try AtomicFile.write(data, to: out + "/" + GallerySurfaces.folder + "/" + Self.fileName) }
    }
}
