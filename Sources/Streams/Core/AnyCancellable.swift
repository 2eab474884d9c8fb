import Synchronization

/// A type-erasing cancellable object that executes a provided closure when cancelled.
///
/// An `AnyCancellable` instance automatically calls ``cancel()`` when deinitialized. Cancelling
/// releases the closure, so whatever it captured (the subscription, the subscriber and its
/// closures) is released too.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  /// What cancelling cancels: a class cancellable as it is (the common
  /// `AnyCancellable(subscriber)` allocates no closure), anything else as a closure. One enum
  /// rather than two optionals, so that each live cancellable is 16 bytes smaller.
  @usableFromInline
  enum Canceller {
    case object(any Cancellable & AnyObject)
    case closure(() -> Void)

    @inlinable
    func cancel() {
      switch self {
      case .object(let object): object.cancel()
      case .closure(let closure): closure()
      }
    }
  }

  /// Set by the first `cancel()`; whoever sets it alone reads and clears `canceller`.
  @usableFromInline let cancelled = Atomic(false)
  @exclusivity(unchecked) @usableFromInline var canceller: Canceller?

  /// Initializes the cancellable object with the given cancel-time closure.
  @inlinable
  public init(_ cancel: @escaping () -> Void) {
    canceller = .closure(cancel)
  }

  /// Constructs a cancellable object that cancels `canceller` when cancelled.
  @inlinable
  public init<C: Cancellable>(_ canceller: C) {
    self.canceller = .closure(canceller.cancel)
  }

  /// Constructs a cancellable object that cancels the object `canceller` when cancelled.
  @inlinable
  public init<C: Cancellable & AnyObject>(_ canceller: C) {
    self.canceller = .object(canceller)
  }

  deinit {
    // No other reference exists any more, so nobody races with these reads.
    guard !cancelled.load(ordering: .acquiring) else { return }
    canceller?.cancel()
  }

  /// Cancels the activity, once; later calls do nothing.
  public func cancel() {
    guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    canceller.take()?.cancel()
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
