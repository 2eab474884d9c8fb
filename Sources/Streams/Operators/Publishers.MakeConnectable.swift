extension Publisher where Failure == Never {
  /// Creates a connectable wrapper around the publisher.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}

extension Publishers {
  /// A publisher that provides an explicit means of connecting and canceling publication.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// Creates a connectable publisher, attached to the provided upstream publisher.
    public init(upstream: Upstream) {
      inner = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable { inner.connect() }
  }
}
