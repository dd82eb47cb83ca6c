// A module named Combine for Linux, with the part of Apple's Combine that widget code uses: publishers
// delivering values synchronously to `sink` and `assign`, subjects, `Just`, `AnyCancellable`, and
// `ObservableObject` with `@Published` (docs/swiftui.md, "State, objects and Combine").
// Standard library and Foundation only.
import Foundation

/// How a publisher finished.
public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Something that delivers values over time. Values are delivered synchronously, on the thread that
/// sends them (widgetsnap draws one still image, so there is no scheduler).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Delivers every later value to `receive` and the completion to `complete` until cancelled.
    func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// Cancels its subscription when cancelled or released.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (() -> Void)?
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    public init<C: Cancellable>(_ canceller: C) { onCancel = { canceller.cancel() } }
    public func cancel() {
        let f: (() -> Void)? = lock.withLock { defer { onCancel = nil }; return onCancel }
        f?()
    }
    deinit { cancel() }
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { collection.append(self) }
}

extension Cancellable {
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}

extension Publisher {
    /// Calls `receiveValue` with every value and `receiveCompletion` when it finishes.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue, receiveCompletion)
    }

    /// A publisher of `transform`'s results.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> { Publishers.Map(upstream: self, transform: transform) }
    /// A publisher of the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> { Publishers.Filter(upstream: self, isIncluded: isIncluded) }
    /// The publisher itself: values are delivered synchronously, whatever the scheduler.
    public func receive<S>(on scheduler: S, options: Any? = nil) -> Self { self }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { _subscribe(receiveValue, { _ in }) }
    /// Sets `object`'s property at `keyPath` to every value.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        _subscribe({ object[keyPath: keyPath] = $0 }, { _ in })
    }
}

/// Publishers made by operators.
public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let t = transform
            return upstream._subscribe({ receive(t($0)) }, complete)
        }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let f = isIncluded
            return upstream._subscribe({ if f($0) { receive($0) } }, complete)
        }
    }
}

/// A publisher with its type erased.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure { subscribe = publisher._subscribe }
    public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribe(receive, complete)
    }
}

/// One value, then finished.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receive(output)
        complete(.finished)
        return AnyCancellable {}
    }
}

extension Just: Sendable where Output: Sendable {}
