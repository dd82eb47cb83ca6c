/// The dynamic options of a parameter, as an intent handler gives them
/// (`provide<Param>OptionsCollection(for:with:)`): one list, or titled sections.
public final class INObjectCollection<ObjectType: AnyObject>: @unchecked Sendable {
    public let sections: [INObjectSection<ObjectType>]
    public var usesIndexedCollation = false
    public init(sections: [INObjectSection<ObjectType>]) { self.sections = sections }
    public init(items: [ObjectType]) { sections = [INObjectSection(title: nil, items: items)] }
    /// Every item, section after section.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
}

/// A titled group of options.
public final class INObjectSection<ObjectType: AnyObject>: @unchecked Sendable {
    public let title: String?
    public let items: [ObjectType]
    public init(title: String?, items: [ObjectType]) { self.title = title; self.items = items }
}

extension INObjectCollection where ObjectType: INObject {
    /// The collection with its items seen as `INObject`s (for widgetsnap's host).
    public var _erased: [INObjectSection<INObject>] { sections.map { INObjectSection(title: $0.title, items: $0.items.map { $0 as INObject }) } }
}
