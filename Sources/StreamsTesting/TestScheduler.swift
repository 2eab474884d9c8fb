import Foundation
import RxStreams
import Streams

/// A virtual-time scheduler for deterministic tests of time-based code, as RxTest has it:
/// nothing runs until `start()` or `advanceTo(_:)`, and time then jumps from one scheduled
/// action to the next. One tick is `resolution` seconds.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let observer = scheduler.start { source.map { $0 * 10 } }
/// // observer.events == [.next(210, 20), .completed(300)]
/// // source.subscriptions == [RecordedSubscription(200, 300)]
/// ```
///
/// It is also a Streams `Scheduler` (its time type is `Date`), so Combine-side `debounce`,
/// `throttle` and `delay` are tested on the same clock, and `start` takes a publisher too.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>,
  @unchecked Sendable
{
  /// The times `start` uses unless told otherwise.
  public enum Defaults {
    /// When the sequence under test is created.
    public static let created: TestTime = 100
    /// When it is subscribed to.
    public static let subscribed: TestTime = 200
    /// When the subscription is disposed.
    public static let disposed: TestTime = 1000
  }

  private let converter: TestSchedulerVirtualTimeConverter
  private let simulateProcessingDelay: Bool

  /// Creates a scheduler at `initialClock`, one tick being `resolution` seconds.
  ///
  /// With `simulateProcessingDelay`, work scheduled through `schedule` or `scheduleRelative`
  /// for the current tick or earlier runs one tick after the clock, as if processing took
  /// time; without it, at the clock's tick.
  public init(
    initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
  ) {
    converter = TestSchedulerVirtualTimeConverter(resolution: resolution)
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(initialClock: initialClock, converter: converter)
  }

  /// Runs `action` at the virtual time `time`, unadjusted; disposing the result first
  /// cancels it.
  @discardableResult
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
    scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Queues relative work due at the clock's tick or earlier one tick later (with
  /// `simulateProcessingDelay`) or at the clock's tick (without).
  public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
    time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
  }

  // MARK: Test observables and observers

  /// Creates a hot observable: each event is sent at its absolute time to whoever is
  /// subscribed then.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(hotOn: self, events: events)
  }

  /// Creates a cold observable: each subscriber gets the events at their times counted from
  /// its subscription.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(coldOn: self, events: events)
  }

  /// Creates an observer that records each event with the virtual time it arrived at.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  // MARK: Running a sequence under test

  /// Calls `create` at `created`, subscribes to what it made at `subscribed`, disposes the
  /// subscription at `disposed`, runs the scheduler, and returns what was recorded.
  ///
  /// `create` may return any observable-convertible sequence: an `Observable`, a `Single`,
  /// `Maybe` or `Completable`, an `Infallible`, a `Driver`.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed,
    disposed: TestTime = Defaults.disposed, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    let observer = createObserver(Element.self)
    var source: Observable<Element>?
    var subscription: Disposable?
    scheduleAt(created) { source = create().asObservable() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// The same, created at `Defaults.created` and subscribed at `Defaults.subscribed`.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
      create: create)
  }

  /// The same, at the default times: created at 100, subscribed at 200, disposed at 1000.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    _ create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
      create: create)
  }

  /// The same, for a Streams publisher: its values and completion are recorded as Rx events.
  public func start<P: Publisher>(
    created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed,
    disposed: TestTime = Defaults.disposed, create: @escaping () -> P
  ) -> TestableObserver<P.Output> {
    start(created: created, subscribed: subscribed, disposed: disposed) {
      create().asObservable()
    }
  }

  /// The same, for a type that is both a publisher and an observable-convertible sequence:
  /// it is run as the Rx sequence its `asObservable()` gives.
  public func start<Sequence: Publisher & ObservableConvertibleType>(
    created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed,
    disposed: TestTime = Defaults.disposed, create: @escaping () -> Sequence
  ) -> TestableObserver<Sequence.Element> where Sequence.Output == Sequence.Element {
    start(created: created, subscribed: subscribed, disposed: disposed) {
      observable(of: create())
    }
  }

  // MARK: Streams scheduler

  /// A test scheduler takes no options.
  public typealias SchedulerOptions = Never

  public var minimumTolerance: StreamsTime.Stride { 0 }

  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    scheduleAt(adjustScheduledTime(clock), action: action)
  }

  public func schedule(
    after date: StreamsTime, tolerance: StreamsTime.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    scheduleAt(adjustScheduledTime(converter.convertToVirtualTime(date.date)), action: action)
  }

  public func schedule(
    after date: StreamsTime, interval: StreamsTime.Stride, tolerance: StreamsTime.Stride,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let period = max(converter.convertToVirtualTimeInterval(interval.timeInterval), 1)
    let pending = SerialDisposable()
    func tick(at time: TestTime) {
      pending.disposable = scheduleAt(time) { [converter] in
        action()
        tick(at: converter.offsetVirtualTime(time, offset: period))
      }
    }
    tick(at: adjustScheduledTime(converter.convertToVirtualTime(date.date)))
    return AnyCancellable { pending.dispose() }
  }

  /// The virtual clock as a Streams scheduler counts it: a date, with strides in seconds
  /// (`.seconds(1)`, `.milliseconds(500)`), like `RunLoop`'s scheduler time.
  ///
  /// It is its own type, not `Date`, so that `Double` needn't pose as a scheduler interval
  /// (which would make `.now() + .milliseconds(200)` ambiguous in every file that imports
  /// Streams).
  public struct StreamsTime: _DateSchedulerTime, Hashable, Sendable {
    /// The date this time stands for.
    public var date: Date

    /// The time at `date`.
    public init(_ date: Date) { self.date = date }

    /// An interval of virtual time, in seconds.
    public struct Stride: _TimeIntervalStride, Hashable, Sendable {
      /// The interval in seconds.
      public var magnitude: TimeInterval

      /// An interval of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
    }
  }
}

extension Streams.Scheduler where Self: TestScheduler {
  /// The clock as a Streams scheduler reads it. (RxSwift code reads the `Date`-valued
  /// `now` of the scheduler itself.)
  public var now: TestScheduler.StreamsTime {
    let date: RxTime = now
    return TestScheduler.StreamsTime(date)
  }
}

extension TestScheduler: Streams.Scheduler {}

/// The Rx sequence of a value that may also be something else with an `asObservable()`.
private func observable<Sequence: ObservableConvertibleType>(of sequence: Sequence)
  -> Observable<Sequence.Element>
{
  sequence.asObservable()
}
