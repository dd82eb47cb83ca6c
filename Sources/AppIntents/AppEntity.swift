/// A value of the app's data that a parameter picks (a stop, a city, a list). Its query gives the
/// Edit Widget sheet's choices (`suggestedEntities`), the widget's default (`defaultResult`), and
/// the entities of stored identifiers (`entities(for:)`).
public protocol AppEntity: Identifiable, Sendable where ID: Sendable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

/// Finds entities. widgetsnap calls these `async` functions synchronously on an executor that runs
/// their jobs in order on the calling thread (``_runSynchronously(_:)``).
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    /// What `suggestedEntities()` (and a string query's `entities(matching:)`) return: an array, or an
    /// ``IntentItemCollection`` of sections.
    associatedtype Result: ResultsCollection = [Entity] where Result.Element == Entity
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> Result
    func defaultResult() async -> Entity?
}

extension EntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    public func defaultResult() async -> Entity? { nil }
}

/// A query the Edit Widget sheet searches: its option list has a search field.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Result
}

/// A query that lists every entity.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// A representation of an entity: its id as text and its title, for the Edit Widget sheet.
public struct _EntityValue: Hashable, Sendable {
    public let id: String
    public let title: String
    public let subtitle: String?
    public init(id: String, title: String, subtitle: String?) { self.id = id; self.title = title; self.subtitle = subtitle }
}

extension AppEntity {
    public var _entityValue: _EntityValue {
        _EntityValue(id: "\(id)", title: displayRepresentation.title.string, subtitle: displayRepresentation.subtitle?.string)
    }
}
