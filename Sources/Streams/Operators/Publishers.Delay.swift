extension Publisher {
  /// Delays delivery of all output to the downstream receiver by a specified amount of time
  /// on a particular scheduler.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }

  /// Publishes elements only after a specified time interval elapses between events.
  ///
  /// When the upstream completes, a value still waiting out its interval is dropped.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// Publishes either the most-recent or first element published by the upstream publisher
  /// in the specified time interval.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }

  /// Terminates publishing if the upstream publisher exceeds the specified time interval
  /// without producing an element.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }

  /// Measures and emits the time interval between events received from an upstream
  /// publisher.
  public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.MeasureInterval<Self, S>
  {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }
}

extension Publishers {
  /// A publisher that delays delivery of elements and completion to the downstream receiver.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let tolerance: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = TimedInner<S, Output, Failure>(subscriber, name: "Delay", policy: .forward)
      let (scheduler, interval, tolerance, options) = (scheduler, interval, tolerance, options)
      func later(_ action: @escaping () -> Void) {
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options,
          action)
      }
      inner.onValue = { value in later { inner.emit(value) } }
      inner.onCompletion = { completion in later { inner.end(completion) } }
      upstream.receive(subscriber: inner)
    }
  }

  /// A publisher that publishes elements only after a specified time interval elapses
  /// between events.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = TimedInner<S, Output, Failure>(subscriber, name: "Debounce", policy: .unlimited)
      let (scheduler, dueTime, options) = (scheduler, dueTime, options)
      // The generation of the latest value: a timer whose value is no longer the latest
      // does nothing.
      let state = Locked((generation: 0, value: Output?.none))
      inner.onValue = { value in
        let generation = state.withLock { state -> Int in
          state.generation += 1
          state.value = value
          return state.generation
        }
        scheduler.schedule(
          after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
          options: options
        ) {
          let due = state.withLock { state -> Output? in
            guard state.generation == generation else { return nil }
            defer { state.value = nil }
            return state.value
          }
          if let due { inner.emit(due) }
        }
      }
      inner.onCompletion = { completion in
        state.withLock { $0.generation += 1 }
        scheduler.schedule(options: options) { inner.end(completion) }
      }
      upstream.receive(subscriber: inner)
    }
  }

  /// A publisher that publishes either the most-recent or first element published by the
  /// upstream publisher in a specified time interval.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let latest: Bool

    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = TimedInner<S, Output, Failure>(subscriber, name: "Throttle", policy: .unlimited)
      let (scheduler, interval, latest) = (scheduler, interval, latest)
      let state = Locked(ThrottleState<Context.SchedulerTimeType, Output>())

      /// Emits what the window collected, and opens the next window if it emitted.
      func closeWindow() {
        let value = state.withLock { state -> Output? in
          state.timerScheduled = false
          guard let value = state.pending else {
            state.windowEnd = nil
            return nil
          }
          state.pending = nil
          state.windowEnd = scheduler.now.advanced(by: interval)
          return value
        }
        guard let value else { return }
        inner.emit(value)
      }

      inner.onValue = { value in
        let now = scheduler.now
        let action = state.withLock { state -> ThrottleAction<Context.SchedulerTimeType> in
          if let end = state.windowEnd, now < end {
            if latest || state.pending == nil { state.pending = value }
            guard !state.timerScheduled else { return .wait }
            state.timerScheduled = true
            return .scheduleAt(end)
          }
          state.windowEnd = now.advanced(by: interval)
          return .emitNow
        }
        switch action {
        case .emitNow: scheduler.schedule { inner.emit(value) }
        case .scheduleAt(let end): scheduler.schedule(after: end) { closeWindow() }
        case .wait: break
        }
      }
      inner.onCompletion = { completion in scheduler.schedule { inner.end(completion) } }
      upstream.receive(subscriber: inner)
    }
  }

  /// A publisher that terminates publishing if the upstream publisher exceeds a specified
  /// amount of time without producing an element.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    public let customError: (() -> Upstream.Failure)?

    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?,
      customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = TimedInner<S, Output, Failure>(subscriber, name: "Timeout", policy: .forward)
      let (scheduler, interval, options, customError) = (scheduler, interval, options, customError)
      let generation = Locked(0)
      func arm() {
        let armed = generation.withLock { value -> Int in
          value += 1
          return value
        }
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
          options: options
        ) {
          guard generation.withLock({ $0 }) == armed else { return }
          inner.end(customError.map { .failure($0()) } ?? .finished)
        }
      }
      inner.onSubscribed = { arm() }
      inner.onValue = { value in
        arm()
        scheduler.schedule(options: options) { inner.emit(value) }
      }
      inner.onCompletion = { completion in
        generation.withLock { $0 += 1 }
        scheduler.schedule(options: options) { inner.end(completion) }
      }
      upstream.receive(subscriber: inner)
    }
  }

  /// A publisher that measures and emits the time interval between events received from an
  /// upstream publisher.
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Context.SchedulerTimeType.Stride
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let scheduler: Context

    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      var last = scheduler.now
      upstream.subscribeOperator(
        subscriber, name: "MeasureInterval",
        step: { _ in
          let now = scheduler.now
          defer { last = now }
          return .emit(last.distance(to: now))
        },
        complete: { $0.passThrough() })
    }
  }
}

/// What a throttle window holds: when it ends, and the value it will emit then.
private struct ThrottleState<Time, Value> {
  var windowEnd: Time?
  var pending: Value?
  var timerScheduled = false
}

/// What a throttle does with a new value.
private enum ThrottleAction<Time> {
  case emitNow
  case scheduleAt(Time)
  case wait
}
