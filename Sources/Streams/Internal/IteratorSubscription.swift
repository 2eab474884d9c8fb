import Primitives

/// Emits a sequence's elements as demand allows, then a completion: the subscription of
/// `Publishers.Sequence` and `Record`.
///
/// It looks one element ahead, so the completion follows the last element without waiting
/// for more demand, as Combine's sequence publishers do (an empty sequence never gets here:
/// its publisher sends `Subscriptions.empty` and completes). A request made from inside the
/// downstream's `receive` only adds demand; the loop already running delivers it, so
/// reentrancy never recurses. The iterator is touched only by the thread running the loop,
/// outside the lock, since `next()` may be user code. A request for no values is tolerated.
@usableFromInline
final class IteratorSubscription<Downstream: Subscriber, Elements: Sequence>: Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Elements.Element == Downstream.Input {
  /// Which publisher this serves, for its completion and how it describes itself.
  @usableFromInline
  enum Kind {
    /// `Publishers.Sequence`: finishes; "Sequence" once over.
    case sequence
    /// `Record`: ends with the recorded completion; "Cancelled Events" once over.
    case record(Subscribers.Completion<Downstream.Failure>)
  }

  @usableFromInline let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var downstream: Downstream?
  @exclusivity(unchecked) @usableFromInline var demand = Subscribers.Demand.none
  @exclusivity(unchecked) @usableFromInline var emitting = false
  // Touched only by the thread that set `emitting`.
  @exclusivity(unchecked) @usableFromInline var iterator: Elements.Iterator
  @exclusivity(unchecked) @usableFromInline var next: Elements.Element?
  @usableFromInline let sequence: Elements
  @usableFromInline let kind: Kind

  /// Subscribes `downstream`; completes at once when `sequence` is empty.
  @inlinable
  static func start(_ downstream: Downstream, sequence: Elements, kind: Kind) {
    var iterator = sequence.makeIterator()
    guard let first = iterator.next() else {
      downstream.receive(subscription: Subscriptions.empty)
      switch kind {
      case .sequence: downstream.receive(completion: .finished)
      case .record(let completion): downstream.receive(completion: completion)
      }
      return
    }
    let subscription = IteratorSubscription(
      downstream, sequence: sequence, iterator: iterator, first: first, kind: kind)
    downstream.receive(subscription: subscription)
  }

  @inlinable
  init(
    _ downstream: Downstream, sequence: Elements, iterator: Elements.Iterator,
    first: Elements.Element, kind: Kind
  ) {
    self.downstream = downstream
    self.sequence = sequence
    self.iterator = iterator
    self.next = first
    self.kind = kind
  }

  private var isOver: Bool { lock.withLock { downstream == nil } }

  @usableFromInline var description: String {
    guard isOver else { return String(describing: sequence) }
    switch kind {
    case .sequence: return "Sequence"
    case .record: return "Cancelled Events"
    }
  }

  @usableFromInline var customMirror: Mirror {
    let shown: Any = isOver ? [Elements.Element]() : sequence
    switch kind {
    case .sequence:
      return Mirror(self, children: ["sequence": shown])
    case .record(let completion):
      return Mirror(self, children: ["sequence": shown, "completion": completion])
    }
  }

  @usableFromInline var playgroundDescription: Any { description }

  @inlinable
  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard downstream != nil else {
      lock.unlock()
      return
    }
    self.demand += demand
    guard !emitting else {
      lock.unlock()
      return
    }
    emitting = true
    while let downstream, self.demand > 0, let value = next {
      self.demand -= 1
      lock.unlock()
      let more = downstream.receive(value)
      lock.lock()
      self.demand += more
      guard self.downstream != nil else { break }
      lock.unlock()
      next = iterator.next()
      lock.lock()
      if next == nil, self.downstream != nil {
        self.downstream = nil
        lock.unlock()
        switch kind {
        case .sequence: downstream.receive(completion: .finished)
        case .record(let completion): downstream.receive(completion: completion)
        }
        return
      }
    }
    emitting = false
    lock.unlock()
  }

  @inlinable
  func cancel() {
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    lock.unlock()
    withExtendedLifetime(downstream) {}
  }
}
