import Primitives

/// Delivers the values of many inner publishers to one downstream, one at a time.
///
/// The downstream's demand is passed to every merged publisher; a value that arrives while another
/// is being delivered, or without demand, waits in a queue that the delivering thread
/// drains, so the downstream is never called concurrently. The stream finishes when the
/// source of publishers has finished and every inner publisher has; the first failure ends
/// it at once.
@usableFromInline
final class MergeInner<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  @usableFromInline typealias Output = Downstream.Input
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let description: String

  @usableFromInline let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var children: [Int: any Subscription] = [:]
  /// Whether each child (by id) is in `children`: what a value checks, without hashing.
  @exclusivity(unchecked) @usableFromInline var subscribed: [Bool] = []
  @exclusivity(unchecked) @usableFromInline var pendingChildren = Set<Int>()
  @exclusivity(unchecked) @usableFromInline var nextID = 0
  @exclusivity(unchecked) @usableFromInline var sourceFinished = false
  @exclusivity(unchecked) @usableFromInline var demand = Subscribers.Demand.none
  @exclusivity(unchecked) @usableFromInline var queue: [Output] = []
  @exclusivity(unchecked) @usableFromInline var queueHead = 0
  @exclusivity(unchecked) @usableFromInline var delivering = false
  @exclusivity(unchecked) @usableFromInline var terminated = false
  @exclusivity(unchecked) @usableFromInline var finishWhenDrained = false

  @usableFromInline
  init(_ downstream: Downstream, name: String) {
    self.downstream = downstream
    self.description = name
  }

  @usableFromInline
  func start() { downstream.receive(subscription: self) }

  /// Subscribes to one more inner publisher.
  ///
  /// Inlined into the caller, so that building the child subscriber and the inner
  /// publisher's subscription happens with concrete types.
  @inlinable
  func add<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    guard let id = reserveChild() else { return }
    publisher.receive(subscriber: MergeChild(parent: self, id: id))
  }

  /// Makes room for a new inner publisher and returns its id, or `nil` once ended.
  @usableFromInline
  func reserveChild() -> Int? {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return nil
    }
    let id = nextID
    nextID += 1
    pendingChildren.insert(id)
    subscribed.append(false)
    lock.unlock()
    return id
  }

  /// The source finished: the stream ends once every inner publisher has.
  @usableFromInline
  func sourceFinished(_ completion: Subscribers.Completion<Failure>) {
    if case .failure = completion {
      fail(completion)
      return
    }
    lock.lock()
    sourceFinished = true
    finishIfDoneLocked()
  }

  @usableFromInline
  func childSubscribed(_ subscription: any Subscription, id: Int) {
    lock.lock()
    guard !terminated, pendingChildren.remove(id) != nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    children[id] = subscription
    subscribed[id] = true
    let demand = self.demand
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  @inlinable
  func childReceived(_ value: Output, id: Int) -> Subscribers.Demand {
    lock.lock()
    guard !terminated, subscribed.indices.contains(id), subscribed[id] else {
      lock.unlock()
      return .none
    }
    guard !delivering, demand > 0, queueHead == queue.count else {
      queue.append(value)
      lock.unlock()
      return .none
    }
    delivering = true
    demand -= 1
    lock.unlock()
    let more = downstream.receive(value)
    lock.lock()
    demand += more
    drainLocked()
    return .none
  }

  @usableFromInline
  func childCompleted(_ completion: Subscribers.Completion<Failure>, id: Int) {
    if case .failure = completion {
      fail(completion)
      return
    }
    lock.lock()
    guard children.removeValue(forKey: id) != nil || pendingChildren.remove(id) != nil else {
      lock.unlock()
      return
    }
    subscribed[id] = false
    finishIfDoneLocked()
  }

  /// Finishes if nothing is left to come; called with the lock held, releases it.
  @usableFromInline
  func finishIfDoneLocked() {
    guard !terminated, sourceFinished, children.isEmpty, pendingChildren.isEmpty else {
      lock.unlock()
      return
    }
    if delivering || queueHead < queue.count {
      finishWhenDrained = true
      if !delivering {
        delivering = true
        drainLocked()
      } else {
        lock.unlock()
      }
      return
    }
    terminated = true
    lock.unlock()
    downstream.receive(completion: .finished)
  }

  /// Delivers queued values while there is demand; called with the lock held and
  /// `delivering` set, releases both.
  @inlinable
  func drainLocked() {
    while demand > 0, queueHead < queue.count, !terminated {
      let value = queue[queueHead]
      queueHead += 1
      if queueHead == queue.count {
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
      }
      demand -= 1
      lock.unlock()
      let more = downstream.receive(value)
      lock.lock()
      demand += more
    }
    delivering = false
    if finishWhenDrained, queueHead == queue.count, !terminated {
      terminated = true
      lock.unlock()
      downstream.receive(completion: .finished)
      return
    }
    lock.unlock()
  }

  @usableFromInline
  func fail(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    let others = Array(children.values)
    children.removeAll()
    queue.removeAll()
    lock.unlock()
    for other in others { other.cancel() }
    downstream.receive(completion: completion)
  }

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    self.demand += demand
    let children = Array(self.children.values)
    if !delivering, queueHead < queue.count {
      delivering = true
      drainLocked()
    } else {
      lock.unlock()
    }
    for child in children { child.request(demand) }
  }

  @usableFromInline
  func cancel() {
    lock.lock()
    terminated = true
    let all = Array(children.values)
    children.removeAll()
    queue.removeAll()
    lock.unlock()
    for subscription in all { subscription.cancel() }
  }
}

@usableFromInline
struct MergeChild<Downstream: Subscriber>: Subscriber {
  @usableFromInline typealias Input = Downstream.Input
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let parent: MergeInner<Downstream>
  @usableFromInline let id: Int

  @inlinable
  init(parent: MergeInner<Downstream>, id: Int) {
    self.parent = parent
    self.id = id
  }

  @inlinable
  var combineIdentifier: CombineIdentifier { CombineIdentifier(parent) }

  @inlinable
  func receive(subscription: any Subscription) { parent.childSubscribed(subscription, id: id) }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand { parent.childReceived(input, id: id) }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    parent.childCompleted(completion, id: id)
  }
}
