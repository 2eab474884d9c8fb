import Synchronization

/// A type-erasing cancellable object that executes a provided closure when cancelled.
///
/// An `AnyCancellable` instance automatically calls ``cancel()`` when deinitialized. Cancelling
/// releases the closure, so whatever it captured (the subscription, the subscriber and its
/// closures) is released too.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  /// Set by the first `cancel()`; whoever sets it alone reads and clears the fields below.
  @usableFromInline let cancelled = Atomic(false)
  // One of them is set until cancelled: a class cancellable is kept as it is (the common
  // `AnyCancellable(subscriber)` allocates no closure), anything else as a closure.
  @exclusivity(unchecked) @usableFromInline var object: (any Cancellable & AnyObject)?
  @exclusivity(unchecked) @usableFromInline var closure: (() -> Void)?

  /// Initializes the cancellable object with the given cancel-time closure.
  @inlinable
  public init(_ cancel: @escaping () -> Void) {
    closure = cancel
  }

  /// Constructs a cancellable object that cancels `canceller` when cancelled.
  @inlinable
  public init<C: Cancellable>(_ canceller: C) {
    closure = canceller.cancel
  }

  /// Constructs a cancellable object that cancels the object `canceller` when cancelled.
  @inlinable
  public init<C: Cancellable & AnyObject>(_ canceller: C) {
    object = canceller
  }

  deinit {
    // No other reference exists any more, so nobody races with these reads.
    guard !cancelled.load(ordering: .acquiring) else { return }
    object?.cancel()
    closure?()
  }

  /// Cancels the activity, once; later calls do nothing.
  public func cancel() {
    guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let object = self.object.take()
    let closure = self.closure.take()
    object?.cancel()
    closure?()
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AnyCancellable {
  /// Stores this type-erasing cancellable instance in the specified collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Stores this type-erasing cancellable instance in the specified set.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }
}

extension Cancellable {
  /// Stores this cancellable instance in the specified collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Stores this cancellable instance in the specified set.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}
