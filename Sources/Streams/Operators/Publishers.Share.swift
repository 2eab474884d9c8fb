extension Publisher {
  /// Shares the output of an upstream publisher with multiple subscribers.
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

extension Publishers {

  /// A publisher that shares the output of an upstream publisher with multiple subscribers:
  /// a ``Multicast`` through a ``PassthroughSubject``, connected automatically.
  public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream
    private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    public init(upstream: Upstream) {
      self.upstream = upstream
      inner = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
  }
}
