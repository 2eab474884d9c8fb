/// Declares that a type can transmit a sequence of values over time.
///
/// A publisher delivers elements to one or more ``Subscriber`` instances. The subscriber's
/// `Input` and `Failure` types must match the publisher's `Output` and `Failure`.
public protocol Publisher<Output, Failure> {
  /// The kind of values published by this publisher.
  associatedtype Output
  /// The kind of errors this publisher might publish.
  associatedtype Failure: Error

  /// Attaches the specified subscriber to this publisher.
  ///
  /// Implementations of ``Publisher`` must implement this method; callers use
  /// ``Publisher/subscribe(_:)-4u8kn`` instead.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches the specified subscriber to this publisher.
  @inlinable
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}
