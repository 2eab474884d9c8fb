import Primitives

/// The subscription of every zip. Each upstream's values wait in its own queue (type-erased:
/// `combine` knows the types) until all queues have one.
///
/// Demand is counted as Combine counts it: a tuple goes out when the count is not negative,
/// so one tuple beyond the downstream's demand is sent and the next waits; demand the
/// downstream adds while a tuple is being sent goes back to the upstream that completed the
/// tuple as the result of its `receive(_:)`, and to the others as requests.
final class ZipInner<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
  private enum ChildState {
    case awaitingSubscription, active, finished
  }

  private struct Child {
    var state = ChildState.awaitingSubscription
    var subscription: (any Subscription)?
    var queue: [Any] = []
    var head = 0
    var hasValue: Bool { head < queue.count }
  }

  private let downstream: Downstream
  private let combine: ([Any]) -> Downstream.Input
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var children: [Child]
  @exclusivity(unchecked) private var unlimited = false
  /// Downstream demand not yet met; may be -1 (a tuple went out beyond it).
  @exclusivity(unchecked) private var demand = 0
  @exclusivity(unchecked) private var sending = false
  @exclusivity(unchecked) private var sendingFor: Int?
  @exclusivity(unchecked) private var demandWhileSending = Subscribers.Demand.none
  @exclusivity(unchecked) private var done = false

  init(downstream: Downstream, arity: Int, combine: @escaping ([Any]) -> Downstream.Input) {
    self.downstream = downstream
    self.combine = combine
    self.children = Array(repeating: Child(), count: arity)
  }

  var description: String { "Zip" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  /// Gives the downstream its subscription, before the upstreams are subscribed.
  func start() { downstream.receive(subscription: self) }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    add(demand)
    if sending { demandWhileSending += demand }
    let except = sending ? sendingFor : nil
    let subscriptions = children.indices.compactMap { index -> (any Subscription)? in
      index == except ? nil : children[index].subscription
    }
    lock.unlock()
    for subscription in subscriptions { subscription.request(demand) }
    _ = sendWhilePossible(completingChild: nil)
  }

  func cancel() {
    lock.lock()
    done = true
    let subscriptions = children.compactMap(\.subscription)
    lock.unlock()
    for subscription in subscriptions { subscription.cancel() }
  }

  private func add(_ more: Subscribers.Demand) {
    if let count = more.max, !unlimited {
      demand = demand.addingReportingOverflow(count).overflow ? Int.max : demand + count
    } else {
      unlimited = true
    }
  }

  // MARK: Upstreams

  fileprivate func child(_ index: Int, received subscription: any Subscription) {
    lock.lock()
    guard children[index].subscription == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    children[index].subscription = subscription
    if children[index].state == .awaitingSubscription { children[index].state = .active }
    let pending: Subscribers.Demand =
      unlimited ? .unlimited : (demand > 0 ? .max(demand) : .none)
    let cancelled = done
    lock.unlock()
    if cancelled {
      subscription.cancel()
    } else if pending > 0 {
      subscription.request(pending)
    }
  }

  fileprivate func child(_ index: Int, received value: Any) -> Subscribers.Demand {
    lock.lock()
    guard !done else {
      lock.unlock()
      return .none
    }
    children[index].queue.append(value)
    lock.unlock()
    return sendWhilePossible(completingChild: index)
  }

  fileprivate func child(
    _ index: Int, received completion: Subscribers.Completion<Downstream.Failure>
  ) {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    switch completion {
    case .failure:
      done = true
      children[index].state = .finished
      let subscriptions = children.compactMap(\.subscription)
      lock.unlock()
      downstream.receive(completion: completion)
      for subscription in subscriptions { subscription.cancel() }
    case .finished:
      children[index].state = .finished
      guard !sending else {
        lock.unlock()
        return
      }
      lock.unlock()
      finishIfNoMoreTuples()
    }
  }

  /// Sends tuples while every queue has a value and demand allows; returns the demand the
  /// downstream added while the tuple completed by `completingChild` was being sent.
  private func sendWhilePossible(completingChild: Int?) -> Subscribers.Demand {
    var returned = Subscribers.Demand.none
    lock.lock()
    while !done, !sending, children.allSatisfy(\.hasValue), unlimited || demand >= 0 {
      var values: [Any] = []
      values.reserveCapacity(children.count)
      for index in children.indices {
        values.append(children[index].queue[children[index].head])
        children[index].head += 1
        if children[index].head == children[index].queue.count {
          children[index].queue.removeAll(keepingCapacity: true)
          children[index].head = 0
        }
      }
      if !unlimited { demand -= 1 }
      sending = true
      sendingFor = completingChild
      demandWhileSending = .none
      lock.unlock()
      let more = downstream.receive(combine(values))
      lock.lock()
      sending = false
      sendingFor = nil
      add(more)
      let added = demandWhileSending + more
      demandWhileSending = .none
      if let completingChild {
        returned += added
        let others = children.indices.compactMap { index -> (any Subscription)? in
          index == completingChild ? nil : children[index].subscription
        }
        if more > 0 {
          lock.unlock()
          for subscription in others { subscription.request(more) }
          lock.lock()
        }
      } else if more > 0 {
        let all = children.compactMap(\.subscription)
        lock.unlock()
        for subscription in all { subscription.request(more) }
        lock.lock()
      }
    }
    lock.unlock()
    finishIfNoMoreTuples()
    return returned
  }

  /// Finishes once an upstream has finished with nothing queued, cancelling those still
  /// active.
  private func finishIfNoMoreTuples() {
    lock.lock()
    guard !done, !sending, children.contains(where: { $0.state == .finished && !$0.hasValue })
    else {
      lock.unlock()
      return
    }
    done = true
    let active = children.filter { $0.state == .active }.compactMap(\.subscription)
    lock.unlock()
    downstream.receive(completion: .finished)
    for subscription in active { subscription.cancel() }
  }
}

/// One upstream of a zip.
struct ZipChild<Input, Downstream: Subscriber>: Subscriber {
  typealias Failure = Downstream.Failure

  let inner: ZipInner<Downstream>
  let index: Int
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: any Subscription) {
    inner.child(index, received: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand { inner.child(index, received: input) }

  func receive(completion: Subscribers.Completion<Failure>) {
    inner.child(index, received: completion)
  }
}
