extension Publisher {
  /// Transforms all elements from the upstream publisher with a provided error-throwing
  /// closure; a thrown error fails the stream.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Calls a closure with each received element and publishes any returned optional that
  /// has a value.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Calls an error-throwing closure with each received element and publishes any returned
  /// optional that has a value.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.TryCompactMap<Self, T>
  {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }

  /// Converts any failure from the upstream publisher into a new error.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<Self, E>
  {
    Publishers.MapError(upstream: self, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// Changes the failure type declared by the upstream publisher.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E>
  {
    Publishers.SetFailureType(upstream: self)
  }
}

extension Publishers {
  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// error-throwing closure.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribeOperator(
        subscriber, name: "TryMap",
        step: { value in
          do { return .emit(try transform(value)) } catch { return .fail(error) }
        },
        complete: { $0.eraseError.passThrough() })
    }
  }

  /// A publisher that republishes all non-nil results of calling a closure with each
  /// received element.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribeOperator(
        subscriber, name: "CompactMap",
        step: { value in transform(value).map { .emit($0) } ?? .skip },
        complete: { $0.passThrough() })
    }
  }

  /// A publisher that republishes all non-nil results of calling an error-throwing closure
  /// with each received element.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribeOperator(
        subscriber, name: "TryCompactMap",
        step: { value in
          do { return try transform(value).map { .emit($0) } ?? .skip } catch {
            return .fail(error)
          }
        },
        complete: { $0.eraseError.passThrough() })
    }
  }

  /// A publisher that converts any failure from the upstream publisher into a new error.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output
    public let upstream: Upstream
    public let transform: (Upstream.Failure) -> Failure

    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: ForwardingSubscriber(
          downstream: subscriber, name: "MapError",
          mapCompletion: { [transform] in
            $0.mapFailure(transform)
          }))
    }
  }

  /// A publisher that appears to send a specified failure type.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    public typealias Output = Upstream.Output
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: ForwardingSubscriber(
          downstream: subscriber, name: "SetFailureType", mapCompletion: { $0.promote() }))
    }

    public func setFailureType<E: Error>(to failure: E.Type)
      -> Publishers.SetFailureType<Upstream, E>
    {
      Publishers.SetFailureType(upstream: upstream)
    }
  }
}

/// Passes values and the subscription straight through and maps only the completion.
struct ForwardingSubscriber<Downstream: Subscriber, Failure: Error>: Subscriber,
  CustomStringConvertible
{
  typealias Input = Downstream.Input

  let downstream: Downstream
  let description: String
  let mapCompletion: (Subscribers.Completion<Failure>) -> Subscribers.Completion<Downstream.Failure>
  let combineIdentifier = CombineIdentifier()

  init(
    downstream: Downstream, name: String,
    mapCompletion:
      @escaping (Subscribers.Completion<Failure>) ->
      Subscribers.Completion<
        Downstream.Failure
      >
  ) {
    self.downstream = downstream
    self.description = name
    self.mapCompletion = mapCompletion
  }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: mapCompletion(completion))
  }
}
