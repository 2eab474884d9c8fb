import Foundation

/// Failed logins counted where several servers see them: a login refused on one server for an
/// account attacked through another. `AccountService` keeps its own fast tables too (checked on
/// the event loop); this store is consulted and written on the hashing pool.
public protocol LoginFailureStore: Sendable {
  /// Seconds until a login for `account` (from `address`) may be tried again, or nil.
  func retryAfter(account: String, address: String?, limits: LoginLimits, now: Date) throws
    -> Double?
  /// Counts a failure for `account` and `address`.
  func recordFailure(account: String, address: String?, limits: LoginLimits, now: Date) throws
  /// Forgets `account`'s failures (after a successful login).
  func clear(account: String) throws
}
