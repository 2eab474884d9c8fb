import Foundation

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

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    addOperation { action() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    nonisolated(unsafe) let action = action
    nonisolated(unsafe) let queue = self
    let delay = max(0, date.date.timeIntervalSinceNow)
    DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
      queue.addOperation { action() }
    }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    nonisolated(unsafe) let action = action
    nonisolated(unsafe) let queue = self
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler { queue.addOperation { action() } }
    let delay = max(0, date.date.timeIntervalSinceNow)
    timer.schedule(
      deadline: .now() + delay, repeating: interval.timeInterval,
      leeway: .nanoseconds(Int(tolerance.timeInterval * 1e9)))
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
