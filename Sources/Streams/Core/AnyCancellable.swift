/// A type-erasing cancellable object that executes a provided closure when cancelled.
///
/// An `AnyCancellable` instance automatically calls ``cancel()`` when deinitialized. Cancelling
/// releases the closure, so whatever it captured (the subscription, the subscriber and its
/// closures) is released too.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  /// What cancelling does: a closure, or another cancellable (kept as is, which saves
  /// allocating a closure for the common `AnyCancellable(subscriber)`).
  @usableFromInline
  enum Action {
    case closure(() -> Void)
    case cancellable(any Cancellable)
    case done

    @inlinable
    func run() {
      switch self {
      case .closure(let cancel): cancel()
      case .cancellable(let cancellable): cancellable.cancel()
      case .done: break
      }
    }
  }

  @usableFromInline let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var action: Action

  /// Initializes the cancellable object with the given cancel-time closure.
  @inlinable
  public init(_ cancel: @escaping () -> Void) {
    action = .closure(cancel)
  }

  /// Constructs a cancellable object that cancels `canceller` when cancelled.
  @inlinable
  public init<C: Cancellable>(_ canceller: C) {
    action = .cancellable(canceller)
  }

  deinit {
    // No other reference exists any more, so nobody races with this read.
    action.run()
  }

  /// Cancels the activity, once; later calls do nothing.
  public func cancel() {
    lock.lock()
    let cancel = action
    action = .done
    lock.unlock()
    cancel.run()
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
