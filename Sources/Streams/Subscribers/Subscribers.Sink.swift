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
  /// As in Combine: values are delivered until the stream completes (even before a
  /// subscription arrives); completing releases the closures and the upstream subscription,
  /// and so does cancelling once subscribed; a subscription that arrives after the end is
  /// cancelled.
  ///
  /// No lock is taken: the status lives in one atomic state word, which also counts
  /// deliveries in progress, so a cancel from another thread releases the closures only once
  /// no delivery is using them. The status moves awaiting → subscribed → terminated (or
  /// awaiting → terminated); the thread that moves it out of subscribed alone takes the
  /// stored subscription.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
  {
    // The state word: bits 0-1 the status, bit 2 set once the closures are released, the
    // rest the number of calls in progress.
    @usableFromInline static var awaiting: UInt { 0 }
    @usableFromInline static var subscribed: UInt { 1 }
    @usableFromInline static var terminated: UInt { 2 }
    @usableFromInline static var statusMask: UInt { 3 }
    @usableFromInline static var released: UInt { 4 }
    @usableFromInline static var call: UInt { 8 }

    @usableFromInline let state = Atomic<UInt>(0)
    // Read by calls in progress; written only when released (no call in progress then).
    @exclusivity(unchecked) @usableFromInline var storedReceiveValue: ((Input) -> Void)?
    @exclusivity(unchecked) @usableFromInline var storedReceiveCompletion:
      ((Subscribers.Completion<Failure>) -> Void)?
    // Written while subscribing, taken by whoever ends the subscribed status.
    // (A class reference: two words instead of an existential's five, in every live sink.)
    @exclusivity(unchecked) @usableFromInline var subscription: (any Subscription & AnyObject)?

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

    public var customMirror: Mirror { Mirror(self, children: [:]) }

    public var playgroundDescription: Any { description }

    public func receive(subscription: any Subscription) {
      guard state.load(ordering: .relaxed) & Self.statusMask == Self.awaiting else {
        subscription.cancel()
        return
      }
      // Stored before the status says subscribed, so whoever ends that status finds it;
      // nobody else reads it meanwhile.
      self.subscription = subscription.asClassSubscription
      guard moveStatus(from: Self.awaiting, to: Self.subscribed) != nil else {
        // A completion came first.
        self.subscription = nil
        subscription.cancel()
        return
      }
      subscription.request(.unlimited)
    }

    @inlinable
    public func receive(_ value: Input) -> Subscribers.Demand {
      let before = state.wrappingAdd(Self.call, ordering: .acquiring).oldValue
      if before & Self.statusMask != Self.terminated { storedReceiveValue?(value) }
      leave()
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      _ = state.wrappingAdd(Self.call, ordering: .acquiring)
      guard let previous = moveStatus(from: nil, to: Self.terminated) else {
        leave()
        return
      }
      let subscription = previous == Self.subscribed ? self.subscription.take() : nil
      withExtendedLifetime(subscription) { storedReceiveCompletion?(completion) }
      leave()
    }

    public func cancel() {
      // Before a subscription Combine's sink keeps its closures; after the end there is
      // nothing to do.
      guard moveStatus(from: Self.subscribed, to: Self.terminated) != nil else { return }
      let subscription = self.subscription.take()
      releaseIfIdle()
      subscription?.cancel()
    }

    /// Moves the status from `from` (or, if `nil`, from anything but terminated) to `to`,
    /// keeping the other bits; returns the status it left, or `nil` if it was elsewhere.
    private func moveStatus(from: UInt?, to: UInt) -> UInt? {
      var current = state.load(ordering: .relaxed)
      while true {
        let status = current & Self.statusMask
        if let from, status != from { return nil }
        if from == nil && status == Self.terminated { return nil }
        let (exchanged, original) = state.compareExchange(
          expected: current, desired: (current & ~Self.statusMask) | to,
          ordering: .acquiringAndReleasing)
        if exchanged { return status }
        current = original
      }
    }

    /// Ends a call; the last call out of a terminated sink releases the closures.
    @inlinable
    func leave() {
      let after = state.wrappingSubtract(Self.call, ordering: .releasing).newValue
      if after & Self.statusMask == Self.terminated { releaseIfIdle() }
    }

    /// Releases the closures, once, if the sink is terminated and no call is in progress.
    @usableFromInline
    func releaseIfIdle() {
      var current = state.load(ordering: .acquiring)
      while current & Self.statusMask == Self.terminated, current & Self.released == 0,
        current < Self.call
      {
        let (exchanged, original) = state.compareExchange(
          expected: current, desired: current | Self.released, ordering: .acquiringAndReleasing)
        if exchanged {
          // Plain stores: no lock is held, and releasing a closure needs no type metadata
          // (unspecialized code, as behind `AnyCancellable`, stays cheap).
          storedReceiveValue = nil
          storedReceiveCompletion = nil
          return
        }
        current = original
      }
    }
  }
}
