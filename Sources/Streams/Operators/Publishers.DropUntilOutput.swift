import Synchronization

extension Publisher {
  /// Ignores elements from the upstream publisher until it receives an element from a second
  /// publisher.
  public func drop<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.DropUntilOutput<Self, P>
  where Failure == P.Failure {
    Publishers.DropUntilOutput(upstream: self, other: publisher)
  }

  /// Republishes elements until another publisher emits an element.
  public func prefix<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.PrefixUntilOutput<Self, P>
  {
    Publishers.PrefixUntilOutput(upstream: self, other: publisher)
  }
}

extension Publishers {
  /// A publisher that ignores elements from the upstream publisher until it receives an
  /// element from a second publisher.
  public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
  where Upstream.Failure == Other.Failure {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let other: Other

    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let open = Atomic(false)
      let gate = Gate()
      let inner = OperatorInner<S, Output, Failure>(
        subscriber, name: "DropUntilOutput", policy: .forward,
        step: { open.load(ordering: .acquiring) ? .emit($0) : .skip },
        complete: { completion in
          gate.cancel()
          return completion.passThrough()
        })
      other.receive(
        subscriber: TriggerSubscriber<Other.Output, Failure>(
          gate: gate,
          fired: { open.store(true, ordering: .releasing) },
          failed: { inner.end(with: .failure($0)) }))
      upstream.receive(subscriber: inner)
    }
  }

  /// A publisher that republishes elements until another publisher emits an element.
  public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let other: Other

    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let gate = Gate()
      let inner = OperatorInner<S, Output, Failure>(
        subscriber, name: "PrefixUntilOutput", policy: .forward, step: { .emit($0) },
        complete: { completion in
          gate.cancel()
          return completion.passThrough()
        })
      other.receive(
        subscriber: TriggerSubscriber<Other.Output, Other.Failure>(
          gate: gate, fired: { inner.end(with: .finished) }, failed: { _ in }))
      upstream.receive(subscriber: inner)
    }
  }
}

/// Holds the trigger publisher's subscription, so the main stream can cancel it.
private final class Gate: @unchecked Sendable {
  private let lock = Lock()
  @exclusivity(unchecked) private var subscription: (any Subscription)?
  @exclusivity(unchecked) private var cancelled = false

  func set(_ subscription: any Subscription) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !cancelled else { return false }
    self.subscription = subscription
    return true
  }

  func cancel() {
    lock.lock()
    cancelled = true
    let subscription = self.subscription
    self.subscription = nil
    lock.unlock()
    subscription?.cancel()
  }
}

/// Waits for the first value of a trigger publisher.
private struct TriggerSubscriber<Input, Failure: Error>: Subscriber {
  let gate: Gate
  let fired: () -> Void
  let failed: (Failure) -> Void
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: any Subscription) {
    if gate.set(subscription) {
      subscription.request(.max(1))
    } else {
      subscription.cancel()
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    gate.cancel()
    fired()
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    if case .failure(let error) = completion { failed(error) }
  }
}
