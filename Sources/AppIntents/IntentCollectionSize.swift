/// How many values an array parameter takes (`@Parameter(title:size:)`): a number, a range, or a
/// number per widget family (`[.systemSmall: 1, .systemMedium: 2]`). widgetsnap draws the values a
/// widget is configured with; the size bounds what the Edit Widget sheet would let a person add.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, ExpressibleByDictionaryLiteral, Sendable {
    /// The smallest and largest count, for every family or for one.
    public let bounds: [WidgetFamily?: ClosedRange<Int>]

    public init(min: Int = 0, max: Int) { bounds = [nil: min...Swift.max(min, max)] }
    public init(_ range: ClosedRange<Int>) { bounds = [nil: range] }
    public init(integerLiteral value: Int) { bounds = [nil: value...value] }
    public init(dictionaryLiteral elements: (WidgetFamily, Int)...) {
        var b: [WidgetFamily?: ClosedRange<Int>] = [:]
        for (family, count) in elements { b[family] = count...count }
        bounds = b
    }

    /// The largest count for a family (the one for every family when the family has none).
    public func maximum(for family: WidgetFamily) -> Int? { (bounds[family] ?? bounds[nil])?.upperBound }
}
