extension Publisher {
  /// Transforms all elements from the upstream publisher with a provided closure.
  @inlinable
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Replaces nil elements in the stream with the provided element.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }

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
  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) -> Output

    @inlinable
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: MappingSubscriber(downstream: subscriber, name: "Map", transform: transform))
    }
  }

  /// A publisher that publishes the value of a key path.
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let keyPath: KeyPath<Upstream.Output, Output>

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let keyPath = keyPath
      upstream.receive(
        subscriber:
          MappingSubscriber(downstream: subscriber, name: "ValueForKey") { $0[keyPath: keyPath] })
    }
  }

  /// A publisher that publishes the values of two key paths as a tuple.
  public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
    public typealias Output = (Output0, Output1)
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    public let keyPath1: KeyPath<Upstream.Output, Output1>

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (keyPath0, keyPath1) = (keyPath0, keyPath1)
      upstream.receive(
        subscriber:
          MappingSubscriber(downstream: subscriber, name: "ValueForKeys") {
            ($0[keyPath: keyPath0], $0[keyPath: keyPath1])
          })
    }
  }

  /// A publisher that publishes the values of three key paths as a tuple.
  public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
    public typealias Output = (Output0, Output1, Output2)
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    public let keyPath1: KeyPath<Upstream.Output, Output1>
    public let keyPath2: KeyPath<Upstream.Output, Output2>

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (keyPath0, keyPath1, keyPath2) = (keyPath0, keyPath1, keyPath2)
      upstream.receive(
        subscriber:
          MappingSubscriber(downstream: subscriber, name: "ValueForKeys") {
            ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2])
          })
    }
  }
}

/// Transforms each value and passes the upstream subscription straight through, as
/// Combine's `Map` does: no lock, no allocation per value.
@usableFromInline
struct MappingSubscriber<Downstream: Subscriber, Input>: Subscriber, CustomStringConvertible {
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let transform: (Input) -> Downstream.Input
  // A static string, so copying the subscriber retains nothing for its name.
  @usableFromInline let name: StaticString
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable
  init(downstream: Downstream, name: StaticString, transform: @escaping (Input) -> Downstream.Input)
  {
    self.downstream = downstream
    self.name = name
    self.transform = transform
  }

  @usableFromInline var description: String { name.description }

  @inlinable
  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
