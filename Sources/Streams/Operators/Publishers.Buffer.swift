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

    public let upstream: Upstream
    public let size: Int
    public let prefetch: PrefetchStrategy
    public let whenFull: BufferingStrategy<Failure>

    public init(
      upstream: Upstream, size: Int, prefetch: PrefetchStrategy,
      whenFull: BufferingStrategy<Failure>
    ) {
      precondition(size > 0, "API Violation: buffer(size: \(size)): the size must be positive")
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

/// Keeps up to `size` values that the downstream has not asked for yet.
private final class BufferInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let size: Int
  private let prefetch: Publishers.PrefetchStrategy
  private let whenFull: Publishers.BufferingStrategy<Failure>
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream: (any Subscription)?
  @exclusivity(unchecked) private var values: [Input] = []
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var completion: Subscribers.Completion<Failure>?
  @exclusivity(unchecked) private var delivering = false
  @exclusivity(unchecked) private var terminated = false

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

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, !terminated else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
    if prefetch == .keepFull { subscription.request(.max(size)) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !terminated, completion == nil else {
      lock.unlock()
      return .none
    }
    if values.count >= size {
      switch whenFull {
      case .dropNewest:
        lock.unlock()
        return .none
      case .dropOldest:
        values.removeFirst()
      case .customError(let makeError):
        terminated = true
        let upstream = self.upstream
        self.upstream = nil
        values.removeAll()
        lock.unlock()
        upstream?.cancel()
        downstream.receive(completion: .failure(makeError()))
        return .none
      }
    }
    values.append(input)
    drainLocked()
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !terminated, self.completion == nil else {
      lock.unlock()
      return
    }
    self.completion = completion
    upstream = nil
    drainLocked()
  }

  /// Sends buffered values while there is demand, then the completion once empty; called
  /// with the lock held, releases it.
  private func drainLocked() {
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    var refill = 0
    while !terminated, demand > 0, !values.isEmpty {
      let value = values.removeFirst()
      demand -= 1
      refill += 1
      lock.unlock()
      let more = downstream.receive(value)
      lock.lock()
      demand += more
    }
    delivering = false
    if let completion, values.isEmpty, !terminated {
      terminated = true
      lock.unlock()
      downstream.receive(completion: completion)
      return
    }
    let upstream = prefetch == .keepFull && refill > 0 ? self.upstream : nil
    lock.unlock()
    upstream?.request(.max(refill))
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    self.demand += demand
    let upstream = prefetch == .byRequest ? self.upstream : nil
    drainLocked()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    terminated = true
    let upstream = self.upstream
    self.upstream = nil
    values.removeAll()
    lock.unlock()
    upstream?.cancel()
  }
}
