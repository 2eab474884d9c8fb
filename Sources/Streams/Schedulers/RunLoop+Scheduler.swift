import Foundation
import Primitives

extension RunLoop: Scheduler {
  /// The scheduler time type used by the run loop: a date.
  public struct SchedulerTimeType: _DateSchedulerTime, Codable, Hashable, Sendable {
    /// The date represented by this type.
    public var date: Date

    /// Creates a value of this type with the given date.
    public init(_ date: Date) { self.date = date }

    /// The interval by which run loop times advance, in seconds.
    public struct Stride: _TimeIntervalStride, Codable, Hashable, Sendable {
      public typealias FloatLiteralType = TimeInterval
      public typealias IntegerLiteralType = TimeInterval
      public typealias Magnitude = TimeInterval

      /// The value of this time interval in seconds.
      public var magnitude: TimeInterval

      /// Creates a stride of the given number of seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
    }
  }

  /// Options that affect the operation of the run loop scheduler.
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    perform { action() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    nonisolated(unsafe) let action = action
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    nonisolated(unsafe) let action = action
    let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in
      action()
    }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .default)
    nonisolated(unsafe) let scheduled = timer
    return AnyCancellable { scheduled.invalidate() }
  }
}

extension OperationQueue: Scheduler {
  /// The scheduler time type used by the operation queue: a date.
  public struct SchedulerTimeType: _DateSchedulerTime, Codable, Hashable, Sendable {
    /// The date represented by this type.
    public var date: Date

    /// Creates a value of this type with the given date.
    public init(_ date: Date) { self.date = date }

    /// The interval by which operation queue times advance, in seconds.
    public struct Stride: _TimeIntervalStride, Codable, Hashable, Sendable {
      public typealias FloatLiteralType = TimeInterval
      public typealias IntegerLiteralType = TimeInterval
      public typealias Magnitude = TimeInterval

      /// The value of this time interval in seconds.
      public var magnitude: TimeInterval

      /// Creates a stride of the given number of seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
    }
  }

  /// Options that affect the operation of the operation queue scheduler.
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Adds a `BlockOperation` running `action`.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    addOperation(BlockOperation { action() })
  }

  /// Adds, at once, an operation that becomes ready at `date` and then runs `action` (once,
  /// however often it is started); cancelling it before then stops it.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    addOperation(DelayedOperation(at: date.date, action))
  }

  /// Adds, at once, an operation that becomes ready at `date`; from then on a `BlockOperation`
  /// running `action` is added every `interval`, until the returned cancellable is cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    nonisolated(unsafe) let action = action
    let queue = self
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler { queue.addOperation(BlockOperation { action() }) }
    let start = DelayedOperation(at: date.date) {
      timer.schedule(
        deadline: .now() + max(0, interval.timeInterval), repeating: interval.timeInterval,
        leeway: .nanoseconds(Int(max(0, tolerance.timeInterval) * 1e9)))
      timer.resume()
      queue.addOperation(BlockOperation { action() })
    }
    addOperation(start)
    let operation = start
    return AnyCancellable {
      operation.cancel()
      timer.cancel()
    }
  }
}

/// An operation that is not ready until a given date, then runs its action once: a
/// dependency on a gate operation that a timer finishes at that date. Cancelling it stops
/// the action.
private final class DelayedOperation: Operation, Cancellable, @unchecked Sendable {
  private let lock = Lock()
  private var action: (() -> Void)?
  private let gate = BlockOperation {}

  init(at date: Date, _ action: @escaping () -> Void) {
    self.action = action
    super.init()
    addDependency(gate)
    let gate = self.gate
    DispatchQueue.global().asyncAfter(deadline: .now() + max(0, date.timeIntervalSinceNow)) {
      gate.start()
    }
  }

  override func main() {
    lock.lock()
    let action = isCancelled ? nil : self.action
    self.action = nil
    lock.unlock()
    action?()
  }

  override func cancel() {
    lock.lock()
    action = nil
    lock.unlock()
    super.cancel()
  }
}
