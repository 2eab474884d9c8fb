import Primitives

/// The subscription of `Encode` and `Decode`: converts each value, and fails the stream (and
/// cancels the upstream) on the first error. As in Combine, values and a completion that
/// arrive before the subscription are passed on; nothing is passed once the stream is over.
final class CodingInner<Downstream: Subscriber, Input, UpstreamFailure: Error>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Failure == any Error {
  typealias Failure = UpstreamFailure

  private let downstream: Downstream
  private let name: StaticString
  private let transform: (Input) throws -> Downstream.Input
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream: (any Subscription)?
  @exclusivity(unchecked) private var finished = false

  init(
    downstream: Downstream, name: StaticString,
    transform: @escaping (Input) throws -> Downstream.Input
  ) {
    self.downstream = downstream
    self.name = name
    self.transform = transform
  }

  var description: String { name.description }
  var customMirror: Mirror {
    lock.lock()
    defer { lock.unlock() }
    return Mirror(
      self,
      children: [
        "downstream": downstream, "finished": finished, "upstreamSubscription": upstream as Any,
      ])
  }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, !finished else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !finished else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    do {
      return downstream.receive(try transform(input))
    } catch {
      lock.lock()
      guard !finished else {
        lock.unlock()
        return .none
      }
      finished = true
      let upstream = self.upstream
      self.upstream = nil
      lock.unlock()
      upstream?.cancel()
      downstream.receive(completion: .failure(error))
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard !finished else {
      lock.unlock()
      return
    }
    finished = true
    upstream = nil
    lock.unlock()
    downstream.receive(completion: completion.eraseError)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    // Before the subscription arrives a cancel does nothing, as in Combine.
    guard !finished, upstream != nil else {
      lock.unlock()
      return
    }
    finished = true
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
  }
}
