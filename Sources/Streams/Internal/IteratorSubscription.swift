/// Emits an iterator's elements as demand allows, then a completion.
///
/// It looks one element ahead, so the completion follows the last element without waiting
/// for more demand, as Combine's sequence publishers do. A request made from inside the
/// downstream's `receive` only adds demand; the loop already running delivers it, so
/// reentrancy never recurses.
final class IteratorSubscription<Downstream: Subscriber, Elements: IteratorProtocol>:
  Subscription, CustomStringConvertible, @unchecked Sendable
where Elements.Element == Downstream.Input {
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var downstream: Downstream?
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var emitting = false
  // Touched only by the thread that set `emitting`.
  @exclusivity(unchecked) private var elements: Elements
  @exclusivity(unchecked) private var next: Elements.Element?
  private let completion: Subscribers.Completion<Downstream.Failure>
  let description: String

  /// Subscribes `downstream`; completes at once when `elements` is empty.
  static func start(
    _ downstream: Downstream, elements: Elements,
    completion: Subscribers.Completion<Downstream.Failure> = .finished, name: String
  ) {
    var elements = elements
    guard let first = elements.next() else {
      downstream.receive(subscription: Subscriptions.empty)
      downstream.receive(completion: completion)
      return
    }
    let subscription = IteratorSubscription(
      downstream, elements: elements, first: first, completion: completion, name: name)
    downstream.receive(subscription: subscription)
  }

  private init(
    _ downstream: Downstream, elements: Elements, first: Elements.Element,
    completion: Subscribers.Completion<Downstream.Failure>, name: String
  ) {
    self.downstream = downstream
    self.elements = elements
    self.next = first
    self.completion = completion
    self.description = name
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
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
      next = elements.next()
      let more = downstream.receive(value)
      lock.lock()
      self.demand += more
      if next == nil, self.downstream != nil {
        self.downstream = nil
        lock.unlock()
        downstream.receive(completion: completion)
        return
      }
    }
    emitting = false
    lock.unlock()
  }

  func cancel() {
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    lock.unlock()
    withExtendedLifetime(downstream) {}
  }
}
