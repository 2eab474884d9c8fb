import Primitives

extension ObservableType {
  /// Delivers events on `scheduler`, one at a time and in order, even when the scheduler
  /// runs work concurrently.
  public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    if let serialScheduler = scheduler as? SerialDispatchQueueScheduler {
      #if TRACE_RESOURCES
        // Counted while the observable lives, as RxSwift counts its serial-queue ones.
        let counted = SerialQueueObservableCount()
      #endif
      // A serial queue keeps the order itself: each event is one piece of work.
      return Observable.make { downstream in
        #if TRACE_RESOURCES
          withExtendedLifetime(counted) {}
        #endif
        let serial = SerialObserver(downstream)
        _ = serial.subscriptions.insert(
          source.subscribe { event in
            _ = serialScheduler.schedule(()) { _ in
              serial.on(event)
              return Disposables.create()
            }
          })
        return serial.subscriptions
      }
    }
    return Observable.make { downstream in
      let sink = ObserveOnSink(scheduler: scheduler, downstream: downstream)
      sink.setUpstream(source.subscribe { sink.enqueue($0) })
      return sink
    }
  }
}

/// `observe(on:)` for schedulers that may run work concurrently: events wait in a queue that
/// one piece of scheduled work at a time drains.
private final class ObserveOnSink<Element>: Cancelable, @unchecked Sendable {
  private let scheduler: ImmediateSchedulerType
  private let downstream: AnyObserver<Element>
  private let lock = Lock()
  @exclusivity(unchecked) private var queue: [Event<Element>] = []
  @exclusivity(unchecked) private var head = 0
  @exclusivity(unchecked) private var draining = false
  private let upstream = SingleAssignmentDisposable()
  private let drain = SerialDisposable()
  private let disposed = Locked(false)

  init(scheduler: ImmediateSchedulerType, downstream: AnyObserver<Element>) {
    self.scheduler = scheduler
    self.downstream = downstream
  }

  func setUpstream(_ disposable: Disposable) { upstream.setDisposable(disposable) }

  func enqueue(_ event: Event<Element>) {
    let start = lock.withLock { () -> Bool in
      queue.append(event)
      defer { draining = true }
      return !draining
    }
    guard start else { return }
    drain.disposable = scheduler.scheduleRecursive(()) { [self] _, recurse in
      guard let next = dequeue(), !isDisposed else { return }
      downstream.on(next)
      if next.isStopEvent {
        dispose()
        return
      }
      let more = lock.withLock { () -> Bool in
        if head == queue.count { draining = false }
        return draining
      }
      if more { recurse(()) }
    }
  }

  /// The next event, or `nil` (and no longer draining) when the queue is empty.
  private func dequeue() -> Event<Element>? {
    lock.withLock {
      guard head < queue.count else {
        draining = false
        return nil
      }
      let next = queue[head]
      head += 1
      if head == queue.count {
        queue.removeAll(keepingCapacity: true)
        head = 0
      }
      return next
    }
  }

  var isDisposed: Bool { disposed.withLock { $0 } }

  func dispose() {
    let first = disposed.withLock { disposed in
      defer { disposed = true }
      return !disposed
    }
    guard first else { return }
    upstream.dispose()
    drain.dispose()
  }
}
