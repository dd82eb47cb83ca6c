import Foundation

extension Publishers {
    /// Each upstream value turned into a publisher whose values are sent on: finished when the upstream
    /// and every publisher made have finished; the first failure ends it (`fetch(url).flatMap(decode)`).
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let state = FlatMapState(complete)
            let t = transform
            let outer = upstream._subscribe({ value in
                state.started()
                let inner = t(value)._subscribe({ if !state.isDone { receive($0) } }, { state.ended($0) })
                state.keep(inner)
            }, { state.ended($0, upstream: true) })
            return AnyCancellable { outer.cancel(); state.cancelAll() }
        }
    }
}

/// How many publishers a flat map still waits for, and the subscriptions it keeps.
private final class FlatMapState<Failure: Error>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var active = 0, upstreamFinished = false, done = false
    private var inners: [AnyCancellable] = []
    private let complete: (Subscribers.Completion<Failure>) -> Void
    init(_ complete: @escaping (Subscribers.Completion<Failure>) -> Void) { self.complete = complete }

    var isDone: Bool { lock.withLock { done } }
    func started() { lock.withLock { active += 1 } }
    func keep(_ c: AnyCancellable) { lock.withLock { inners.append(c) } }
    func cancelAll() { let all = lock.withLock { inners }; all.forEach { $0.cancel() } }

    func ended(_ completion: Subscribers.Completion<Failure>, upstream: Bool = false) {
        let finish: Subscribers.Completion<Failure>? = lock.withLock {
            guard !done else { return nil }
            if case .failure = completion { done = true; return completion }
            if upstream { upstreamFinished = true } else { active -= 1 }
            if upstreamFinished && active == 0 { done = true; return .finished }
            return nil
        }
        if let finish { complete(finish) }
    }
}

extension Subscribers {
    /// How many values a subscriber asks for (`flatMap(maxPublishers:)`); widgetsnap's publishers send
    /// every value, so it is accepted and not enforced.
    public struct Demand: Hashable, Sendable {
        let count: Int?
        public static let unlimited = Demand(count: nil)
        public static func max(_ value: Int) -> Demand { Demand(count: value) }
    }
}

extension Publisher {
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}
