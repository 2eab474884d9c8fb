import Primitives

extension Publisher where Failure == Never {
  /// Assigns each element from a publisher to a property on an object.
  ///
  /// The subscriber holds `object` strongly until it is cancelled or the publisher
  /// completes.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}

extension Subscribers {
  /// A simple subscriber that assigns received elements to a property indicated by a key
  /// path.
  ///
  /// As in Combine: values are assigned only while subscribed; completing or cancelling
  /// releases the object and the upstream subscription; a subscription that arrives after
  /// the end is cancelled.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
  {
    public typealias Failure = Never

    private let lock = Lock()
    // Guarded by `lock`.
    @exclusivity(unchecked) private var storedObject: Root?
    @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription

    /// The object that contains the property to assign; `nil` once cancelled or completed.
    public var object: Root? { lock.withLock { storedObject } }

    /// The key path that indicates the property to assign.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    /// Creates a subscriber to assign the value of a property indicated by a key path.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      storedObject = object
      self.keyPath = keyPath
    }

    public var description: String {
      object.map { "Assign \(type(of: $0))." } ?? "Assign"
    }

    public var customMirror: Mirror {
      lock.lock()
      defer { lock.unlock() }
      return Mirror(
        self, children: ["object": storedObject as Any, "keyPath": keyPath, "status": status])
    }

    public var playgroundDescription: Any { description }

    public func receive(subscription: any Subscription) {
      lock.lock()
      guard status.isAwaitingSubscription else {
        lock.unlock()
        subscription.cancel()
        return
      }
      status = .subscribed(subscription)
      lock.unlock()
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      lock.lock()
      guard case .subscribed = status, let object = storedObject else {
        lock.unlock()
        return .none
      }
      lock.unlock()
      object[keyPath: keyPath] = value
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      _ = terminate()
    }

    public func cancel() {
      terminate()?.cancel()
    }

    /// Ends the subscription, releasing the object; returns the upstream subscription.
    private func terminate() -> (any Subscription)? {
      lock.lock()
      guard case .subscribed(let subscription) = status else {
        lock.unlock()
        return nil
      }
      status = .terminal
      let object = storedObject
      storedObject = nil
      lock.unlock()
      withExtendedLifetime(object) {}
      return subscription
    }
  }
}
