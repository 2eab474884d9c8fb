import Synchronization

extension Publisher {
  /// Attaches a subscriber with closure-based behavior, requesting unlimited values.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.sink(
  ///   receiveCompletion: { print("done:", $0) },
  ///   receiveValue: { print($0) })
  /// ```
  @inlinable
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
  @inlinable
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

extension Subscribers {
  /// A simple subscriber that requests an unlimited number of values upon subscription.
  ///
  /// Cancelling it, or its completing, releases the upstream subscription; the closures go
  /// with the subscriber itself, which its `AnyCancellable` releases on cancel.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, @unchecked Sendable
  {
    @usableFromInline static var awaiting: UInt8 { 0 }
    @usableFromInline static var subscribed: UInt8 { 1 }
    @usableFromInline static var terminated: UInt8 { 2 }

    @usableFromInline let status = Atomic<UInt8>(0)
    // Written only in `receive(completion:)`, which the publisher never runs concurrently
    // with `receive(_:)`; `cancel()` leaves them to the sink's release.
    @exclusivity(unchecked) @usableFromInline var storedReceiveValue: ((Input) -> Void)?
    @exclusivity(unchecked) @usableFromInline var storedReceiveCompletion:
      ((Subscribers.Completion<Failure>) -> Void)?
    @usableFromInline let lock = Lock()
    @exclusivity(unchecked) @usableFromInline var subscription: (any Subscription)?

    /// The closure to execute on receipt of a value.
    public var receiveValue: (Input) -> Void { storedReceiveValue ?? { _ in } }

    /// The closure to execute on completion.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
      storedReceiveCompletion ?? { _ in }
    }

    /// Initializes a sink with the provided closures.
    @inlinable
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      storedReceiveCompletion = receiveCompletion
      storedReceiveValue = receiveValue
    }

    public var description: String { "Sink" }

    public var customMirror: Mirror { Mirror(self, children: []) }

    public func receive(subscription: any Subscription) {
      lock.lock()
      guard status.load(ordering: .relaxed) == Self.awaiting else {
        lock.unlock()
        subscription.cancel()
        return
      }
      self.subscription = subscription
      status.store(Self.subscribed, ordering: .releasing)
      lock.unlock()
      subscription.request(.unlimited)
    }

    @inlinable
    public func receive(_ value: Input) -> Subscribers.Demand {
      if status.load(ordering: .acquiring) == Self.subscribed { storedReceiveValue?(value) }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      lock.lock()
      guard status.load(ordering: .relaxed) != Self.terminated else {
        lock.unlock()
        return
      }
      status.store(Self.terminated, ordering: .releasing)
      let subscription = self.subscription
      self.subscription = nil
      lock.unlock()
      // Release the closures, and whatever they capture, once the stream is over.
      let receiveCompletion = storedReceiveCompletion
      storedReceiveValue = nil
      storedReceiveCompletion = nil
      withExtendedLifetime(subscription) { receiveCompletion?(completion) }
    }

    public func cancel() {
      lock.lock()
      guard status.load(ordering: .relaxed) != Self.terminated else {
        lock.unlock()
        return
      }
      status.store(Self.terminated, ordering: .releasing)
      let subscription = self.subscription
      self.subscription = nil
      lock.unlock()
      subscription?.cancel()
    }
  }
}
