import Foundation

/// A publisher whose values are sent by its owner.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// The subscribers of a subject, in the order they subscribed; values reach each of them
/// synchronously, on the sender's thread.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var entries: [(id: Int, receive: (Output) -> Void, complete: (Subscribers.Completion<Failure>) -> Void)] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let done = lock.withLock({ completion }) { complete(done); return AnyCancellable {} }
        let id = lock.withLock { next += 1; entries.append((next, receive, complete)); return next }
        return AnyCancellable { [weak self] in self?.lock.withLock { self?.entries.removeAll { $0.id == id } } }
    }

    func send(_ value: Output) {
        let now = lock.withLock { completion == nil ? entries : [] }
        for e in now { e.receive(value) }
    }

    func finish(_ c: Subscribers.Completion<Failure>) {
        let now: [(id: Int, receive: (Output) -> Void, complete: (Subscribers.Completion<Failure>) -> Void)] = lock.withLock {
            guard completion == nil else { return [] }
            completion = c
            defer { entries = [] }
            return entries
        }
        for e in now { e.complete(c) }
    }
}

/// Sends each value to the subscribers there are when it is sent.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    public init() {}
    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribers.add(receive, complete)
    }
}

/// Holds a current value, sent to each new subscriber and to every subscriber when it changes.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    private let lock = NSLock()
    private var current: Output
    public init(_ value: Output) { current = value }
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }
    public func send(_ value: Output) {
        lock.withLock { current = value }
        subscribers.send(value)
    }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if subscribers.completion == nil { receive(value) }
        return subscribers.add(receive, complete)
    }
}
