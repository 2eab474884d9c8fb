import Foundation

extension NotificationCenter {
  /// Returns a publisher that emits events when broadcasting notifications.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher that emits elements when broadcasting notifications.
  public struct Publisher: Streams.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The notification center this publisher uses as a source.
    public let center: NotificationCenter
    /// The name of notifications published by this publisher.
    public let name: Notification.Name
    /// The object posting the named notification.
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      let observer = center.addObserver(forName: name, object: object, queue: nil) { notification in
        subject.send(notification)
      }
      nonisolated(unsafe) let token = observer
      let center = center
      subject.handleEvents(receiveCancel: { center.removeObserver(token) })
        .receive(subscriber: subscriber)
    }
  }
}
