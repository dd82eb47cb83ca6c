import Foundation

/// An object that announces its changes before they happen (`objectWillChange`), as SwiftUI's
/// `@StateObject` and `@ObservedObject` expect. A class gets `objectWillChange` for free; each
/// `@Published` property of it sends it before the property changes.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// The publisher an ``ObservableObject`` gets by default: a `Void` before each change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = SubscriberList<Void, Never>()
    public init() {}
    public func send() { subscribers.send(()) }
    public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        subscribers.add(receive, complete)
    }
}

/// Each object's default publisher, made when first asked for and kept while the object lives
/// (the SDK keeps it in the object; a Swift protocol extension cannot add storage).
private final class DefaultPublishers: @unchecked Sendable {
    static let shared = DefaultPublishers()
    private let lock = NSLock()
    private var table: [ObjectIdentifier: (owner: Weak, publisher: ObservableObjectPublisher)] = [:]
    final class Weak { weak var object: AnyObject?; init(_ o: AnyObject) { object = o } }

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = table[key], entry.owner.object === object { return entry.publisher }
            // Entries whose objects are gone are dropped (an identifier may be reused).
            if table.count > 64 { table = table.filter { $0.value.owner.object != nil } }
            let p = ObservableObjectPublisher()
            table[key] = (Weak(object), p)
            return p
        }
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { DefaultPublishers.shared.publisher(for: self) }
}

/// A property of an ``ObservableObject`` class that sends the object's `objectWillChange` before it
/// changes; `$property` publishes its values (the current one first).
@propertyWrapper
public struct Published<Value> {
    final class Storage: @unchecked Sendable {
        let subject: CurrentValueSubject<Value, Never>
        init(_ value: Value) { subject = CurrentValueSubject(value) }
    }
    let storage: Storage

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The values of the property, the current one first.
    public var projectedValue: Publisher {
        get { Publisher(subject: storage.subject) }
        set {}
    }

    /// In any class; an ``ObservableObject``'s `objectWillChange` is sent before each change.
    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].storage.subject.value }
        set {
            if let observable = object as? any ObservableObject { willChange(observable) }
            object[keyPath: storageKeyPath].storage.subject.value = newValue
        }
    }

    /// `$property`: a publisher of the property's values.
    public struct Publisher: CombineCore.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: CurrentValueSubject<Value, Never>
        public func _subscribe(_ receive: @escaping (Value) -> Void, _ complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            subject._subscribe(receive, complete)
        }
    }
}

extension Publisher where Failure == Never {
    /// Republishes every value to a `@Published` property (`.assign(to: &$value)`).
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        let c = _subscribe({ subject.value = $0 }, { _ in })
        PublishedAssignments.shared.keep(c, for: subject)
    }
}

/// Sends `object`'s `objectWillChange` when it is the default publisher.
private func willChange<O: ObservableObject>(_ object: O) { (object.objectWillChange as? ObservableObjectPublisher)?.send() }

/// The subscriptions `assign(to:)` makes live as long as the property (kept here, as the SDK ties them to it).
private final class PublishedAssignments: @unchecked Sendable {
    static let shared = PublishedAssignments()
    private let lock = NSLock()
    private var kept: [ObjectIdentifier: [AnyCancellable]] = [:]
    func keep(_ c: AnyCancellable, for owner: AnyObject) { lock.withLock { kept[ObjectIdentifier(owner), default: []].append(c) } }
}
