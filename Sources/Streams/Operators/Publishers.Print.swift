import Primitives

extension Publisher {
  /// Prints log messages for all publishing events, to standard output or to `stream`.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil)
    -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}

extension Publishers {
  /// A publisher that prints log messages for all publishing events, optionally prefixed
  /// with a given string.
  public struct Print<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// A string with which to prefix all log messages.
    public let prefix: String
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A stream for receiving the log messages; standard output when `nil`.
    public let stream: (any TextOutputStream)?

    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: PrintInner(downstream: subscriber, prefix: prefix, stream: stream))
    }
  }
}

/// `Print`'s subscription: logs each event, then passes it on (in or out of order, as in
/// Combine). Writing to the stream is serialized by the inner's own lock.
private final class PrintInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let prefix: String
  private let lock = Lock()
  private let streamLock = Lock()
  // Guarded by `streamLock`.
  @exclusivity(unchecked) private var stream: (any TextOutputStream)?
  // Guarded by `lock`.
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription

  init(downstream: Downstream, prefix: String, stream: (any TextOutputStream)?) {
    self.downstream = downstream
    self.prefix = prefix.isEmpty ? "" : "\(prefix): "
    self.stream = stream
  }

  var description: String { "Print" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  private func log(_ message: String) {
    streamLock.lock()
    defer { streamLock.unlock() }
    guard let target = stream else {
      Swift.print(prefix + message)
      return
    }
    // `print(_:to:)` writes "", the message, then "\n" — the same calls as to standard output.
    var forwarding = ForwardingStream(target: target)
    Swift.print(prefix + message, to: &forwarding)
    stream = forwarding.target
  }

  private func describe(_ demand: Subscribers.Demand) -> String {
    demand.max.map { "max: (\($0))" } ?? "unlimited"
  }

  func receive(subscription: any Subscription) {
    log("receive subscription: (\(subscription))")
    lock.lock()
    guard status.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    log("receive value: (\(input))")
    let demand = downstream.receive(input)
    if demand > 0 { log("request \(describe(demand)) (synchronous)") }
    return demand
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished: log("receive finished")
    case .failure(let error): log("receive error: (\(error))")
    }
    lock.lock()
    if case .subscribed = status { status = .terminal }
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    log("request \(describe(demand))")
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    log("receive cancel")
    lock.lock()
    let subscription = status.subscription
    if subscription != nil { status = .terminal }
    lock.unlock()
    subscription?.cancel()
  }
}

/// A concrete stream around the user's existential one, for `print(_:to:)`.
private struct ForwardingStream: TextOutputStream {
  var target: any TextOutputStream

  mutating func write(_ string: String) { target.write(string) }
}
