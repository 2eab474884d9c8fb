extension Publisher {
  /// Publishes the value of a key path.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }

  /// Publishes the values of two key paths as a tuple.
  public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
    -> Publishers.MapKeyPath2<Self, T0, T1>
  {
    Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
  }

  /// Publishes the values of three key paths as a tuple.
  public func map<T0, T1, T2>(
    _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>,
    _ keyPath2: KeyPath<Output, T2>
  ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
    Publishers.MapKeyPath3(
      upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
  }
}

extension Publishers {
  /// A publisher that publishes the value of a key path.
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The key path of a property to publish.
    public let keyPath: KeyPath<Upstream.Output, Output>

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: KeyPathSubscriber(
          downstream: subscriber, name: "ValueForKey", keyPaths: ["keyPath": keyPath]
        ) { [keyPath] in $0[keyPath: keyPath] })
    }
  }

  /// A publisher that publishes the values of two key paths as a tuple.
  public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
    public typealias Output = (Output0, Output1)
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The key path of a property to publish.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// The key path of a second property to publish.
    public let keyPath1: KeyPath<Upstream.Output, Output1>

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: KeyPathSubscriber(
          downstream: subscriber, name: "ValueForKeys",
          keyPaths: ["keyPath0": keyPath0, "keyPath1": keyPath1]
        ) { [keyPath0, keyPath1] in ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) })
    }
  }

  /// A publisher that publishes the values of three key paths as a tuple.
  public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
    public typealias Output = (Output0, Output1, Output2)
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The key path of a property to publish.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// The key path of a second property to publish.
    public let keyPath1: KeyPath<Upstream.Output, Output1>
    /// The key path of a third property to publish.
    public let keyPath2: KeyPath<Upstream.Output, Output2>

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: KeyPathSubscriber(
          downstream: subscriber, name: "ValueForKeys",
          keyPaths: ["keyPath0": keyPath0, "keyPath1": keyPath1, "keyPath2": keyPath2]
        ) { [keyPath0, keyPath1, keyPath2] in
          ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2])
        })
    }
  }
}

/// `map(_:)` with key paths: a ``MappingSubscriber`` that also shows its key paths.
private struct KeyPathSubscriber<Downstream: Subscriber, Input>: Subscriber,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
{
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let name: StaticString
  let keyPaths: KeyValuePairs<String, AnyKeyPath>
  let transform: (Input) -> Downstream.Input
  let combineIdentifier = CombineIdentifier()

  init(
    downstream: Downstream, name: StaticString, keyPaths: KeyValuePairs<String, AnyKeyPath>,
    transform: @escaping (Input) -> Downstream.Input
  ) {
    self.downstream = downstream
    self.name = name
    self.keyPaths = keyPaths
    self.transform = transform
  }

  var description: String { name.description }
  var customMirror: Mirror {
    // Each key path by its type (`KeyPath<Root, Value>`): a key path's own description on
    // Linux names neither.
    Mirror(
      self, children: keyPaths.map { (label: $0.key, value: "\(type(of: $0.value))" as Any) })
  }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
