import Primitives

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
/// As in Combine: each iterator subscribes when it is made and asks for one value per
/// `next()`; copies of an iterator share one subscription, and `next()` calls waiting at once
/// are served oldest first. Cancelling a task waiting in `next()` ends the whole iteration:
/// every waiting call returns `nil` and the upstream is cancelled.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output

  private let publisher: P

  public init(_ publisher: P) { self.publisher = publisher }

  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncInner<P>()
    publisher.subscribe(inner)
    return Iterator(inner)
  }

  /// The iterator that produces elements of the asynchronous publisher sequence.
  public struct Iterator: AsyncIteratorProtocol {
    private let inner: AsyncInner<P>

    init(_ inner: AsyncInner<P>) { self.inner = inner }

    public mutating func next() async -> P.Output? {
      switch await inner.next() {
      case .success(let value): value
      }
    }
  }
}

/// A publisher that exposes its elements as a throwing asynchronous sequence.
///
/// It behaves as ``AsyncPublisher``; a failure is thrown once, by the oldest waiting
/// `next()` (or the next one to call), and later calls return `nil`.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output

  private let publisher: P

  public init(_ publisher: P) { self.publisher = publisher }

  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncInner<P>()
    publisher.subscribe(inner)
    return Iterator(inner)
  }

  /// The iterator that produces elements of the asynchronous publisher sequence.
  public struct Iterator: AsyncIteratorProtocol {
    private let inner: AsyncInner<P>

    init(_ inner: AsyncInner<P>) { self.inner = inner }

    public mutating func next() async throws -> P.Output? { try await inner.next().get() }
  }
}

/// The subscriber behind an async iterator: it asks for one value per waiting `next()` and
/// hands each value to the oldest waiter.
final class AsyncInner<P: Publisher>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Input = P.Output
  typealias Failure = P.Failure
  typealias Outcome = Result<P.Output?, P.Failure>

  private enum State {
    /// No subscription yet; `next()` calls made meanwhile are asked for when it comes.
    case awaitingSubscription(pendingDemand: Int)
    case subscribed(any Subscription)
    /// Ended; a failure no `next()` was waiting for is kept for the next call.
    case terminal(P.Failure?)
  }

  private typealias Waiter = CheckedContinuation<Handoff<Outcome>, Never>

  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var state = State.awaitingSubscription(pendingDemand: 0)
  @exclusivity(unchecked) private var waiters: [Waiter] = []
  @exclusivity(unchecked) private var head = 0

  func next() async -> Outcome {
    // Held without its generic type, so the cancellation handler captures no metatype.
    let canceller: any Cancellable & Sendable = self
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: Waiter) in
        lock.lock()
        switch state {
        case .terminal(let failure):
          state = .terminal(nil)
          lock.unlock()
          continuation.resume(
            returning: Handoff(value: failure.map { .failure($0) } ?? .success(nil)))
        case .awaitingSubscription(let pending):
          waiters.append(continuation)
          state = .awaitingSubscription(pendingDemand: pending + 1)
          lock.unlock()
        case .subscribed(let subscription):
          waiters.append(continuation)
          lock.unlock()
          subscription.request(.max(1))
        }
      }.value
    } onCancel: {
      canceller.cancel()
    }
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard case .awaitingSubscription(let pending) = state else {
      lock.unlock()
      subscription.cancel()
      return
    }
    state = .subscribed(subscription)
    lock.unlock()
    if pending > 0 { subscription.request(.max(pending)) }
  }

  func receive(_ input: P.Output) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = state else {
      // Before the subscription Combine ends the waiting calls (keeping their demand for
      // the subscription); after the end nothing is waiting.
      let waiting = takeWaiters()
      lock.unlock()
      for waiter in waiting { waiter.resume(returning: Handoff(value: .success(nil))) }
      return .none
    }
    guard head < waiters.count else {
      lock.unlock()
      APIViolation.unexpectedState("values received an output without requesting demand")
    }
    let waiter = waiters[head]
    head += 1
    if head == waiters.count {
      waiters.removeAll(keepingCapacity: true)
      head = 0
    }
    lock.unlock()
    waiter.resume(returning: Handoff(value: .success(input)))
    return .none
  }

  func receive(completion: Subscribers.Completion<P.Failure>) {
    lock.lock()
    let waiting = takeWaiters()
    if case .terminal = state {
      lock.unlock()
      for waiter in waiting { waiter.resume(returning: Handoff(value: .success(nil))) }
      return
    }
    var failure: P.Failure?
    if case .failure(let error) = completion { failure = error }
    // The oldest waiter gets the failure; with nobody waiting it is kept for the next call.
    state = .terminal(waiting.isEmpty ? failure : nil)
    lock.unlock()
    for (index, waiter) in waiting.enumerated() {
      let outcome: Outcome =
        index == 0 ? failure.map { .failure($0) } ?? .success(nil) : .success(nil)
      waiter.resume(returning: Handoff(value: outcome))
    }
  }

  /// Ends the iteration: every waiting `next()` returns `nil`, and the upstream is cancelled.
  func cancel() {
    lock.lock()
    var subscription: (any Subscription)?
    if case .subscribed(let current) = state { subscription = current }
    state = .terminal(nil)
    let waiting = takeWaiters()
    lock.unlock()
    subscription?.cancel()
    for waiter in waiting { waiter.resume(returning: Handoff(value: .success(nil))) }
  }

  private func takeWaiters() -> ArraySlice<Waiter> {
    let taken = waiters[head...]
    waiters = []
    head = 0
    return taken
  }
}

/// A value handed from the publisher's thread to the awaiting task, exactly once; neither
/// side touches it again.
struct Handoff<Value>: @unchecked Sendable {
  let value: Value
}
