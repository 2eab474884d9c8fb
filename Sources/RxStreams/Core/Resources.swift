#if TRACE_RESOURCES
  import Synchronization

  private let resourceCount = Atomic<Int32>(0)
  private let serialQueueObservableCount = Atomic<Int32>(0)

  /// Counts the Rx resources alive — observables, subscriptions' sinks, disposables,
  /// subjects, virtual-time schedulers — as RxSwift does when built with
  /// `-D TRACE_RESOURCES`, so a test can check that a subscription released everything it
  /// made. Built without the flag, none of this exists and nothing is counted.
  public enum Resources {
    /// How many resources are alive now.
    public static var total: Int32 { resourceCount.load(ordering: .sequentiallyConsistent) }

    /// Counts one more resource; returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
      resourceCount.add(1, ordering: .sequentiallyConsistent).newValue
    }

    /// Counts one resource fewer; returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
      resourceCount.subtract(1, ordering: .sequentiallyConsistent).newValue
    }

    /// How many observables that deliver on a serial dispatch queue are alive.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
      serialQueueObservableCount.load(ordering: .sequentiallyConsistent)
    }

    static func countSerialQueueObservable(_ delta: Int32) {
      serialQueueObservableCount.add(delta, ordering: .sequentiallyConsistent)
    }
  }

  /// Alive as long as an observable that delivers on a serial dispatch queue.
  final class SerialQueueObservableCount: Sendable {
    init() { Resources.countSerialQueueObservable(1) }
    deinit { Resources.countSerialQueueObservable(-1) }
  }

  /// Stored in a counted class: counts it alive from its creation to its deinit, with no
  /// allocation of its own.
  struct TracedResource: ~Copyable {
    init() { Resources.incrementTotal() }
    deinit { Resources.decrementTotal() }
  }
#endif
