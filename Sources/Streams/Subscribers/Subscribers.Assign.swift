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
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, @unchecked Sendable
  {
    public typealias Failure = Never

    private let lock = Lock()
    @exclusivity(unchecked) private var storedObject: Root?
    @exclusivity(unchecked) private var subscription: (any Subscription)?
    @exclusivity(unchecked) private var terminated = false

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
      Mirror(self, children: ["object": object as Any, "keyPath": keyPath])
    }

    public func receive(subscription: any Subscription) {
      lock.lock()
      guard self.subscription == nil, !terminated else {
        lock.unlock()
        subscription.cancel()
        return
      }
      self.subscription = subscription
      lock.unlock()
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      lock.lock()
      let object = storedObject
      lock.unlock()
      object?[keyPath: keyPath] = value
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
      terminated = true
      let subscription = self.subscription
      let object = storedObject
      self.subscription = nil
      storedObject = nil
      lock.unlock()
      withExtendedLifetime(object) {}
      return subscription
    }
  }
}
