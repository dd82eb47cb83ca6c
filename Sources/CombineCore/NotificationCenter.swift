import Foundation

extension NotificationCenter {
    /// The notifications named `name` (from `object`, when given), as Foundation's Combine extension.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Posts each matching notification to the subscriber, on the posting thread.
    public struct Publisher: CombineCore.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center; self.name = name; self.object = object
        }
        public func _subscribe(_ receive: @escaping (Notification) -> Void, _ complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            let box = ReceiveBox(receive)
            let token = center.addObserver(forName: name, object: object, queue: nil) { box.receive($0) }
            let center = self.center
            let tokenBox = ReceiveBox<Void> { _ in center.removeObserver(token) }
            return AnyCancellable { tokenBox.receive(()) }
        }
    }
}

/// A closure carried into a `@Sendable` one (the subscriber is called on the posting thread, as in Combine).
private final class ReceiveBox<T>: @unchecked Sendable {
    let receive: (T) -> Void
    init(_ receive: @escaping (T) -> Void) { self.receive = receive }
}
