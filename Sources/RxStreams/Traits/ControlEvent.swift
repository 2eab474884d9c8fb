/// A type that is a `ControlEvent`: lets generic code take any control event.
public protocol ControlEventType: ObservableType {
  /// `self` as a `ControlEvent`.
  func asControlEvent() -> ControlEvent<Element>
}

/// The events of a UI element (a tap, an edit): a sequence that never fails, sends no initial
/// value and is subscribed to on the main thread.
///
/// Wrapping `events` makes its subscription happen on the main thread; that it never fails
/// and delivers on the main thread is for its maker to ensure.
///
/// ```swift
/// let taps = ControlEvent(events: tapRelay.asObservable())
/// taps.asSignal().emit(onNext: { save() })
/// ```
public struct ControlEvent<PropertyType>: ControlEventType {
  /// The type of the events' values.
  public typealias Element = PropertyType

  let events: Observable<PropertyType>

  /// Wraps `events`, which must never fail and must deliver on the main thread.
  public init<Events: ObservableType>(events: Events) where Events.Element == Element {
    self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
  }

  /// Subscribes `observer` to the events.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// The events as an observable sequence.
  public func asObservable() -> Observable<Element> { events }

  /// `self`.
  public func asControlEvent() -> ControlEvent<Element> { self }

  /// The events as an `Infallible`.
  public func asInfallible() -> Infallible<Element> { Infallible(events) }
}

extension ControlEvent: @unchecked Sendable {}

extension ControlEvent {
  /// The events as a `Driver` (should they fail after all, it completes instead).
  public func asDriver() -> Driver<Element> {
    asDriver(onErrorRecover: { _ in .empty() })
  }

  /// The events as a `Signal` (should they fail after all, it completes instead).
  public func asSignal() -> Signal<Element> {
    asSignal(onErrorRecover: { _ in .empty() })
  }
}
