import Primitives

/// A publisher that eventually produces a single value and then finishes or fails.
///
/// The closure runs once, when the future is created; every subscriber, early or late,
/// receives the same result once it has demand.
///
/// ```swift
/// let future = Future<Int, Never> { promise in
///   DispatchQueue.global().async { promise(.success(42)) }
/// }
/// ```
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// A type that represents a closure to invoke in the future, when an element or error is
  /// available.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var result: Result<Output, Failure>?
  @exclusivity(unchecked) private var waiting: [FutureWaiter<Output, Failure>] = []

  /// Creates a publisher that invokes a promise closure when the publisher emits an element.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [self] result in fulfill(result) }
  }

  /// Keeps the first result and hands it to every subscriber waiting; later ones are ignored.
  private func fulfill(_ result: Result<Output, Failure>) {
    lock.lock()
    guard self.result == nil else {
      lock.unlock()
      return
    }
    self.result = result
    let waiting = self.waiting
    self.waiting.removeAll()
    lock.unlock()
    for waiter in waiting { waiter.resolve(result, fromPromise: true) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = FutureConduit(parent: self, downstream: subscriber)
    lock.lock()
    let result = self.result
    if result == nil { waiting.append(conduit) }
    lock.unlock()
    subscriber.receive(subscription: conduit)
    if let result { conduit.resolve(result, fromPromise: false) }
  }

  fileprivate func remove(_ waiter: FutureWaiter<Output, Failure>) {
    lock.lock()
    let removed = waiting.firstIndex { $0 === waiter }.map { waiting.remove(at: $0) }
    lock.unlock()
    withExtendedLifetime(removed) {}
  }
}

class FutureWaiter<Output, Failure: Error>: @unchecked Sendable {
  func resolve(_ result: Result<Output, Failure>, fromPromise: Bool) {}
}

/// One subscriber of a future: a failure is delivered at once, a value once there is demand.
/// As in Combine, it lets go of the future when the promise delivers to it, and of the
/// subscriber once done or cancelled.
private final class FutureConduit<Downstream: Subscriber>: FutureWaiter<
  Downstream.Input, Downstream.Failure
>, Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
@unchecked Sendable
{
  typealias Parent = Future<Downstream.Input, Downstream.Failure>

  private let lock = Lock()
  @exclusivity(unchecked) private var parent: Parent?
  @exclusivity(unchecked) private var downstream: Downstream?
  @exclusivity(unchecked) private var result: Result<Downstream.Input, Downstream.Failure>?
  @exclusivity(unchecked) private var hasAnyDemand = false

  init(parent: Parent, downstream: Downstream) {
    self.parent = parent
    self.downstream = downstream
  }

  var description: String { "Future" }
  var playgroundDescription: Any { description }
  var customMirror: Mirror {
    lock.lock()
    defer { lock.unlock() }
    return Mirror(
      self,
      children: [
        "parent": parent as Any, "downstream": downstream as Any, "hasAnyDemand": hasAnyDemand,
        "subject": parent as Any,
      ])
  }

  override func resolve(
    _ result: Result<Downstream.Input, Downstream.Failure>, fromPromise: Bool
  ) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    switch result {
    case .success(let value):
      guard hasAnyDemand else {
        self.result = result
        lock.unlock()
        return
      }
      lock.unlock()
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case .failure(let error):
      lock.unlock()
      downstream.receive(completion: .failure(error))
    }
    finish(releasingParent: true)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    hasAnyDemand = true
    guard case .success(let value) = result, let downstream else {
      lock.unlock()
      return
    }
    result = nil
    lock.unlock()
    _ = downstream.receive(value)
    downstream.receive(completion: .finished)
    finish(releasingParent: false)
  }

  func cancel() {
    lock.lock()
    let parent = self.parent
    self.parent = nil
    lock.unlock()
    parent?.remove(self)
    finish(releasingParent: true)
  }

  private func finish(releasingParent: Bool) {
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    let parent = releasingParent ? self.parent : nil
    if releasingParent { self.parent = nil }
    lock.unlock()
    withExtendedLifetime((downstream, parent)) {}
  }
}

extension Future where Failure == Never {
  /// The published value of the future, delivered asynchronously.
  public var value: Output {
    get async {
      await withCheckedContinuation { continuation in
        subscribe(
          FutureValueSubscriber { result in
            // The future's value crosses to the awaiting task, as Combine hands it over.
            nonisolated(unsafe) let result = result
            continuation.resume(with: result)
          })
      }
    }
  }
}

extension Future {
  /// The published value of the future or an error, delivered asynchronously.
  public var value: Output {
    get async throws {
      try await withCheckedThrowingContinuation { continuation in
        subscribe(
          FutureValueSubscriber { result in
            nonisolated(unsafe) let result = result.mapError { $0 as any Error }
            continuation.resume(with: result)
          })
      }
    }
  }
}

/// Waits for a future's one result and hands it over, once.
private final class FutureValueSubscriber<Input, Failure: Error>: Subscriber,
  @unchecked Sendable
{
  private let lock = Lock()
  @exclusivity(unchecked) private var resume: ((Result<Input, Failure>) -> Void)?

  init(_ resume: @escaping (Result<Input, Failure>) -> Void) { self.resume = resume }

  func receive(subscription: any Subscription) { subscription.request(.unlimited) }

  func receive(_ input: Input) -> Subscribers.Demand {
    take()?(.success(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard case .failure(let error) = completion else { return }
    take()?(.failure(error))
  }

  private func take() -> ((Result<Input, Failure>) -> Void)? {
    lock.lock()
    defer { lock.unlock() }
    let resume = self.resume
    self.resume = nil
    return resume
  }
}
