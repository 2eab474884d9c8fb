import Foundation
import Primitives

extension Timer {
  /// Returns a publisher that repeatedly emits the current date on the given interval.
  ///
  /// Like Combine's, the publisher is connectable: call `connect()` or `autoconnect()`. And
  /// like Combine's, it drops `tolerance` (the timer it schedules has none): pass one to
  /// `TimerPublisher.init` to have it used.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, runLoop: runLoop, mode: mode, options: options)
  }

  /// A publisher that repeatedly emits the current date on a given interval.
  ///
  /// Each subscriber gets the ticks it has demand for; all get the same date for one tick.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// The interval between ticks.
    public let interval: TimeInterval
    /// The tolerance the timer is scheduled with.
    public let tolerance: TimeInterval?
    /// The run loop the timer runs on.
    public let runLoop: RunLoop
    /// The run loop mode the timer runs in.
    public let mode: RunLoop.Mode
    /// Scheduler options (unused by run loops).
    public let options: RunLoop.SchedulerOptions?

    private let lock = Lock()
    @exclusivity(unchecked) private var subscriptions: [TimerTickReceiver] = []
    @exclusivity(unchecked) private var connection: TimerConnection?

    /// Creates a publisher for a timer, using the specified parameters.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      let subscription = TimerSubscription(parent: self, downstream: subscriber)
      lock.withLock { subscriptions.append(subscription) }
      subscriber.receive(subscription: subscription)
    }

    /// Starts the timer; connecting again while connected returns the same connection.
    public func connect() -> any Cancellable {
      lock.lock()
      if let connection {
        lock.unlock()
        return connection
      }
      // The first tick comes one interval after connecting, as in Combine. (Foundation on
      // Linux fires a timer made with `init(timeInterval:repeats:block:)` at once.)
      let timer = Timer(
        fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: true
      ) { [weak self] _ in
        self?.tick(Date())
      }
      if let tolerance { timer.tolerance = tolerance }
      let connection = TimerConnection(timer: timer) { [weak self] in self?.disconnect() }
      self.connection = connection
      lock.unlock()
      runLoop.add(timer, forMode: mode)
      return connection
    }

    private func tick(_ date: Date) {
      let subscriptions = lock.withLock { self.subscriptions }
      for subscription in subscriptions { subscription.receive(tick: date) }
    }

    private func disconnect() {
      lock.withLock { connection = nil }
    }

    fileprivate func remove(_ subscription: TimerTickReceiver) {
      lock.lock()
      let removed = subscriptions.firstIndex { $0 === subscription }.map {
        subscriptions.remove(at: $0)
      }
      lock.unlock()
      withExtendedLifetime(removed) {}
    }
  }
}

/// A timer's connection: cancelling it stops the timer. (Not a subscription, and it does not
/// describe itself, as in Combine.)
private final class TimerConnection: Cancellable, @unchecked Sendable {
  private let lock = Lock()
  @exclusivity(unchecked) private var timer: Timer?
  private let onCancel: () -> Void

  init(timer: Timer, onCancel: @escaping () -> Void) {
    self.timer = timer
    self.onCancel = onCancel
  }

  func cancel() {
    lock.lock()
    let timer = self.timer
    self.timer = nil
    lock.unlock()
    guard let timer else { return }
    timer.invalidate()
    onCancel()
  }
}

private class TimerTickReceiver: @unchecked Sendable {
  func receive(tick date: Date) {}
}

/// One subscriber of a timer: gets a tick when it has demand for one.
private final class TimerSubscription<Downstream: Subscriber>: TimerTickReceiver, Subscription,
  @unchecked Sendable
where Downstream.Input == Date, Downstream.Failure == Never {
  private let lock = Lock()
  @exclusivity(unchecked) private var downstream: Downstream?
  @exclusivity(unchecked) private var parent: Timer.TimerPublisher?
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none

  init(parent: Timer.TimerPublisher, downstream: Downstream) {
    self.parent = parent
    self.downstream = downstream
  }

  override func receive(tick date: Date) {
    lock.lock()
    guard let downstream, demand > 0 else {
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(date)
    lock.withLock { demand += more }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.withLock { self.demand += demand }
  }

  func cancel() {
    lock.lock()
    let downstream = self.downstream
    let parent = self.parent
    self.downstream = nil
    self.parent = nil
    lock.unlock()
    parent?.remove(self)
    withExtendedLifetime(downstream) {}
  }
}
