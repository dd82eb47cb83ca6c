/// What a query or an options provider returns: an array, or an ``IntentItemCollection`` (the
/// choices in titled sections). widgetsnap lists the elements in order.
public protocol ResultsCollection {
    associatedtype Element
    /// The elements, section after section.
    var _elements: [Element] { get }
}

extension Array: ResultsCollection {
    public var _elements: [Element] { self }
}

/// Choices in sections, each item with its own title (iOS 17). The Edit Widget sheet lists the
/// items in order; section titles are not drawn.
public struct IntentItemCollection<Result>: ResultsCollection {
    public var sections: [IntentItemSection<Result>]
    public var promptLabel: LocalizedStringResource?
    public var usesIndexedCollation: Bool

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Result>]) {
        self.sections = sections; self.promptLabel = promptLabel; self.usesIndexedCollation = usesIndexedCollation
    }
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
    }
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
    }
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                @IntentItemSectionBuilder<Result> sections: () -> [IntentItemSection<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sections())
    }

    public var _elements: [Result] { sections.flatMap { $0.items.map(\.value) } }
}

/// A titled group of items.
public struct IntentItemSection<Result> {
    public var title: LocalizedStringResource?
    public var items: [IntentItem<Result>]
    public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Result>]) { self.title = title; self.items = items }
    public init(_ title: LocalizedStringResource? = nil, items: [Result]) { self.init(title, items: items.map { IntentItem($0) }) }
}

/// A choice: its value and how it is shown.
public struct IntentItem<Result> {
    public var value: Result
    public var title: LocalizedStringResource?
    public var subtitle: LocalizedStringResource?
    public var image: DisplayRepresentation.Image?
    public init(_ value: Result, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil) {
        self.value = value; self.title = title; self.subtitle = subtitle; self.image = image
    }
}

@resultBuilder
public enum IntentItemSectionBuilder<Result> {
    public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] { [section] }
    public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] { part ?? [] }
    public static func buildEither(first: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { first }
    public static func buildEither(second: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { second }
    public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] { parts.flatMap { $0 } }
}
