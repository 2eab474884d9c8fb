import Primitives

extension ConnectablePublisher {
  /// Automates the process of connecting or disconnecting from this connectable publisher.
  ///
  /// The first subscriber connects; the connection lasts until the last subscriber cancels,
  /// even past the upstream's completion (later subscribers get what the upstream gives
  /// them then, without a second connection).
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A publisher that automatically connects to an upstream connectable publisher.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    private enum State {
      case disconnected
      case connected(refcount: Int, connection: any Cancellable)
    }

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream
    private let lock = Lock()
    @exclusivity(unchecked) private var state = State.disconnected

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = AutoconnectInner(parent: self, downstream: subscriber)
      lock.lock()
      switch state {
      case .connected(let refcount, let connection):
        state = .connected(refcount: refcount + 1, connection: connection)
        lock.unlock()
        upstream.subscribe(inner)
      case .disconnected:
        lock.unlock()
        upstream.subscribe(inner)
        // A subscriber that subscribes again from inside this call connects too; the last
        // connection made is the one kept, as in Combine.
        let connection = upstream.connect()
        lock.lock()
        state = .connected(refcount: 1, connection: connection)
        lock.unlock()
      }
    }

    /// One subscriber has cancelled: the last one disconnects.
    fileprivate func release() {
      lock.lock()
      guard case .connected(let refcount, let connection) = state else {
        lock.unlock()
        return
      }
      guard refcount == 1 else {
        state = .connected(refcount: refcount - 1, connection: connection)
        lock.unlock()
        return
      }
      state = .disconnected
      lock.unlock()
      connection.cancel()
    }
  }
}

/// An `Autoconnect` subscriber: passes every event through, and gives the downstream the
/// upstream's subscription wrapped so that its first cancel releases the connection.
private struct AutoconnectInner<Upstream: ConnectablePublisher, Downstream: Subscriber>:
  Subscriber, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  let parent: Publishers.Autoconnect<Upstream>
  let downstream: Downstream
  let combineIdentifier = CombineIdentifier()

  var description: String { "Autoconnect" }
  var customMirror: Mirror { Mirror(self, children: ["parent": parent, "downstream": downstream]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    downstream.receive(
      subscription: AutoconnectSubscription(upstream: subscription) { [parent] in
        parent.release()
      })
  }

  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

/// The upstream's subscription as an `Autoconnect` subscriber sees it: the same identity
/// and description; its first cancel also releases the subscriber's share of the
/// connection. (It keeps the autoconnect, and so the connection, alive.)
private final class AutoconnectSubscription: Subscription, CustomStringConvertible,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
  private let upstream: any Subscription
  private let lock = Lock()
  @exclusivity(unchecked) private var release: (() -> Void)?

  init(upstream: any Subscription, release: @escaping () -> Void) {
    self.upstream = upstream
    self.release = release
  }

  var combineIdentifier: CombineIdentifier { upstream.combineIdentifier }
  var description: String { String(describing: upstream) }
  var playgroundDescription: Any {
    (upstream as? CustomPlaygroundDisplayConvertible)?.playgroundDescription ?? description
  }

  func request(_ demand: Subscribers.Demand) { upstream.request(demand) }

  func cancel() {
    lock.lock()
    let release = self.release
    self.release = nil
    lock.unlock()
    release?()
    upstream.cancel()
  }
}
