extension Publisher where Failure == Never {
  /// The elements produced by the publisher, as an asynchronous sequence.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// The elements produced by the publisher, as a throwing asynchronous sequence.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// A publisher that exposes its elements as an asynchronous sequence.
///
/// Each iterator subscribes on its first `next()` and asks for one value at a time, so a
/// slow consumer never makes the publisher buffer.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output

  private let publisher: P

  public init(_ publisher: P) { self.publisher = publisher }

  public func makeAsyncIterator() -> Iterator { Iterator(AsyncBridge(publisher)) }

  /// The iterator that produces elements of the asynchronous publisher sequence.
  public struct Iterator: AsyncIteratorProtocol {
    private let bridge: AsyncBridge<P>

    init(_ bridge: AsyncBridge<P>) { self.bridge = bridge }

    public mutating func next() async -> P.Output? {
      // The bridge never fails for a publisher that never fails.
      try? await bridge.next()
    }
  }
}

/// A publisher that exposes its elements as a throwing asynchronous sequence.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output

  private let publisher: P

  public init(_ publisher: P) { self.publisher = publisher }

  public func makeAsyncIterator() -> Iterator { Iterator(AsyncBridge(publisher)) }

  /// The iterator that produces elements of the asynchronous publisher sequence.
  public struct Iterator: AsyncIteratorProtocol {
    private let bridge: AsyncBridge<P>

    init(_ bridge: AsyncBridge<P>) { self.bridge = bridge }

    public mutating func next() async throws -> P.Output? { try await bridge.next() }
  }
}

/// Subscribes to a publisher and hands its values to `next()` one request at a time.
final class AsyncBridge<P: Publisher>: Subscriber, @unchecked Sendable {
  typealias Input = P.Output
  typealias Failure = P.Failure

  private enum State {
    case idle
    case subscribed(any Subscription)
    case done(Subscribers.Completion<P.Failure>?)
  }

  private let publisher: P
  private let lock = Lock()
  @exclusivity(unchecked) private var state = State.idle
  @exclusivity(unchecked) private var started = false
  @exclusivity(unchecked) private var waiter: CheckedContinuation<Handoff<P.Output>?, any Error>?
  @exclusivity(unchecked) private var buffered: [P.Output] = []
  @exclusivity(unchecked) private var pendingRequest = false

  init(_ publisher: P) { self.publisher = publisher }

  deinit {
    if case .subscribed(let subscription) = state { subscription.cancel() }
  }

  func next() async throws -> P.Output? {
    try await nextHandoff()?.value
  }

  private func nextHandoff() async throws -> Handoff<P.Output>? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        lock.lock()
        if !buffered.isEmpty {
          let value = buffered.removeFirst()
          lock.unlock()
          continuation.resume(returning: Handoff(value: value))
          return
        }
        if case .done(let completion) = state {
          lock.unlock()
          if case .failure(let error) = completion {
            continuation.resume(throwing: error)
          } else {
            continuation.resume(returning: nil)
          }
          return
        }
        waiter = continuation
        let start = !started
        started = true
        var subscription: (any Subscription)?
        if case .subscribed(let current) = state {
          subscription = current
        } else {
          pendingRequest = true
        }
        lock.unlock()
        if start { publisher.receive(subscriber: self) }
        subscription?.request(.max(1))
      }
    } onCancel: {
      self.cancelFromTask()
    }
  }

  private func cancelFromTask() {
    lock.lock()
    var subscription: (any Subscription)?
    if case .subscribed(let current) = state { subscription = current }
    state = .done(nil)
    let waiter = self.waiter
    self.waiter = nil
    lock.unlock()
    subscription?.cancel()
    waiter?.resume(returning: nil)
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard case .idle = state else {
      lock.unlock()
      subscription.cancel()
      return
    }
    state = .subscribed(subscription)
    let request = pendingRequest
    pendingRequest = false
    lock.unlock()
    if request { subscription.request(.max(1)) }
  }

  func receive(_ input: P.Output) -> Subscribers.Demand {
    lock.lock()
    let waiter = self.waiter
    self.waiter = nil
    if waiter == nil { buffered.append(input) }
    lock.unlock()
    waiter?.resume(returning: Handoff(value: input))
    return .none
  }

  func receive(completion: Subscribers.Completion<P.Failure>) {
    lock.lock()
    state = .done(completion)
    let waiter = self.waiter
    self.waiter = nil
    lock.unlock()
    guard let waiter else { return }
    if case .failure(let error) = completion {
      waiter.resume(throwing: error)
    } else {
      waiter.resume(returning: nil)
    }
  }
}

/// A value handed from the publisher's thread to the awaiting task, exactly once; neither
/// side touches it again.
struct Handoff<Value>: @unchecked Sendable {
  let value: Value
}
