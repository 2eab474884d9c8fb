import Primitives

/// Focus states set by code since the last frame, for one host: its focus manager moves
/// focus to match them. Set from wherever a focus state is written.
final class FocusRequests: Sendable {
  private let pending = Locked<Set<ObjectIdentifier>>([])

  func request(location: ObjectIdentifier) { pending.withLock { _ = $0.insert(location) } }

  /// Whether a state was set since the last ``take()``.
  var hasPending: Bool { pending.withLock { !$0.isEmpty } }

  /// The states set since the last call.
  func take() -> Set<ObjectIdentifier> {
    pending.withLock { pending in
      defer { pending.removeAll() }
      return pending
    }
  }
}
