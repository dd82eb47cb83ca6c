/// A Dynamic Type text style (HIG typography table, Large size category).
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Size, weight and leading (line height) from the HIG table.
    public var metrics: (size: Double, weight: FontWeight, leading: Double) {
        switch self {
        case .largeTitle: (34, .regular, 41)
        case .title: (28, .regular, 34)
        case .title2: (22, .regular, 28)
        case .title3: (20, .regular, 25)
        case .headline: (17, .semibold, 22)
        case .body: (17, .regular, 22)
        case .callout: (16, .regular, 21)
        case .subheadline: (15, .regular, 20)
        case .footnote: (13, .regular, 18)
        case .caption: (12, .regular, 16)
        case .caption2: (11, .regular, 13)
        }
    }
}

public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS/OpenType weight number.
    public var numeric: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

public enum FontDesign: String, Sendable, Hashable, CaseIterable {
    case `default`, rounded, monospaced, serif
}

/// A `.font(...)` modifier as written: a text style, or a system font of a size; weight and design optional.
public struct FontSpec: Sendable, Hashable {
    public var style: TextStyle?
    public var size: Double?
    public var weight: FontWeight?
    public var design: FontDesign?
    /// A custom font family (`.custom(name, size:)`), such as an icon font; the design's fonts
    /// draw what it lacks.
    public var family: String?
    /// For a `size`: the text style it scales with under Dynamic Type (SwiftUI's
    /// `.custom(_:size:relativeTo:)`). Without it a `family` font scales with `body`, as
    /// `.custom(_:size:)` does, and a system font of a size is fixed, as `.system(size:)` is.
    public var relativeTo: TextStyle?
    public init(style: TextStyle? = nil, size: Double? = nil, weight: FontWeight? = nil, design: FontDesign? = nil, family: String? = nil,
                relativeTo: TextStyle? = nil) {
        self.style = style; self.size = size; self.weight = weight; self.design = design; self.family = family
        self.relativeTo = relativeTo
    }

    /// Resolves to concrete metrics at the Large (default) Dynamic Type size. With neither style nor size, `body`.
    public func resolved() -> ResolvedFont { resolved(dynamicType: .large) }

    /// Resolves to concrete metrics at a Dynamic Type size: a text style takes its size, weight and
    /// leading from ``DynamicTypeTable``. An explicit `size` of the system font is fixed (SwiftUI's
    /// `.system(size:)`); with a `family` (`.custom(_:size:)`) or `relativeTo` it scales by the
    /// ratio of that style's size at `dynamicType` to its size at large (body for a family), an
    /// approximation of UIFontMetrics, whose curve Apple does not publish.
    public func resolved(dynamicType: DynamicTypeSize) -> ResolvedFont {
        let row = DynamicTypeTable.metrics(style ?? .body, dynamicType)
        let base = (size: row.size, weight: row.weight, leading: row.leading)
        var size = self.size ?? base.size
        if self.size != nil, let anchor = relativeTo ?? (family != nil ? .body : nil), dynamicType != .large {
            size *= DynamicTypeTable.metrics(anchor, dynamicType).size / DynamicTypeTable.metrics(anchor, .large).size
        }
        let leading = self.size == nil ? base.leading : (size * 1.2).rounded()
        return ResolvedFont(size: size, weight: weight ?? (self.size == nil ? base.weight : .regular),
                            design: design ?? .default, leading: leading,
                            tracking: family == nil ? Self.tracking(forSize: size, design: design ?? .default) : 0, family: family)
    }

    /// SF Pro tracking in points per the HIG table, interpolated between listed sizes. SF Pro
    /// Rounded has SF Pro's advance widths and tracking (measured on real renders: "12,2" at 22 pt
    /// bold rounded is as wide as in SF Pro).
    public static func tracking(forSize size: Double, design: FontDesign) -> Double {
        if design == .monospaced { return 0 }
        let table: [(Double, Double)] = [(11, 0.06), (12, 0), (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43),
                                         (18, -0.44), (19, -0.45), (20, -0.45), (22, -0.26), (24, 0.07), (28, 0.38),
                                         (34, 0.40), (48, 0.35), (64, 0.22), (80, 0)]
        if size <= table[0].0 { return table[0].1 }
        for (lo, hi) in zip(table, table.dropFirst()) where size <= hi.0 {
            let t = (size - lo.0) / (hi.0 - lo.0)
            return lo.1 + (hi.1 - lo.1) * t
        }
        return 0
    }
}

/// Concrete font metrics handed to the text measurer and the renderer.
public struct ResolvedFont: Sendable, Hashable {
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    /// The HIG line height for the style (informational; measurers use real font metrics).
    public var leading: Double
    /// Letter spacing in points.
    public var tracking: Double
    /// A custom family drawn first (``FontSpec/family``).
    public var family: String?
    public init(size: Double, weight: FontWeight, design: FontDesign, leading: Double, tracking: Double, family: String? = nil) {
        self.size = size; self.weight = weight; self.design = design; self.leading = leading; self.tracking = tracking; self.family = family
    }

    /// The same font scaled (minimumScaleFactor).
    public func scaled(_ factor: Double) -> ResolvedFont {
        ResolvedFont(size: size * factor, weight: weight, design: design, leading: leading * factor, tracking: tracking * factor, family: family)
    }
}
