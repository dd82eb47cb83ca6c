import Foundation
import PNGCodec
import WidgetModel
import WidgetRender

/// The images a layout uses, checked against `Assets/Images` through the one confinement check:
/// an unknown name is an error with the closest names (like an unknown SF Symbol), and so is a
/// name that leads outside the folder, to a FIFO or device, or to a PNG over ``PNGLimits``.
public enum AssetCheck {
    /// Every image name in a resolved tree (content, children and secondary views), in tree order.
    public static func imageNames(_ view: ResolvedView) -> [String] {
        var out: [String] = []
        if case .image(let name, _, _) = view.content { out.append(name) }
        for child in view.children { out += imageNames(child) }
        for modifier in view.modifiers {
            _ = modifier.kind.map(identity(ResolvedPhase.self), at: JSONPath()) { secondary in
                out += imageNames(secondary)
                return secondary
            }
        }
        return out
    }

    /// The declared `Image` views: each one's name (a template when it has `{bindings}`) and the
    /// source path of its `Image` field, in file order.
    public static func declaredImages(_ definition: WidgetDefinition) -> [(name: String, path: JSONPath)] {
        var out: [(name: String, path: JSONPath)] = []
        func walk(_ node: ViewNode) {
            switch node.kind {
            case .content(let content):
                if case .image(let name, _, _) = content { out.append((name, node.sourcePath.appending(key: "Image"))) }
            case .forEach(_, _, _, let content): walk(content)
            case .conditional(_, let then, let otherwise): walk(then); otherwise.map(walk)
            case .switchCase(_, let cases, let defaultCase): cases.forEach { walk($0.1) }; defaultCase.map(walk)
            }
            node.children.forEach(walk)
            for case .layer(let kind) in node.modifiers {
                _ = kind.map(identity(DeclaredPhase.self), at: JSONPath()) { secondary in
                    walk(secondary)
                    return secondary
                }
            }
        }
        definition.views.shared.map(walk)
        for family in definition.families { definition.views.perFamily[family].map(walk) }
        return out
    }

    /// What is wrong with `name` in `folder`, as a message and hint; nil if it can be drawn.
    public static func problem(_ name: String, in folder: AssetFolder) -> (message: String, hint: String)? {
        let path: String?
        do { path = try ImageAssets.confinedPath(name, root: folder.root) } catch {
            return ("\(error)", "image assets must be regular PNG or SVG files inside \(folder.root)/Images")
        }
        guard let path else {
            let near = nearest(name, in: folder.names())
            return ("unknown image '\(name)'",
                    (near.isEmpty ? "" : "closest: " + near.joined(separator: ", ") + "; ") + "images are \(folder.root)/Images/<name>.png or .svg")
        }
        if path.hasSuffix(".png"), let head = try? PNGFile.readBytes(path: path, prefix: 24), head.count == 24 {
            let width = head[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = head[20..<24].reduce(0) { $0 << 8 | Int($1) }
            if width > PNGLimits.maximumSide || height > PNGLimits.maximumSide || width * height > PNGLimits.maximumPixelCount {
                return ("image '\(name)' is \(width)×\(height) px, above the image limits",
                        "images may have at most \(PNGLimits.maximumSide) px a side and \(PNGLimits.maximumPixelCount) px (docs/limits.md)")
            }
        }
        return nil
    }

    /// A phase map that changes nothing: used to visit a modifier's secondary views.
    static func identity<P: ViewPhase>(_: P.Type) -> PhaseMap<P, P> {
        PhaseMap<P, P>(text: { t, _ in t }, color: { c, _ in c }, number: { n, _ in n })
    }

    /// Up to `limit` names closest to `name` (edit distance, case-insensitive; ties by name).
    static func nearest(_ name: String, in names: [String], limit: Int = 3) -> [String] {
        let lower = name.lowercased()
        var scored: [(distance: Int, name: String)] = []
        for candidate in names {
            let other = candidate.lowercased()
            let d = Suggest.distance(lower, other)
            let prefix = min(lower.count, other.count) >= 3 && (other.hasPrefix(lower) || lower.hasPrefix(other))
            if d <= max(2, max(lower.count, other.count) / 3) || prefix { scored.append((d, candidate)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }
}

extension AssetFolder {
    /// A digest of the image files `definition` can draw, for reuse keys: the assets it names
    /// literally, or every asset in the folder when a name has a `{binding}`. A changed, added or
    /// removed image changes it; an unreadable one counts by its name alone.
    public func digest(ofImagesUsedBy definition: WidgetDefinition) -> String {
        let declared = AssetCheck.declaredImages(definition).map(\.name)
        guard !declared.isEmpty else { return "" }
        let used = declared.contains { $0.contains("{") } ? names() : Array(Set(declared)).sorted()
        var bytes: [UInt8] = []
        for name in used {
            bytes += Array(name.utf8) + [0]
            if let path = try? ImageAssets.confinedPath(name, root: root), let data = try? PNGFile.readBytes(path: path) {
                bytes += Array((path.hasSuffix(".svg") ? "svg:" : "png:").utf8) + Array(ContentHash.fnv1a(data).utf8)
            }
            bytes.append(0)
        }
        return ContentHash.fnv1a(bytes)
    }
}
