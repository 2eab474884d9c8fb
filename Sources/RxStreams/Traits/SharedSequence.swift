/// How a `SharedSequence` shares and where it delivers.
public protocol SharingStrategyProtocol {
  /// The scheduler events are delivered on.
  static var scheduler: SchedulerType { get }
  /// Shares `source` among subscribers.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// `Driver`'s strategy: the sharing scheduler (the main thread unless mocked), replays the
/// latest element.
public enum DriverSharingStrategy: SharingStrategyProtocol {
  public static var scheduler: SchedulerType { SharingScheduler.make() }
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// `Signal`'s strategy: the sharing scheduler (the main thread unless mocked), no replay.
public enum SignalSharingStrategy: SharingStrategyProtocol {
  public static var scheduler: SchedulerType { SharingScheduler.make() }
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

/// A sequence that never errors, delivers on the main thread and shares its subscription:
/// the UI-facing traits `Driver` and `Signal`.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
  ObservableConvertibleType
{
  let source: Observable<Element>

  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source.observe(on: SharingStrategy.scheduler))
  }

  public func asObservable() -> Observable<Element> { source }

  /// Transforms each element.
  public func map<Result>(_ transform: @escaping (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence<SharingStrategy, Result>(source.map(transform))
  }

  /// Keeps the elements that satisfy `predicate`.
  public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<
    SharingStrategy, Element
  > {
    SharedSequence(source.filter(predicate))
  }

  /// A shared sequence of one element.
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(.just(element))
  }
}

extension SharedSequence: @unchecked Sendable {}

extension SharedSequence {
  /// `self` as an `Infallible`: the same shared, main-thread sequence.
  public func asInfallible() -> Infallible<Element> { Infallible(source) }
}

extension InfallibleType {
  /// Converts to a `Driver`: delivered on the main thread, sharing the latest element.
  public func asDriver() -> Driver<Element> { Driver(asObservable()) }

  /// Converts to a `Signal`: delivered on the main thread, shared without replay.
  public func asSignal() -> Signal<Element> { Signal(asObservable()) }
}

/// A UI sequence that replays its latest element: bind view state with `drive`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// A UI sequence of events that are not replayed: bind actions with `emit`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
  /// Converts to a `Driver`, continuing with `element` on error.
  public func asDriver(onErrorJustReturn element: Element) -> Driver<Element> {
    Driver(asObservable().catchAndReturn(element))
  }

  /// Converts to a `Driver`, continuing with `driver` on error.
  public func asDriver(onErrorDriveWith driver: Driver<Element>) -> Driver<Element> {
    Driver(asObservable().catch { _ in driver.asObservable() })
  }

  /// Converts to a `Signal`, continuing with `element` on error.
  public func asSignal(onErrorJustReturn element: Element) -> Signal<Element> {
    Signal(asObservable().catchAndReturn(element))
  }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
  /// Subscribes handlers; for binding UI state.
  @discardableResult
  public func drive(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    source.subscribe(onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Binds the elements to observers.
  @discardableResult
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element {
    source.subscribe { event in for observer in observers { observer.on(event) } }
  }

  /// Binds the elements to relays.
  @discardableResult
  public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
    source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
  }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
  /// Subscribes handlers; for binding UI actions.
  @discardableResult
  public func emit(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    source.subscribe(onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Sends the elements to relays.
  @discardableResult
  public func emit(to relays: PublishRelay<Element>...) -> Disposable {
    source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
  }
}
