import Primitives

extension ConnectableObservableType {
  /// Connects when the first subscriber arrives and disconnects when the last one leaves.
  ///
  /// When the shared sequence terminates, the connection is forgotten, so the next subscriber
  /// connects again.
  public func refCount() -> Observable<Element> {
    let state = RefCountState(source: self)
    return Observable.make { state.subscribe($0) }
  }
}

/// The bookkeeping of one `refCount()`.
private final class RefCountState<Source: ConnectableObservableType>: @unchecked Sendable {
  private let source: Source
  private let lock = Lock()
  @exclusivity(unchecked) private var count = 0
  @exclusivity(unchecked) private var connection: Disposable?
  /// Grows each time a connection ends by termination, so subscribers of an earlier
  /// connection don't touch the next one's count.
  @exclusivity(unchecked) private var generation = 0

  init(source: Source) { self.source = source }

  func subscribe(_ observer: AnyObserver<Source.Element>) -> Disposable {
    let sink = RefCountSink(observer: observer, state: self)
    let subscription = source.subscribe(sink)
    lock.lock()
    sink.generation = generation
    guard !sink.isDisposed else {
      lock.unlock()
      subscription.dispose()
      return sink
    }
    count += 1
    let connect = count == 1
    lock.unlock()
    sink.setSubscription(subscription)
    if connect {
      let connection = source.connect()
      let keep = lock.withLock { () -> Bool in
        guard sink.generation == generation, count > 0, self.connection == nil else {
          return false
        }
        self.connection = connection
        return true
      }
      if !keep { connection.dispose() }
    }
    return sink
  }

  /// A subscriber left: the last one disconnects.
  func left(_ generationLeft: Int) {
    let disconnect = lock.withLock { () -> Disposable? in
      guard generationLeft == generation, count > 0 else { return nil }
      count -= 1
      guard count == 0 else { return nil }
      defer { connection = nil }
      return connection
    }
    disconnect?.dispose()
  }

  /// The shared sequence terminated: forget the connection.
  func terminated(_ generationEnded: Int) {
    let disconnect = lock.withLock { () -> Disposable? in
      guard generationEnded == generation else { return nil }
      generation &+= 1
      count = 0
      defer { connection = nil }
      return connection
    }
    disconnect?.dispose()
  }
}

private final class RefCountSink<Source: ConnectableObservableType>: ObserverType, Cancelable,
  @unchecked Sendable
{
  private let observer: AnyObserver<Source.Element>
  private let state: RefCountState<Source>
  private let subscription = SingleAssignmentDisposable()
  private let flags = Locked((stopped: false, disposed: false))
  /// Set by the state, under its lock, before the sink can terminate or be disposed.
  @exclusivity(unchecked) var generation = 0

  init(observer: AnyObserver<Source.Element>, state: RefCountState<Source>) {
    self.observer = observer
    self.state = state
  }

  func setSubscription(_ disposable: Disposable) { subscription.setDisposable(disposable) }

  func on(_ event: Event<Source.Element>) {
    switch event {
    case .next:
      guard !flags.withLock({ $0.stopped || $0.disposed }) else { return }
      observer.on(event)
    case .error, .completed:
      let first = flags.withLock { flags in
        defer { flags.stopped = true }
        return !flags.stopped && !flags.disposed
      }
      guard first else { return }
      state.terminated(generation)
      observer.on(event)
      dispose()
    }
  }

  var isDisposed: Bool { flags.withLock { $0.disposed } }

  func dispose() {
    let first = flags.withLock { flags in
      defer { flags.disposed = true }
      return !flags.disposed
    }
    guard first else { return }
    subscription.dispose()
    state.left(generation)
  }
}
