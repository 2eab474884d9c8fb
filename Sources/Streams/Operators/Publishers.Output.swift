import Primitives

extension Publisher {
  /// Republishes elements up to the specified maximum count, then finishes.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    precondition(maxLength >= 0, "prefix(_:) needs a length that is not negative")
    return output(in: 0..<maxLength)
  }

  /// Publishes a specific element, indicated by its index in the sequence of published
  /// elements, then finishes.
  public func output(at index: Int) -> Publishers.Output<Self> {
    precondition(index >= 0, "output(at:) needs an index that is not negative")
    return output(in: index..<(index + 1))
  }

  /// Publishes elements specified by their range in the sequence of published elements,
  /// then finishes.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }
}

extension Publishers {
  /// A publisher that publishes elements specified by a range in the sequence of published
  /// elements.
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// The range of elements to publish.
    public let range: CountableRange<Int>

    /// Creates a publisher that publishes elements specified by a range; traps when a bound
    /// is negative.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      precondition(range.lowerBound >= 0, "the range of output(in:) must not be negative")
      precondition(range.upperBound >= 0, "the range of output(in:) must not be negative")
      self.upstream = upstream
      self.range = range
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: OutputInner(downstream: subscriber, range: range))
    }
  }
}

extension Publishers.Output: Equatable where Upstream: Equatable {}

/// `Output`'s subscription. As in Combine, values are counted and those in range sent
/// whatever the state; the end of the range cancels the upstream and finishes the stream
/// if it is still subscribed.
private final class OutputInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let range: CountableRange<Int>
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var count = 0

  init(downstream: Downstream, range: CountableRange<Int>) {
    self.downstream = downstream
    self.range = range
  }

  var description: String { "Output" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard status.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    let index = count
    guard index < range.upperBound else {
      lock.unlock()
      return .none
    }
    count += 1
    lock.unlock()
    guard index >= range.lowerBound else { return .max(1) }
    let demand = downstream.receive(input)
    guard index + 1 == range.upperBound else { return demand }
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      lock.unlock()
      return demand
    }
    status = .terminal
    lock.unlock()
    subscription.cancel()
    downstream.receive(completion: .finished)
    return demand
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return
    }
    status = .terminal
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    if subscription != nil { status = .terminal }
    lock.unlock()
    subscription?.cancel()
  }
}
