extension Publisher {
  /// Collects all received elements, and emits a single array of the collection when the
  /// upstream publisher finishes.
  public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
}

extension Publishers {
  /// A publisher that buffers items and publishes them as one array when its upstream
  /// finishes.
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == [Upstream.Output], S.Failure == Failure {
      upstream.subscribeReducer(
        subscriber, initial: [], name: "Collect", mirror: { ["count": $0?.count ?? 0] },
        step: { result, value in
          result?.append(value)
          return .continue
        })
    }
  }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {}
