/// A protocol representing the connection of a subscriber to a publisher.
///
/// Subscriptions are class constrained because a subscription has identity: it is the
/// particular link between one subscriber and one publisher. Cancelling it must be
/// thread-safe and may be done at most once meaningfully.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Tells a publisher that it may send more values to the subscriber.
  func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {}

extension Subscriptions {
  /// Returns the "empty" subscription: requests and cancellation do nothing.
  ///
  /// Use it when a publisher must send a subscription before completing immediately.
  public static var empty: any Subscription { EmptySubscription.shared }
}

private final class EmptySubscription: Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, Sendable
{
  static let shared = EmptySubscription()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
  var description: String { "Empty" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }
}
