/// The direction of horizontal layout (SwiftUI's `LayoutDirection`): in `rightToLeft`, leading is
/// the right edge, HStacks run from right to left and text is aligned to the right by default.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft

    /// The direction of a language tag such as `ar`, `he-IL` or `fa_IR`: right-to-left for the
    /// scripts of Arabic, Hebrew, Persian and Urdu (the languages iOS lays out right to left among
    /// those widgetsnap draws), left-to-right for every other tag.
    public init(language tag: String) {
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        self = Self.rightToLeftLanguages.contains(primary) ? .rightToLeft : .leftToRight
    }

    /// Primary language subtags written right to left.
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]
}
