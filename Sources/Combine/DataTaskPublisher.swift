import CombineCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// A data task as a publisher: its data and response, or its `URLError`; the task starts when
    /// subscribed and is cancelled with the subscription.
    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession
        public init(request: URLRequest, session: URLSession) { self.request = request; self.session = session }

        public func _subscribe(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<URLError>) -> Void) -> AnyCancellable {
            let handlers = Handlers(receive: receive, complete: complete)
            let task = session.dataTask(with: request) { data, response, error in
                if let response, error == nil {
                    handlers.receive((data ?? Data(), response))
                    handlers.complete(.finished)
                } else {
                    handlers.complete(.failure(error as? URLError ?? URLError(.unknown)))
                }
            }
            task.resume()
            return AnyCancellable { task.cancel() }
        }
    }

    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { DataTaskPublisher(request: request, session: self) }
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { DataTaskPublisher(request: URLRequest(url: url), session: self) }
}

/// The subscriber's closures, handed to the task's completion handler (another thread).
private final class Handlers<Output>: @unchecked Sendable {
    let receive: (Output) -> Void
    let complete: (Subscribers.Completion<URLError>) -> Void
    init(receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<URLError>) -> Void) {
        self.receive = receive; self.complete = complete
    }
}
