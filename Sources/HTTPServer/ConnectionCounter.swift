import Synchronization

/// How many connections the server's loops hold, shared by them all: a lock-free atomic, so
/// an accept on one loop never waits for another.
final class ConnectionCounter: Sendable {
  private let value = Atomic<Int>(0)

  /// Counts one more connection unless `limit` are open already; whether it was counted.
  func increment(ifBelow limit: Int) -> Bool {
    var current = value.load(ordering: .relaxed)
    while current < limit {
      let (exchanged, original) = value.compareExchange(
        expected: current, desired: current + 1, ordering: .relaxed)
      if exchanged { return true }
      current = original
    }
    return false
  }

  /// Counts a closed connection.
  func decrement() { value.subtract(1, ordering: .relaxed) }
}
