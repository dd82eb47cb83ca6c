/// An enum parameter: its cases, each with a display representation (the Edit Widget sheet's
/// choices, in `allCases` order; the stored value is the raw value).
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue: Sendable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The case's title: its display representation's, else its raw value.
    public var _title: String { Self.caseDisplayRepresentations[self]?.title.string ?? "\(rawValue)" }
    public var _rawString: String { "\(rawValue)" }
}
