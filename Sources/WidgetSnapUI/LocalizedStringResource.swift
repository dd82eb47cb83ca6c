import Foundation

/// A string an app localises, as Foundation has it on Apple platforms (missing from Foundation on
/// Linux): a string literal, or an interpolation of texts and integers. Its `key` has `%@` and `%lld`
/// where values go, as a string table's key; the drawn text has the values.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    enum Segment: Hashable, Sendable {
        case literal(String)
        case string(String)
        case integer(Int64)
        case double(Double)
    }
    let segments: [Segment]
    public var table: String?
    public var locale: Locale = Locale(identifier: "en_US")

    public init(stringLiteral value: String) { segments = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }
    public init(_ key: StaticString, defaultValue: String? = nil, table: String? = nil, locale: Locale = Locale(identifier: "en_US"),
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = [.literal(defaultValue ?? "\(key)")]; self.table = table; self.locale = locale
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { segments.append(.literal(literal)) } }
        public mutating func appendInterpolation(_ string: String) { segments.append(.string(string)) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { segments.append(.integer(Int64(value))) }
        public mutating func appendInterpolation(_ value: Double) { segments.append(.double(value)) }
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) { segments += resource.segments }
        @_disfavoredOverload public mutating func appendInterpolation<T>(_ value: T) { segments.append(.string("\(value)")) }
    }

    /// The string table key: literals with `%@` for texts and `%lld` for integers.
    public var key: String {
        segments.map { s in
            switch s {
            case .literal(let l): l.replacingOccurrences(of: "%", with: "%%")
            case .string: "%@"
            case .integer: "%lld"
            case .double: "%lf"
            }
        }.joined()
    }

    /// The text with its values, untranslated.
    public var string: String {
        segments.map { s in
            switch s {
            case .literal(let l), .string(let l): l
            case .integer(let n): String(n)
            case .double(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
            }
        }.joined()
    }

    public var description: String { string }

    /// The same text as a `LocalizedStringKey`, so that `Text` treats both alike.
    public var _localizedStringKey: LocalizedStringKey {
        var i = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: segments.count)
        for s in segments {
            switch s {
            case .literal(let l): i.appendLiteral(l)
            case .string(let v): i.appendInterpolation(v)
            case .integer(let n): i.appendInterpolation(n)
            case .double(let d): i.appendInterpolation(d)
            }
        }
        return LocalizedStringKey(stringInterpolation: i)
    }
}

extension LocalizedStringResource {
    /// The text translated by the app's string tables (the resource's `table`, else `Localizable`;
    /// plural forms by the tables' language), with its values; the text as written when no table has it.
    public func localized(with tables: AppStringTables) -> String {
        tables.translate(_localizedStringKey, table: table) ?? string
    }
}

extension String {
    /// The resource's text (untranslated: `String(localized:)` has no environment to take tables from).
    /// The table, bundle, locale and comment are accepted; the text is the resource's own.
    public init(localized resource: LocalizedStringResource, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) { self = resource.string }
}

extension Text {
    public init(_ resource: LocalizedStringResource) { self.init(resource._localizedStringKey) }
}

extension Text {
    /// The text's characters as drawn (dates in their style at the current `now`).
    public var _string: String { string }
}
