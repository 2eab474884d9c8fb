/// What every subject does: keep its conduits, its completion and its upstreams.
///
/// `PassthroughSubject` and `CurrentValueSubject` each hold one; the only difference is that
/// the current-value subject's core keeps a value that new subscribers are owed.
///
/// The conduits are kept as `AnyObject` so that the unspecialized paths (cancel, complete)
/// never instantiate generic metadata; `send`, which is inlined into the caller, casts them
/// back for free.
@usableFromInline
final class SubjectCore<Output, Failure: Error>: ConduitOwner, @unchecked Sendable {
  @usableFromInline let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var conduits = ContiguousArray<AnyObject>()
  @exclusivity(unchecked) @usableFromInline var current: Output?
  @exclusivity(unchecked) @usableFromInline var completion: Subscribers.Completion<Failure>?
  @exclusivity(unchecked) private var upstreams: [any Subscription] = []
  @usableFromInline let name: String

  init(current: Output?, name: String) {
    self.current = current
    self.name = name
  }

  deinit {
    for upstream in upstreams { upstream.cancel() }
  }

  @inlinable
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = Conduit(parent: self, downstream: subscriber, tracksCurrentValue: current != nil)
    conduits.append(conduit)
    lock.unlock()
    subscriber.receive(subscription: conduit)
  }

  @inlinable
  func send(_ input: Output, storing: Bool) {
    lock.lock()
    if storing { current = input }
    let conduits = self.conduits
    lock.unlock()
    // The copied array keeps every conduit alive, so the loop need not retain each one.
    conduits.withUnsafeBufferPointer { conduits in
      for conduit in conduits {
        Unmanaged.passUnretained(unsafeDowncast(conduit, to: ConduitBase<Output, Failure>.self))
          ._withUnsafeGuaranteedRef { $0.offer(input) }
      }
    }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard self.completion == nil else {
      lock.unlock()
      return
    }
    self.completion = completion
    let conduits = self.conduits
    self.conduits.removeAll()
    let upstreams = self.upstreams
    self.upstreams.removeAll()
    lock.unlock()
    withExtendedLifetime(upstreams) {
      for conduit in conduits {
        unsafeDowncast(conduit, to: ConduitBase<Output, Failure>.self).finish(completion)
      }
    }
  }

  func send(subscription: any Subscription) {
    lock.lock()
    guard completion == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstreams.append(subscription)
    lock.unlock()
    subscription.request(.unlimited)
  }

  var value: Output? {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  @usableFromInline
  func remove(_ conduit: AnyObject) {
    lock.lock()
    var removed: AnyObject?
    for index in conduits.indices where conduits[index] === conduit {
      removed = conduits.remove(at: index)
      break
    }
    lock.unlock()
    // The conduit is released here, outside the lock: its deinit may release user objects.
    withExtendedLifetime(removed) {}
  }

  @usableFromInline
  func currentValue() -> Output? {
    lock.lock()
    defer { lock.unlock() }
    return completion == nil ? current : nil
  }
}
