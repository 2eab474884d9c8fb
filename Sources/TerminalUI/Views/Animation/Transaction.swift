/// The context of a state change — the animation it would run with, and whether animations
/// are turned off: SwiftUI's `Transaction`.
///
/// `withTransaction(_:_:)` and `withAnimation(_:_:)` make one current while their body
/// runs; a view's `transaction(_:)` modifier sees (and may change) the transaction of the
/// change that redraws it. TerminalUI completes every animation at once, so a transaction
/// changes what code sees, never what is drawn.
public struct Transaction: Sendable {
  /// The animation the change would run with; nil: none.
  public var animation: Animation?
  /// Whether animations of the views it reaches are turned off.
  public var disablesAnimations = false
  /// Whether the change is one step of a continuous interaction (a drag).
  public var isContinuous = false
  /// Whether the change follows the velocity of an earlier one.
  public var tracksVelocity = false

  public init() {}

  public init(animation: Animation?) { self.animation = animation }

  /// The transaction of the change being made now: the innermost `withTransaction` or
  /// `withAnimation` running in this task (or on this thread), else an empty one.
  @TaskLocal static var current = Transaction()
}

/// Runs `body` with `transaction` current and returns what it returns.
@discardableResult
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  var inner = transaction
  // An enclosing transaction that turns animations off keeps them off.
  if Transaction.current.disablesAnimations { inner.disablesAnimations = true }
  return try Transaction.$current.withValue(inner, operation: body)
}

/// Runs `body` with the current transaction's `keyPath` set to `value`.
@discardableResult
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction.current
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}
