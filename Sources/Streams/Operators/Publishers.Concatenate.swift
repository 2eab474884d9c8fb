import Primitives

extension Publisher {
  /// Appends this publisher's output with the elements emitted by the given publisher.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where Output == P.Output, Failure == P.Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }

  /// Appends this publisher's output with the specified elements.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<[Output], Failure>
    >
  {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Appends this publisher's output with the specified sequence.
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<S, Failure>
    > where Output == S.Element
  {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Prefixes this publisher's output with the elements emitted by the given publisher.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where Output == P.Output, Failure == P.Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Prefixes this publisher's output with the specified values.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<
      Publishers.Sequence<[Output], Failure>, Self
    >
  {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Prefixes this publisher's output with the specified sequence.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Publishers.Sequence<S, Failure>, Self
    > where Output == S.Element
  {
    prepend(Publishers.Sequence(sequence: elements))
  }
}

extension Publishers {
  /// A publisher that emits all of one publisher's elements before those from another
  /// publisher.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
    public typealias Output = Suffix.Output
    public typealias Failure = Suffix.Failure

    /// The publisher to republish, in its entirety, before republishing elements from
    /// `suffix`.
    public let prefix: Prefix
    /// The publisher to republish only after `prefix` finishes.
    public let suffix: Suffix

    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = ConcatenateInner<Suffix, S>(downstream: subscriber, suffix: suffix)
      prefix.subscribe(ConcatenateInner.PrefixSubscriber<Prefix>(inner: inner))
    }
  }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

/// `Concatenate`'s subscription: it relays the prefix, then (once the prefix finishes) the
/// suffix, asking it for the demand the downstream still has. A zero request is passed on
/// as it is; the suffix publisher is let go once cancelled.
private final class ConcatenateInner<Suffix: Publisher, Downstream: Subscriber>: Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Downstream.Input == Suffix.Output, Downstream.Failure == Suffix.Failure {
  private enum Phase {
    case prefix, pendingSuffix, suffix, done
  }

  private let downstream: Downstream
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var suffix: Suffix?
  @exclusivity(unchecked) private var phase = Phase.prefix
  @exclusivity(unchecked) private var prefixStatus = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var suffixStatus = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none

  init(downstream: Downstream, suffix: Suffix) {
    self.downstream = downstream
    self.suffix = suffix
  }

  var description: String { "Concatenate" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    let subscription: (any Subscription)?
    switch phase {
    case .prefix: subscription = prefixStatus.subscription
    case .suffix: subscription = suffixStatus.subscription
    case .pendingSuffix, .done: subscription = nil
    }
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = phase == .prefix ? prefixStatus.subscription : suffixStatus.subscription
    prefixStatus = .terminal
    suffixStatus = .terminal
    phase = .done
    let suffix = self.suffix
    self.suffix = nil
    lock.unlock()
    withExtendedLifetime(suffix) { subscription?.cancel() }
  }

  fileprivate func prefixReceive(subscription: any Subscription) {
    lock.lock()
    guard phase == .prefix, prefixStatus.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    prefixStatus = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  fileprivate func prefixReceive(_ input: Downstream.Input) -> Subscribers.Demand {
    lock.lock()
    guard phase == .prefix, case .subscribed = prefixStatus, demand > 0 else {
      lock.unlock()
      return .none
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(input)
    lock.withLock { demand += more }
    return more
  }

  fileprivate func prefixReceive(completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard phase == .prefix, case .subscribed = prefixStatus else {
      lock.unlock()
      return
    }
    prefixStatus = .terminal
    switch completion {
    case .finished:
      phase = .pendingSuffix
      let suffix = self.suffix
      lock.unlock()
      suffix?.subscribe(SuffixSubscriber(inner: self))
    case .failure:
      phase = .done
      lock.unlock()
      downstream.receive(completion: completion)
    }
  }

  fileprivate func suffixReceive(subscription: any Subscription) {
    lock.lock()
    guard phase == .pendingSuffix, suffixStatus.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    suffixStatus = .subscribed(subscription)
    phase = .suffix
    let demand = self.demand
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  fileprivate func suffixReceive(_ input: Downstream.Input) -> Subscribers.Demand {
    lock.lock()
    guard phase == .suffix, demand > 0 else {
      lock.unlock()
      return .none
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(input)
    lock.withLock { demand += more }
    return more
  }

  fileprivate func suffixReceive(completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard phase == .suffix else {
      lock.unlock()
      return
    }
    phase = .done
    suffixStatus = .terminal
    lock.unlock()
    downstream.receive(completion: completion)
  }

  /// What the prefix publisher subscribes: it shares the inner's identity and description.
  struct PrefixSubscriber<Prefix: Publisher>: Subscriber, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible
  where Prefix.Output == Downstream.Input, Prefix.Failure == Downstream.Failure {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let inner: ConcatenateInner
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    var description: String { inner.description }
    var customMirror: Mirror { inner.customMirror }
    var playgroundDescription: Any { inner.playgroundDescription }

    func receive(subscription: any Subscription) {
      inner.prefixReceive(subscription: subscription)
    }
    func receive(_ input: Input) -> Subscribers.Demand { inner.prefixReceive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.prefixReceive(completion: completion)
    }
  }

  /// What the suffix publisher subscribes.
  struct SuffixSubscriber: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let inner: ConcatenateInner
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    var description: String { inner.description }
    var customMirror: Mirror { inner.customMirror }
    var playgroundDescription: Any { inner.playgroundDescription }

    func receive(subscription: any Subscription) {
      inner.suffixReceive(subscription: subscription)
    }
    func receive(_ input: Input) -> Subscribers.Demand { inner.suffixReceive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.suffixReceive(completion: completion)
    }
  }
}
