import Primitives

extension Publisher {
  /// Buffers elements received from an upstream publisher.
  ///
  /// With `.byRequest` the buffer asks upstream only for what the downstream asked for;
  /// with `.keepFull` it asks for `size` values up front and refills as it sends. When the
  /// buffer is full, `whenFull` says whether to drop the newest or oldest value or to fail.
  public func buffer(
    size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }
}

extension Publishers {
  /// A strategy for filling a buffer.
  public enum PrefetchStrategy: Hashable, Sendable {
    /// A strategy to fill the buffer at subscription time, and keep it full thereafter.
    case keepFull
    /// A strategy that avoids prefetching and instead performs requests on demand.
    case byRequest
  }

  /// A strategy that handles exhaustion of a buffer's capacity.
  public enum BufferingStrategy<Failure: Error> {
    /// When the buffer is full, discard the newly received element.
    case dropNewest
    /// When the buffer is full, discard the oldest element in the buffer.
    case dropOldest
    /// When the buffer is full, execute the closure to provide a custom error.
    case customError(() -> Failure)
  }

  /// A publisher that buffers elements from an upstream publisher.
  public struct Buffer<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of elements to store.
    public let size: Int
    /// The strategy for initially populating the buffer.
    public let prefetch: PrefetchStrategy
    /// The action to take when the buffer becomes full.
    public let whenFull: BufferingStrategy<Failure>

    public init(
      upstream: Upstream, size: Int, prefetch: PrefetchStrategy,
      whenFull: BufferingStrategy<Failure>
    ) {
      self.upstream = upstream
      self.size = size
      self.prefetch = prefetch
      self.whenFull = whenFull
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: BufferInner(
          downstream: subscriber, size: size, prefetch: prefetch, whenFull: whenFull))
    }
  }
}

/// `Buffer`'s subscription. Every value goes into the buffer and is then sent as far as
/// the downstream's demand allows. As in Combine: an upstream failure is sent at once (a
/// send already in progress still delivers the values it had); a `customError` for a full
/// buffer cancels the upstream and is sent after the next values the downstream asks for;
/// `.finished` waits for an empty buffer and outstanding demand, and values that arrive
/// after it are still buffered. With `.keepFull` every value sent on is asked for again.
private final class BufferInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let size: Int
  private let prefetch: Publishers.PrefetchStrategy
  private let whenFull: Publishers.BufferingStrategy<Failure>
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var values: [Input] = []
  @exclusivity(unchecked) private var head = 0
  @exclusivity(unchecked) private var downstreamDemand = Subscribers.Demand.none
  @exclusivity(unchecked) private var terminal: Subscribers.Completion<Failure>?
  @exclusivity(unchecked) private var completionSent = false
  @exclusivity(unchecked) private var draining = false
  @exclusivity(unchecked) private var evaluatingWhenFull = false
  @exclusivity(unchecked) private var cancelled = false

  init(
    downstream: Downstream, size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) {
    self.downstream = downstream
    self.size = size
    self.prefetch = prefetch
    self.whenFull = whenFull
  }

  var description: String { "Buffer" }
  var customMirror: Mirror {
    lock.lock()
    defer { lock.unlock() }
    return Mirror(
      self,
      children: [
        "values": Array(values[head...]), "state": status, "downstreamDemand": downstreamDemand,
        "terminal": terminal as Any,
      ])
  }
  var playgroundDescription: Any { description }

  private var buffered: Int { values.count - head }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard status.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    switch prefetch {
    case .keepFull: subscription.request(.max(size))
    case .byRequest: subscription.request(.unlimited)
    }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !evaluatingWhenFull else {
      lock.unlock()
      APIViolation.unexpectedState("Buffer received a value while its whenFull error was made")
    }
    guard case .subscribed(let subscription) = status, !cancelled else {
      lock.unlock()
      return .none
    }
    if case .failure = terminal {
      lock.unlock()
      return .none
    }
    if buffered >= size {
      switch whenFull {
      case .dropNewest:
        break
      case .dropOldest:
        if buffered > 0 {
          head += 1
          values.append(input)
        }
      case .customError(let makeError):
        evaluatingWhenFull = true
        lock.unlock()
        let error = makeError()
        lock.lock()
        evaluatingWhenFull = false
        if terminal == nil { terminal = .failure(error) }
        lock.unlock()
        subscription.cancel()
        return .none
      }
    } else {
      values.append(input)
    }
    lock.unlock()
    let sent = drain()
    return prefetch == .keepFull ? .max(sent) : .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = status, terminal == nil, !cancelled else {
      lock.unlock()
      return
    }
    terminal = completion
    switch completion {
    case .failure:
      completionSent = true
      lock.unlock()
      downstream.receive(completion: completion)
    case .finished:
      lock.unlock()
      _ = drain()
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    downstreamDemand += demand
    let subscription = status.subscription
    lock.unlock()
    let sent = drain()
    if prefetch == .keepFull, sent > 0 { subscription?.request(.max(sent)) }
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    cancelled = true
    values = []
    head = 0
    lock.unlock()
    subscription?.cancel()
  }

  /// Sends buffered values while there is demand, then a completion that is due; returns
  /// how many values were sent. A call from inside a send only adds to the running one.
  private func drain() -> Int {
    lock.lock()
    guard !draining else {
      lock.unlock()
      return 0
    }
    if completionSent, case .failure = terminal {
      lock.unlock()
      return 0
    }
    draining = true
    var sent = 0
    while downstreamDemand > 0, buffered > 0, !cancelled {
      let value = values[head]
      head += 1
      if head == values.count {
        values.removeAll(keepingCapacity: true)
        head = 0
      }
      downstreamDemand -= 1
      sent += 1
      lock.unlock()
      let more = downstream.receive(value)
      lock.lock()
      downstreamDemand += more
    }
    draining = false
    let due: Subscribers.Completion<Failure>?
    switch terminal {
    case .failure where !completionSent:
      due = terminal
    case .finished where !completionSent && buffered == 0 && downstreamDemand > 0:
      due = terminal
    default:
      due = nil
    }
    if due != nil {
      completionSent = true
      status = .terminal
    }
    lock.unlock()
    if let due { downstream.receive(completion: due) }
    return sent
  }
}
