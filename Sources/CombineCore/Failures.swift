// Publishers and operators about failures: `Fail`, `Empty`, `setFailureType(to:)`, `mapError`,
// `replaceError(with:)` and `compactMap`, which widget code uses to fit a cached value or an error into
// an `AnyPublisher<Value, Error>`.

/// No value, then the failure (`Fail(error: URLError(.badURL))`).
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        complete(.failure(error))
        return AnyCancellable {}
    }
}

/// No value; finished at once unless `completeImmediately` is false.
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if completeImmediately { complete(.finished) }
        return AnyCancellable {}
    }
}

extension Publishers {
    /// A publisher that never fails, typed as one that may.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            upstream._subscribe(receive, { _ in complete(.finished) })
        }
    }

    /// The upstream's failure turned into another error.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure
        public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let t = transform
            return upstream._subscribe(receive) { completion in
                switch completion {
                case .finished: complete(.finished)
                case .failure(let error): complete(.failure(t(error)))
                }
            }
        }
    }

    /// The upstream's failure replaced by one last value.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Upstream.Output
        public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            let value = output
            return upstream._subscribe(receive) { completion in
                if case .failure = completion { receive(value) }
                complete(.finished)
            }
        }
    }

    /// The upstream's values transformed, the nil results dropped.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let t = transform
            return upstream._subscribe({ if let value = t($0) { receive(value) } }, complete)
        }
    }
}

extension Publisher where Failure == Never {
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publisher {
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}
