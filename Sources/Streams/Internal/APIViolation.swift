/// Traps for the misuses Combine traps on, with one wording.
///
/// Combine's own operators trap when an upstream breaks the publisher contract in ways they
/// cannot recover from (a value before the subscription, say); these helpers say which rule
/// was broken.
@usableFromInline
enum APIViolation {
  @usableFromInline
  static func valueBeforeSubscription(file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(
      "API Violation: received a value before receiving a subscription", file: file, line: line)
  }

  @usableFromInline
  static func completionBeforeSubscription(file: StaticString = #fileID, line: UInt = #line)
    -> Never
  {
    fatalError(
      "API Violation: received a completion before receiving a subscription", file: file, line: line
    )
  }

  @usableFromInline
  static func requestBeforeSubscription(file: StaticString = #fileID, line: UInt = #line)
    -> Never
  {
    fatalError(
      "API Violation: received a request before receiving a subscription", file: file, line: line)
  }

  @usableFromInline
  static func unexpectedState(
    _ what: String, file: StaticString = #fileID, line: UInt = #line
  ) -> Never {
    fatalError("API Violation: \(what)", file: file, line: line)
  }
}

/// Where an operator's own subscription stands with its upstream.
@usableFromInline
enum SubscriptionStatus {
  case awaitingSubscription
  case subscribed(any Subscription)
  case terminal

  @inlinable
  var subscription: (any Subscription)? {
    if case .subscribed(let subscription) = self { return subscription }
    return nil
  }

  @inlinable
  var isAwaitingSubscription: Bool {
    if case .awaitingSubscription = self { return true }
    return false
  }

  @inlinable
  var isTerminal: Bool {
    if case .terminal = self { return true }
    return false
  }
}
