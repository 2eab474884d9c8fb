extension Publisher {
  /// Collects elements by a given time-grouping strategy, and emits a single array of the
  /// collection.
  public func collect<S: Scheduler>(
    _ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil
  ) -> Publishers.CollectByTime<Self, S> {
    Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
  }
}

extension Publishers {
  /// A strategy for collecting received elements.
  public enum TimeGroupingStrategy<Context: Scheduler> {
    /// A grouping that collects and periodically publishes items.
    case byTime(Context, Context.SchedulerTimeType.Stride)
    /// A grouping that collects and publishes items periodically or when a buffer reaches a
    /// maximum size.
    case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
  }

  /// A publisher that buffers and periodically publishes its items.
  public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let strategy: TimeGroupingStrategy<Context>
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, strategy: TimeGroupingStrategy<Context>,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.strategy = strategy
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (scheduler, interval, limit): (Context, Context.SchedulerTimeType.Stride, Int)
      switch strategy {
      case .byTime(let context, let stride): (scheduler, interval, limit) = (context, stride, .max)
      case .byTimeOrCount(let context, let stride, let count):
        precondition(
          count > 0, "API Violation: collect(.byTimeOrCount): the count must be positive")
        (scheduler, interval, limit) = (context, stride, count)
      }
      let inner = TimedInner<S, Upstream.Output, Failure>(
        subscriber, name: "CollectByTime", policy: .unlimited)
      let buffer = Locked([Upstream.Output]())
      let options = options
      let timer = Locked<(any Cancellable)?>(nil)
      func flush() {
        let batch = buffer.withLock { batch -> [Upstream.Output] in
          defer { batch.removeAll() }
          return batch
        }
        if !batch.isEmpty { inner.emit(batch) }
      }
      inner.onSubscribed = {
        let cancellable = scheduler.schedule(
          after: scheduler.now.advanced(by: interval), interval: interval,
          tolerance: scheduler.minimumTolerance, options: options
        ) { flush() }
        timer.withLock { $0 = cancellable }
      }
      inner.onCancel = { timer.withLock { $0 }?.cancel() }
      inner.onValue = { value in
        let full = buffer.withLock { batch -> Bool in
          batch.append(value)
          return batch.count >= limit
        }
        if full { flush() }
      }
      inner.onCompletion = { completion in
        scheduler.schedule(options: options) {
          if case .finished = completion { flush() }
          timer.withLock { $0 }?.cancel()
          inner.end(completion)
        }
      }
      upstream.receive(subscriber: inner)
    }
  }
}
