import Foundation
import WidgetModel
import WidgetSnapshotCore
/// What the gallery shows: plain data, built by the tool from layouts and rendered files.
public struct GalleryModel: Sendable {
    public var title: String
    public var widgets: [GalleryWidget]
    /// The baseline folder as named (`--baseline`): the site then has a review page.
    public var baseline: String?
    /// The Live Activities' and controls' presentations against the baseline (the review page lists
    /// them beside the widgets' variants).
    public var surfaceChanges: [GallerySurfaceChange] = []
    /// Widget variants the baseline has and this build does not draw.
    public var removed: [GalleryRemoved] = []
    public init(title: String, widgets: [GalleryWidget], baseline: String? = nil) { self.title = title; self.widgets = widgets; self.baseline = baseline }
}

/// A Live Activity's or control's presentation compared with the baseline.
public struct GallerySurfaceChange: Sendable {
    /// For people: "Match · Dynamic Island, compact · state 2 of 2 · Dark".
    public var title: String
    /// The variant's name (its golden's path, the id in a decisions file).
    public var variant: String
    public var appearance: String
    public var image: GalleryImage
    /// Its place on its page (`surfaces/MatchAttributes.html#state-2`).
    public var link: String
    public var review: GalleryReview
    /// The activity's or control's name ("Match"): the review page groups its changes under it.
    public var owner: String
    public init(title: String, variant: String, appearance: String, image: GalleryImage, link: String, review: GalleryReview, owner: String? = nil) {
        self.title = title; self.variant = variant; self.appearance = appearance; self.image = image; self.link = link; self.review = review
        self.owner = owner ?? String(title.prefix { $0 != "·" }).trimmingCharacters(in: .whitespaces)
    }
}

public struct GalleryWidget: Sendable {
    public var kind: String
    public var displayName: String
    public var description: String
    public var families: [String]
    /// Device ids the snapshots were rendered for; the first is shown first.
    public var devices: [String]
    /// Readable names of those devices by id (the catalogue's models); a device without one shows its id.
    public var deviceNames: [String: String]
    public var instances: [GalleryInstance]
    public var entries: [GalleryEntry]
    public var snapshots: [GallerySnapshot]
    /// Home Screen context images by appearance.
    public var homeScreens: [GalleryImage]
    /// The design lint's findings (see ``GalleryLint``).
    public var lint: [LintFinding] = []
    /// The live Home Screens (light, dark) that follow the instance, entry and family chosen.
    public var homeViews: [GalleryHomeView] = []
    /// The layout's file name (`stocks.json5`), shown under the display name; empty when unknown.
    public var file = ""
    public init(kind: String, displayName: String, description: String, families: [String], devices: [String], instances: [GalleryInstance],
                entries: [GalleryEntry], snapshots: [GallerySnapshot], homeScreens: [GalleryImage], deviceNames: [String: String] = [:]) {
        self.kind = kind; self.displayName = displayName; self.description = description; self.families = families; self.devices = devices
        self.deviceNames = deviceNames
        self.instances = instances; self.entries = entries; self.snapshots = snapshots; self.homeScreens = homeScreens
    }
    /// The page's file name.
    public var page: String { "widgets/\(kind).html" }
    /// "430 × 932 pt · iPhone 15 Pro Max, 15 Plus, 16 Plus" for `iphone-430x932` (the screen first, so a
    /// narrow control still tells devices apart); the id when the name is unknown.
    public func deviceLabel(_ id: String) -> String {
        guard let name = deviceNames[id], !name.isEmpty else { return id }
        guard let size = id.split(separator: "-").last, size.contains("x") else { return name }
        return size.replacingOccurrences(of: "x", with: " × ") + " pt · " + name
    }
}

public struct GalleryInstance: Sendable {
    public var name: String
    /// Parameter title and displayed value, in order, as configured.
    public var values: [(String, String)]
    /// The "Edit Widget" configuration image.
    public var configuration: GalleryImage?
    public init(name: String, values: [(String, String)], configuration: GalleryImage?) { self.name = name; self.values = values; self.configuration = configuration }
}

public struct GalleryEntry: Sendable {
    public var index: Int
    public var date: String
    public var relevance: String?
    public init(index: Int, date: String, relevance: String?) { self.index = index; self.date = date; self.relevance = relevance }
}

/// An image file relative to the gallery's root folder, with its size in CSS pixels.
public struct GalleryImage: Sendable {
    public var path: String
    public var width: Int
    public var height: Int
    public var alt: String
    public init(path: String, width: Int, height: Int, alt: String) { self.path = path; self.width = width; self.height = height; self.alt = alt }
}

public struct GallerySnapshot: Sendable {
    public var device: String
    public var family: String
    public var instance: String
    public var entry: Int
    public var appearance: Appearance
    public var state: WidgetState
    public var image: GalleryImage
    /// The variant's name (``VariantID/name``): its golden's path, the id in a decisions file.
    public var variant: String
    /// Against the baseline, when the gallery was built with one.
    public var review: GalleryReview?
    /// The Dynamic Type size (``WidgetModel/DynamicTypeSize`` raw value) and the texts that were
    /// truncated, scaled down or clipped in this snapshot (the badge; ``GalleryTextFit``).
    public var dynamicType = "large"
    /// The locale the snapshot was rendered in (`en`, `ja`, …; the Language control).
    public var locale = "en"
    public var texts: [TextReport.Item] = []
    /// The appearance's and state's names (``Appearance/description``, the raw value): in file names, `data-` attributes and permalinks.
    public var appearanceName: String { appearance.description }
    public var stateName: String { state.rawValue }
    public init(device: String, family: String, instance: String, entry: Int, appearance: Appearance, state: WidgetState, image: GalleryImage,
                variant: String = "", review: GalleryReview? = nil) {
        self.device = device; self.family = family; self.instance = instance; self.entry = entry; self.appearance = appearance; self.state = state; self.image = image
        self.variant = variant; self.review = review
    }
}
