/// Subscribes to one publisher after another on behalf of a single downstream, carrying the
/// downstream's outstanding demand from each to the next.
///
/// `catch`, `tryCatch`, `retry`, `append` and `prepend` are all "when this one completes,
/// maybe continue with that one": each attaches a publisher with a closure that decides, on
/// its completion, whether to finish the downstream or to attach the next publisher.
final class SequentialInner<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  /// What to do when the current publisher completes.
  enum Next {
    /// Complete the downstream.
    case complete(Subscribers.Completion<Downstream.Failure>)
    /// Continue: the closure attaches the next publisher.
    case proceed(() -> Void)
  }

  private let downstream: Downstream
  let description: String
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var current: (any Subscription)?
  @exclusivity(unchecked) private var generation = 0
  @exclusivity(unchecked) private var terminated = false
  @exclusivity(unchecked) private var startedDownstream = false

  init(_ downstream: Downstream, name: String) {
    self.downstream = downstream
    self.description = name
  }

  /// Subscribes to `publisher`; on its completion, `next` decides what follows.
  func attach<P: Publisher>(
    _ publisher: P, next: @escaping (Subscribers.Completion<P.Failure>) -> Next
  ) where P.Output == Downstream.Input {
    lock.lock()
    generation += 1
    let generation = self.generation
    current = nil
    let first = !startedDownstream
    startedDownstream = true
    lock.unlock()
    if first { downstream.receive(subscription: self) }
    publisher.receive(subscriber: SequentialChild(parent: self, generation: generation, next: next))
  }

  fileprivate func childSubscribed(_ subscription: any Subscription, generation: Int) {
    lock.lock()
    guard !terminated, generation == self.generation, current == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    current = subscription
    let demand = self.demand
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  fileprivate func childReceived(_ value: Downstream.Input, generation: Int) -> Subscribers.Demand {
    lock.lock()
    guard !terminated, generation == self.generation, demand > 0 else {
      lock.unlock()
      return .none
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(value)
    guard more > 0 else { return .none }
    lock.lock()
    demand += more
    lock.unlock()
    return more
  }

  fileprivate func childCompleted(_ next: Next, generation: Int) {
    lock.lock()
    guard !terminated, generation == self.generation else {
      lock.unlock()
      return
    }
    current = nil
    if case .complete = next { terminated = true }
    lock.unlock()
    switch next {
    case .complete(let completion): downstream.receive(completion: completion)
    case .proceed(let attachNext): attachNext()
    }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    self.demand += demand
    let current = self.current
    lock.unlock()
    current?.request(demand)
  }

  func cancel() {
    lock.lock()
    terminated = true
    let current = self.current
    self.current = nil
    lock.unlock()
    current?.cancel()
  }
}

private struct SequentialChild<Downstream: Subscriber, Failure: Error>: Subscriber {
  typealias Input = Downstream.Input

  let parent: SequentialInner<Downstream>
  let generation: Int
  let next: (Subscribers.Completion<Failure>) -> SequentialInner<Downstream>.Next
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: any Subscription) {
    parent.childSubscribed(subscription, generation: generation)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    parent.childReceived(input, generation: generation)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.childCompleted(next(completion), generation: generation)
  }
}
