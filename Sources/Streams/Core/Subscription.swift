/// A protocol representing the connection of a subscriber to a publisher.
///
/// Subscriptions are class constrained because a subscription has identity: it is the
/// particular link between one subscriber and one publisher. Cancelling it must be
/// thread-safe and may be done at most once meaningfully.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Tells a publisher that it may send more values to the subscriber.
  func request(_ demand: Subscribers.Demand)

  /// This subscription as a class reference — itself, when it is a class — or `nil`. Not
  /// part of Combine: every conforming type gets it by default, and subscribers that stay
  /// alive as long as their subscription (such as `Sink`) use it to keep the subscription in
  /// two words instead of an existential's five.
  var _classSubscription: (any Subscription & AnyObject)? { get }
}

extension Subscription {
  public var _classSubscription: (any Subscription & AnyObject)? { nil }
}

extension Subscription where Self: AnyObject {
  public var _classSubscription: (any Subscription & AnyObject)? { self }
}

/// A subscription that is not a class, kept behind one (rare: subscriptions have identity).
@usableFromInline
final class BoxedSubscription: Subscription, @unchecked Sendable {
  let subscription: any Subscription

  @usableFromInline
  init(_ subscription: any Subscription) { self.subscription = subscription }

  @usableFromInline func request(_ demand: Subscribers.Demand) { subscription.request(demand) }

  @usableFromInline func cancel() { subscription.cancel() }
}

extension Subscription {
  /// This subscription as a class reference, boxing it when it is not a class.
  @inlinable
  var asClassSubscription: any Subscription & AnyObject {
    _classSubscription ?? BoxedSubscription(self)
  }
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
