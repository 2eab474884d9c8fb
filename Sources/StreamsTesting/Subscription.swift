/// When a test observable was subscribed and unsubscribed.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
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
    "(\(subscribe) : \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
  }
}
