/// When a test observable was subscribed and unsubscribed, on the test scheduler's clock.
///
/// RxTest calls this `Subscription`, and so does this module (see ``Subscription``), so code
/// written against RxTest compiles unchanged. In a file that also imports `Streams`, whose
/// `Subscription` is Combine's protocol, write `RecordedSubscription`.
///
/// ```swift
/// #expect(source.subscriptions == [RecordedSubscription(200, 300)])
/// ```
public struct RecordedSubscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
  /// When the subscription started.
  public let subscribe: TestTime
  /// When it ended; `Int.max` while still subscribed.
  public let unsubscribe: TestTime

  /// A subscription still running.
  public init(_ subscribe: TestTime) { self.init(subscribe, Int.max) }

  /// A subscription from `subscribe` to `unsubscribe`.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  public var debugDescription: String {
    "(\(subscribe): \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
  }
}

/// RxTest's name for ``RecordedSubscription``, for code ported from RxTest.
///
/// Combine's `Subscription` protocol has the same name, so a file importing `Streams` as
/// well must say which it means: `RecordedSubscription` for this one, `Streams.Subscription`
/// for the protocol where it names it as a type.
public typealias Subscription = RecordedSubscription
