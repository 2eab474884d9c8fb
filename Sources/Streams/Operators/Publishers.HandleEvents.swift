extension Publisher {
  /// Performs the specified closures when publisher events occur.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }

  /// Prints log messages for all publishing events.
  ///
  /// Each line starts with `prefix` and a colon (or nothing when the prefix is empty):
  /// `receive subscription: (PassthroughSubject)`, `request unlimited`, `receive value: (1)`,
  /// `receive finished`, `receive error: (…)`, `receive cancel`.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil)
    -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}

extension Publishers {
  /// A publisher that performs the specified closures when publisher events occur.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public var receiveSubscription: ((any Subscription) -> Void)?
    public var receiveOutput: ((Upstream.Output) -> Void)?
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    public var receiveCancel: (() -> Void)?
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Upstream.Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: EventsInner(
          subscriber, name: "HandleEvents",
          hooks: EventHooks(
            subscription: receiveSubscription, output: receiveOutput,
            completion: receiveCompletion, cancel: receiveCancel, request: receiveRequest)))
    }
  }

  /// A publisher that prints log messages for all publishing events, optionally prefixed
  /// with a given string.
  public struct Print<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let prefix: String
    public let upstream: Upstream
    public let stream: (any TextOutputStream)?

    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let printer = EventPrinter(prefix: prefix, stream: stream)
      upstream.receive(
        subscriber: EventsInner(
          subscriber, name: "Print",
          hooks: EventHooks(
            subscription: { printer.write("receive subscription: (\($0))") },
            output: { printer.write("receive value: (\($0))") },
            completion: { completion in
              switch completion {
              case .finished: printer.write("receive finished")
              case .failure(let error): printer.write("receive error: (\(error))")
              }
            },
            cancel: { printer.write("receive cancel") },
            request: { printer.write("request \($0)") })))
    }
  }
}

/// Writes `Print`'s lines to its stream, or to standard output.
private final class EventPrinter: @unchecked Sendable {
  private let prefix: String
  @exclusivity(unchecked) private var stream: (any TextOutputStream)?
  private let lock = Lock()

  init(prefix: String, stream: (any TextOutputStream)?) {
    self.prefix = prefix
    self.stream = stream
  }

  func write(_ message: String) {
    let line = (prefix.isEmpty ? "" : prefix + ": ") + message
    lock.lock()
    defer { lock.unlock() }
    if stream != nil {
      stream?.write(line + "\n")
    } else {
      Swift.print(line)
    }
  }
}

struct EventHooks<Output, Failure: Error> {
  var subscription: ((any Subscription) -> Void)?
  var output: ((Output) -> Void)?
  var completion: ((Subscribers.Completion<Failure>) -> Void)?
  var cancel: (() -> Void)?
  var request: ((Subscribers.Demand) -> Void)?
}

/// Calls hooks as events pass through, in both directions.
final class EventsInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let hooks: EventHooks<Input, Failure>
  let description: String
  private let lock = Lock()
  @exclusivity(unchecked) private var upstream: (any Subscription)?
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: Downstream, name: String, hooks: EventHooks<Input, Failure>) {
    self.downstream = downstream
    self.description = name
    self.hooks = hooks
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, !terminated else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    hooks.subscription?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    hooks.output?(input)
    let more = downstream.receive(input)
    if more > 0 { hooks.request?(more) }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    upstream = nil
    lock.unlock()
    hooks.completion?(completion)
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    hooks.request?(demand)
    lock.lock()
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    hooks.cancel?()
    upstream?.cancel()
  }
}
