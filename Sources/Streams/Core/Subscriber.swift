/// A protocol that declares a type that can receive input from a publisher.
///
/// A publisher calls ``receive(subscription:)`` once, then ``receive(_:)`` at most as many
/// times as the subscriber asked for, then at most one ``receive(completion:)``. The calls
/// are serialized.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input
  /// The kind of errors this subscriber might receive.
  associatedtype Failure: Error

  /// Tells the subscriber that it has successfully subscribed to the publisher and may
  /// request items.
  func receive(subscription: any Subscription)

  /// Tells the subscriber that the publisher has produced an element; returns how many more
  /// elements the subscriber expects, added to its outstanding demand.
  func receive(_ input: Input) -> Subscribers.Demand

  /// Tells the subscriber that the publisher has completed publishing, normally or with an
  /// error.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Tells the subscriber that a publisher of void elements is ready to receive further
  /// requests.
  @inlinable
  public func receive() -> Subscribers.Demand { receive(()) }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}
