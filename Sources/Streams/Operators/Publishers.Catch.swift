import Primitives

extension Publisher {
  /// Handles errors from an upstream publisher by replacing it with another publisher.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<
      Self, P
    > where Output == P.Output
  {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// Handles errors from an upstream publisher by either replacing it with another
  /// publisher or throwing a new error.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P)
    -> Publishers.TryCatch<Self, P>
  where Output == P.Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}

extension Publishers {
  /// A publisher that handles errors from an upstream publisher by replacing the failed
  /// publisher with another publisher.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that accepts the upstream failure as input and returns a publisher to
    /// replace the upstream publisher.
    public let handler: (Upstream.Failure) -> NewPublisher

    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let handler = self.handler
      let inner = CatchInner<Upstream, NewPublisher, S>(
        downstream: subscriber, name: "Catch", handler: { .success(handler($0)) },
        mapFailure: { $0 })
      upstream.subscribe(CatchInner.PreSubscriber(inner: inner))
    }
  }

  /// A publisher that handles errors from an upstream publisher by replacing the failed
  /// publisher with another publisher or producing a new error.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// An error-throwing closure that accepts the upstream failure as input and returns a
    /// publisher to replace the upstream publisher.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    public init(
      upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher
    ) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let handler = self.handler
      let inner = CatchInner<Upstream, NewPublisher, S>(
        downstream: subscriber, name: "TryCatch",
        handler: { error in
          do {
            return .success(try handler(error))
          } catch {
            return .failure(error)
          }
        },
        mapFailure: { $0 })
      upstream.subscribe(CatchInner.PreSubscriber(inner: inner))
    }
  }
}

/// The subscription of `Catch` and `TryCatch`: first it relays the upstream ("pre"), and
/// after the upstream fails, the publisher the handler returns ("post").
///
/// It counts the downstream's demand, so the new publisher is asked for what the
/// downstream still wants. As in Combine: an upstream value without demand traps, and so
/// does an upstream failure after recovery began; a cancel before the new publisher's
/// subscription has arrived is ignored; values are relayed even after a cancel.
private final class CatchInner<
  Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber
>:
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Upstream.Output == NewPublisher.Output, Downstream.Input == Upstream.Output {
  private enum Phase {
    /// Relaying the upstream.
    case pre
    /// The upstream failed; waiting for the new publisher's subscription.
    case pendingPost
    /// Relaying the new publisher.
    case post
    /// The upstream finished, the handler threw, or the downstream cancelled in `pre`.
    case done
  }

  private let downstream: Downstream
  private let name: StaticString
  private let handler: (Upstream.Failure) -> Result<NewPublisher, Downstream.Failure>
  private let mapFailure: (NewPublisher.Failure) -> Downstream.Failure
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var phase = Phase.pre
  @exclusivity(unchecked) private var preStatus = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var postStatus = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none

  init(
    downstream: Downstream, name: StaticString,
    handler: @escaping (Upstream.Failure) -> Result<NewPublisher, Downstream.Failure>,
    mapFailure: @escaping (NewPublisher.Failure) -> Downstream.Failure
  ) {
    self.downstream = downstream
    self.name = name
    self.handler = handler
    self.mapFailure = mapFailure
  }

  var description: String { name.description }
  var customMirror: Mirror {
    Mirror(self, children: ["downstream": downstream, "demand": lock.withLock { demand }])
  }
  var playgroundDescription: Any { description }

  // MARK: Downstream

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    let subscription: (any Subscription)?
    switch phase {
    case .pre: subscription = preStatus.subscription
    case .post: subscription = postStatus.subscription
    case .pendingPost, .done: subscription = nil
    }
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    switch phase {
    case .pre:
      let subscription = preStatus.subscription
      preStatus = .terminal
      phase = .done
      lock.unlock()
      subscription?.cancel()
    case .post:
      let subscription = postStatus.subscription
      postStatus = .terminal
      lock.unlock()
      subscription?.cancel()
    case .pendingPost, .done:
      lock.unlock()
    }
  }

  // MARK: Upstream ("pre")

  fileprivate func preReceive(subscription: any Subscription) {
    lock.lock()
    guard case .pre = phase, preStatus.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    preStatus = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  fileprivate func preReceive(_ input: Upstream.Output) -> Subscribers.Demand {
    lock.lock()
    guard demand > 0 else {
      lock.unlock()
      APIViolation.unexpectedState("\(name) received a value without pending demand")
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(input)
    lock.withLock { demand += more }
    return more
  }

  fileprivate func preReceive(completion: Subscribers.Completion<Upstream.Failure>) {
    lock.lock()
    switch phase {
    case .pendingPost, .post:
      lock.unlock()
      APIViolation.unexpectedState("\(name)'s upstream failed again after it was replaced")
    case .done:
      lock.unlock()
      return
    case .pre:
      guard case .subscribed = preStatus else {
        lock.unlock()
        return
      }
    }
    preStatus = .terminal
    switch completion {
    case .finished:
      phase = .done
      lock.unlock()
      downstream.receive(completion: .finished)
    case .failure(let error):
      phase = .pendingPost
      lock.unlock()
      switch handler(error) {
      case .success(let replacement):
        replacement.subscribe(PostSubscriber(inner: self))
      case .failure(let error):
        lock.withLock { phase = .done }
        downstream.receive(completion: .failure(error))
      }
    }
  }

  // MARK: The new publisher ("post")

  fileprivate func postReceive(subscription: any Subscription) {
    lock.lock()
    guard case .pendingPost = phase, postStatus.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    postStatus = .subscribed(subscription)
    phase = .post
    let demand = self.demand
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  fileprivate func postReceive(_ input: NewPublisher.Output) -> Subscribers.Demand {
    let more = downstream.receive(input)
    lock.withLock {
      demand -= 1
      demand += more
    }
    return more
  }

  fileprivate func postReceive(completion: Subscribers.Completion<NewPublisher.Failure>) {
    lock.lock()
    guard case .subscribed = postStatus else {
      lock.unlock()
      return
    }
    postStatus = .terminal
    lock.unlock()
    downstream.receive(completion: completion.mapFailure(mapFailure))
  }

  /// What the upstream subscribes: it describes and reflects itself as the inner.
  struct PreSubscriber: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    let inner: CatchInner
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    var description: String { inner.description }
    var customMirror: Mirror { inner.customMirror }
    var playgroundDescription: Any { inner.playgroundDescription }

    func receive(subscription: any Subscription) { inner.preReceive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.preReceive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.preReceive(completion: completion)
    }
  }

  /// What the new publisher subscribes.
  struct PostSubscriber: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    typealias Input = NewPublisher.Output
    typealias Failure = NewPublisher.Failure

    let inner: CatchInner
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    var description: String { inner.description }
    var customMirror: Mirror { inner.customMirror }
    var playgroundDescription: Any { inner.playgroundDescription }

    func receive(subscription: any Subscription) {
      inner.postReceive(subscription: subscription)
    }
    func receive(_ input: Input) -> Subscribers.Demand { inner.postReceive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.postReceive(completion: completion)
    }
  }
}
