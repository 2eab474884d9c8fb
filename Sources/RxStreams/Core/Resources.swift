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

  private let deepestConcatStack = Atomic<Int>(0)

  /// The most iterators a concatenation's sink has held at once since this was last set, as
  /// RxSwift's `maxTailRecursiveSinkStackSize` under `-D TRACE_RESOURCES`: a concatenation
  /// that ends in another takes its sources in place, so a collection of sources nested
  /// this way keeps it at 1, while sequences of unknown length keep an iterator each.
  /// Tests set it to 0, run a concatenation, then read it.
  public var maxTailRecursiveSinkStackSize: Int {
    get { deepestConcatStack.load(ordering: .sequentiallyConsistent) }
    set { deepestConcatStack.store(newValue, ordering: .sequentiallyConsistent) }
  }

  extension Resources {
    /// Raises `maxTailRecursiveSinkStackSize` to `size` if it is lower.
    static func recordConcatStackSize(_ size: Int) {
      deepestConcatStack.max(size, ordering: .sequentiallyConsistent)
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
