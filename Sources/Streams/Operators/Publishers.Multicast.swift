extension Publisher {
  /// Shares the output of an upstream publisher with multiple subscribers.
  ///
  /// The first subscriber connects to the upstream; the last one to cancel disconnects.
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }

  /// Applies a closure to create a subject that delivers elements to subscribers.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Provides a subject to deliver elements to multiple subscribers.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self) { subject }
  }
}

extension Publisher where Failure == Never {
  /// Creates a connectable wrapper around the publisher.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}

extension ConnectablePublisher {
  /// Automates the process of connecting or disconnecting from this connectable publisher.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A publisher that uses a subject to deliver elements to multiple subscribers.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
    @unchecked Sendable
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let createSubject: () -> SubjectType
    private let lock = Lock()
    @exclusivity(unchecked) private var lazySubject: SubjectType?

    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    private var subject: SubjectType {
      lock.lock()
      if let lazySubject {
        lock.unlock()
        return lazySubject
      }
      lock.unlock()
      let created = createSubject()
      lock.lock()
      defer { lock.unlock() }
      if let lazySubject { return lazySubject }
      lazySubject = created
      return created
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subject.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable { upstream.subscribe(subject) }
  }

  /// A publisher that provides an explicit means of connecting and canceling publication.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    public init(upstream: Upstream) {
      inner = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable { inner.connect() }
  }

  /// A publisher that automatically connects to an upstream connectable publisher.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public final let upstream: Upstream
    private let lock = Lock()
    @exclusivity(unchecked) private var subscribers = 0
    @exclusivity(unchecked) private var connection: (any Cancellable)?

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      lock.lock()
      subscribers += 1
      let connect = connection == nil && subscribers == 1
      lock.unlock()
      // Each subscription keeps this publisher, and so the connection, alive until it ends,
      // as Combine's does: a shared pipeline runs while anyone listens to it.
      upstream.receive(
        subscriber: EventsInner(
          subscriber, name: "Autoconnect",
          hooks: EventHooks(
            completion: { _ in self.subscriberEnded(cancelling: false) },
            cancel: { self.subscriberEnded(cancelling: true) })))
      guard connect else { return }
      let connection = upstream.connect()
      lock.lock()
      if self.connection == nil, subscribers > 0 {
        self.connection = connection
        lock.unlock()
      } else {
        lock.unlock()
        connection.cancel()
      }
    }

    private func subscriberEnded(cancelling: Bool) {
      lock.lock()
      subscribers -= 1
      let connection = subscribers == 0 ? self.connection : nil
      if subscribers == 0 { self.connection = nil }
      lock.unlock()
      if cancelling { connection?.cancel() }
    }
  }

  /// A publisher that shares the output of an upstream publisher with multiple subscribers.
  public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

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
