/// The principal class of an Intents extension: it hands out the handler of an intent
/// (`handler(for:)`). widgetsnap does not launch extensions; a test hands the handler (or the
/// extension) to the host with ``INIntentHandlers/withHandler(_:_:)``.
open class INExtension: NSObject {
    public override init() { super.init() }
    open func handler(for intent: INIntent) -> Any? { self }
}

/// What answers an intent (the object conforming to its generated `<Intent>Handling` protocol).
public enum INIntentHandlers {
    /// The handler in effect (task-local: only the code run inside ``withHandler(_:_:)`` sees it).
    @TaskLocal static var handed: Handed?

    struct Handed: @unchecked Sendable { let handler: Any }

    /// The handler in effect, if any.
    public static var current: Any? { handed?.handler }

    /// Runs `body` with `handler` (an `INExtension`, or a handler object) answering intents.
    public static func withHandler<T>(_ handler: Any?, _ body: () throws -> T) rethrows -> T {
        try $handed.withValue(handler.map(Handed.init), operation: body)
    }

    /// The handler of `intent`: the extension's `handler(for:)`, else the object itself.
    public static func handler(for intent: INIntent) -> Any? {
        guard let current else { return nil }
        if let ext = current as? INExtension { return ext.handler(for: intent) }
        return current
    }
}

/// The response of an intent. Widget configuration intents are not performed on Linux; the
/// generated `<Intent>Response` classes compile.
open class INIntentResponse: NSObject {
    public var userActivity: NSUserActivity?
    public override init() { super.init() }
}

/// A user activity (a stand-in for `NSUserActivity`: its type is kept).
open class NSUserActivity: NSObject {
    public let activityType: String
    public var userInfo: [AnyHashable: Any]?
    public var title: String?
    public init(activityType: String) { self.activityType = activityType }
}
