/// A wrapper of `PublishSubject` that never errors or completes: `accept` sends a value.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
  @usableFromInline let subject: PublishSubject<Element>

  /// Creates a relay.
  @inlinable
  public init() { subject = PublishSubject() }

  /// Sends `event` to every observer.
  @inlinable
  public func accept(_ event: Element) { subject.onNext(event) }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  public func asObservable() -> Observable<Element> { subject }
}

/// A wrapper of `BehaviorSubject` that never errors or completes: it holds a current value.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
  @usableFromInline let subject: BehaviorSubject<Element>

  /// Creates a relay holding `value`.
  @inlinable
  public init(value: Element) { subject = BehaviorSubject(value: value) }

  /// The current value.
  public var value: Element {
    // A relay never errors and is never disposed, so `value()` cannot throw here.
    (try? subject.value()) ?? subject.subject.value
  }

  /// Sets the current value and sends it to every observer.
  @inlinable
  public func accept(_ event: Element) { subject.onNext(event) }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  public func asObservable() -> Observable<Element> { subject }
}

/// A wrapper of `ReplaySubject` that never errors or completes.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
  private let subject: ReplaySubject<Element>

  private init(subject: ReplaySubject<Element>) { self.subject = subject }

  /// Creates a relay that replays at most `bufferSize` values.
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: .create(bufferSize: bufferSize))
  }

  /// Creates a relay that replays every value.
  /// (RxRelay spells it `createUnbound`, where `ReplaySubject` has `createUnbounded`.)
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(subject: .createUnbounded())
  }

  /// Sends `event` to every observer and keeps it for replay.
  public func accept(_ event: Element) { subject.onNext(event) }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  public func asObservable() -> Observable<Element> { subject }
}
