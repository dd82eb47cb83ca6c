/// A Dynamic Type size category (SwiftUI's `DynamicTypeSize`): the seven standard sizes and the
/// five larger accessibility sizes, smallest first. `large` is the default.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static let `default` = DynamicTypeSize.large

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.order < b.order }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Whether this is one of the larger accessibility sizes (AX1–AX5).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The short name used in variant file names and on the command line: `xSmall` … `xxxLarge`,
    /// `ax1` … `ax5` (the HIG calls them AX1–AX5).
    public var shortName: String {
        switch self {
        case .accessibility1: "ax1"
        case .accessibility2: "ax2"
        case .accessibility3: "ax3"
        case .accessibility4: "ax4"
        case .accessibility5: "ax5"
        default: rawValue
        }
    }

    /// The category named `name`: a short name (`xSmall`, `ax5`) or SwiftUI's (`accessibility5`),
    /// ignoring case; nil for anything else.
    public init?(name: String) {
        let lower = name.lowercased()
        guard let size = Self.allCases.first(where: { $0.shortName.lowercased() == lower || $0.rawValue.lowercased() == lower }) else { return nil }
        self = size
    }
}

/// One row of the HIG's Dynamic Type tables: a text style's weight, size and leading at one size
/// category, and the weight of its emphasized variant.
public struct TextStyleMetrics: Sendable, Hashable {
    public var weight: FontWeight
    public var size: Double
    public var leading: Double
    public var emphasizedWeight: FontWeight
    public init(weight: FontWeight, size: Double, leading: Double, emphasizedWeight: FontWeight) {
        self.weight = weight; self.size = size; self.leading = leading; self.emphasizedWeight = emphasizedWeight
    }
}

/// The text-style sizes of every Dynamic Type category, as reference data.
///
/// Source: Apple, Human Interface Guidelines, "Typography", section Specifications, tables
/// "iOS, iPadOS Dynamic Type sizes" (xSmall … xxxLarge) and "iOS, iPadOS larger accessibility type
/// sizes" (AX1 … AX5), https://developer.apple.com/design/human-interface-guidelines/typography
/// (read through public Markdown mirrors of the page: the revision of 21 June 2023, and later
/// revisions that add an "Emphasized weight" column; the sizes and leadings agree in all of them).
/// Sizes and leadings are in points. Every value below is from those tables; none is interpolated.
/// The weights are the same in every category (Regular, Headline Semibold); the emphasized weight
/// is Bold for Large Title and Titles 1–2 and Semibold for the others (from the later revisions).
public enum DynamicTypeTable {
    /// Size and leading per style, in the order largeTitle, title, title2, title3, headline, body,
    /// callout, subheadline, footnote, caption, caption2 (the HIG's row order).
    static let rows: [DynamicTypeSize: [(Double, Double)]] = [
        .xSmall: [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        .small: [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        .medium: [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        .large: [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        .xLarge: [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        .xxLarge: [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        .xxxLarge: [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        .accessibility1: [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        .accessibility2: [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        .accessibility3: [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        .accessibility4: [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        .accessibility5: [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]

    /// The HIG row for `style` at `size`.
    public static func metrics(_ style: TextStyle, _ size: DynamicTypeSize) -> TextStyleMetrics {
        let i = TextStyle.allCases.firstIndex(of: style) ?? 0
        let (points, leading) = rows[size]?[i] ?? (17, 22)
        let weight: FontWeight = style == .headline ? .semibold : .regular
        let emphasized: FontWeight = [.largeTitle, .title, .title2].contains(style) ? .bold : .semibold
        return TextStyleMetrics(weight: weight, size: points, leading: leading, emphasizedWeight: emphasized)
    }
}
