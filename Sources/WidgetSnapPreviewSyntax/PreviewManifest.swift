/// What `widgetsnap previews` drew (its `previews.json`): per preview, in source order, its name,
/// where it is, what it is and its images. The preview runner writes it; the command reads it and
/// writes the page. Standard library only (Codable).
public struct PreviewManifest: Codable, Equatable, Sendable {
    public var device: String
    public var scale: Double
    public var previews: [Item]
    /// A page per Live Activity and per control previewed (every presentation of each), nil when there are none.
    public var pages: [Page]?
    /// The device's screen width in points, when there are pages (their device frames are this wide).
    public var screenWidth: Double?

    public init(device: String, scale: Double, previews: [Item], pages: [Page]? = nil, screenWidth: Double? = nil) {
        self.device = device; self.scale = scale; self.previews = previews; self.pages = pages; self.screenWidth = screenWidth
    }

    /// The page of one activity or control: its kind (`activity` or `control`), its name (the
    /// attributes' type name, or the control's kind), the HTML file, and every image (each with its
    /// surface, and entry: the content state's index in the order first previewed, or the control's value).
    public struct Page: Codable, Equatable, Sendable {
        public var kind: String
        public var name: String
        public var path: String
        public var images: [Image]
        /// The design lint's findings on its presentations, one line each (the gallery's pages of
        /// layout files); nil when it was not linted (`previews` lists findings per preview instead).
        public var lint: [String]?
        public init(kind: String, name: String, path: String, images: [Image], lint: [String]? = nil) {
            self.kind = kind; self.name = name; self.path = path; self.images = images; self.lint = lint
        }
    }

    public struct Item: Codable, Equatable, Sendable {
        /// The preview's own name (`#Preview("Name")`, `previewDisplayName`), if it has one.
        public var name: String?
        /// Its file, relative to the folder, and the line (and column) of its `#Preview` or `PreviewProvider`.
        public var file: String
        public var line: Int
        public var column: Int
        /// `widget` (a family and its entries), `view` (laid out by its traits), `activity` (a Live
        /// Activity's presentation per content state) or `control` (a control's surfaces per value).
        public var kind: String
        public var family: String?
        /// A view's layout: `device`, `sizeThatFits` or `fixed`.
        public var layout: String?
        public var images: [Image]
        /// Why it could not be drawn.
        public var error: String?
        /// An activity's or control's lint findings (docs/lint.md, "Live Activities and controls"), each once.
        public var lint: [String]?

        public init(name: String?, file: String, line: Int, column: Int, kind: String, family: String?, layout: String?,
                    images: [Image], error: String? = nil) {
            self.name = name; self.file = file; self.line = line; self.column = column; self.kind = kind
            self.family = family; self.layout = layout; self.images = images; self.error = error
        }

        /// Its title: its name, else `file:line`.
        public var title: String { name ?? "\(file):\(line)" }
    }

    public struct Image: Codable, Equatable, Sendable {
        /// The PNG file, relative to the page.
        public var path: String
        public var entry: Int
        public var appearance: String
        /// An activity's or control's surface (`lockScreen`, `dynamicIsland-compact`, `controlCenter-small` …).
        public var surface: String?
        /// A control's value (`off`, `on`), else nil.
        public var instance: String?
        /// Pixels.
        public var width: Int
        public var height: Int

        public init(path: String, entry: Int, appearance: String, width: Int, height: Int, surface: String? = nil, instance: String? = nil) {
            self.path = path; self.entry = entry; self.appearance = appearance; self.width = width; self.height = height
            self.surface = surface; self.instance = instance
        }
    }
}
