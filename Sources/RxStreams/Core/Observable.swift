import Synchronization

/// A type that can be converted to an observable sequence.
public protocol ObservableConvertibleType {
  /// The type of elements in the sequence.
  associatedtype Element

  /// Converts `self` to an `Observable` sequence.
  func asObservable() -> Observable<Element>
}

/// Represents a push-style sequence.
public protocol ObservableType: ObservableConvertibleType {
  /// Subscribes `observer` to receive events for this sequence.
  ///
  /// The grammar is `next* (error | completed)?`; events are delivered serially. Disposing
  /// the returned disposable stops delivery and releases the subscription's resources.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// Converts `self` to an `Observable` sequence.
  public func asObservable() -> Observable<Element> {
    Observable { observer in self.subscribe(observer) }
  }
}

/// A type-erased `ObservableType`: the sequence every operator returns.
///
/// An observable is a description of how to produce events for each subscriber; nothing
/// happens until `subscribe`.
public class Observable<Element>: ObservableType {
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  @usableFromInline let subscribeHandler: ((AnyObserver<Element>) -> Disposable)?

  /// Creates an observable from a subscribe function. Subclasses pass `nil` and override
  /// ``subscribeObserver(_:)``.
  @usableFromInline
  init(_ subscribeHandler: ((AnyObserver<Element>) -> Disposable)?) {
    self.subscribeHandler = subscribeHandler
  }

  @inlinable
  public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let observer = AnyObserver(observer)
    return CurrentThreadScheduler.subscribing { subscribeObserver(observer) }
  }

  /// What subscribing does; subjects override it.
  @usableFromInline
  func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    subscribeHandler?(observer) ?? Disposables.create()
  }

  public func asObservable() -> Observable<Element> { self }
}

extension Observable: @unchecked Sendable {}

extension Observable {
  /// Makes an observable from an operator's subscribe function, which gets the downstream
  /// observer and returns what disposes its upstream subscription.
  @inlinable
  static func make(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable {
    Observable(subscribe)
  }
}

extension ObservableType {
  /// Creates an observable sequence from a subscribe method implementation.
  ///
  /// Events sent after a terminal event, or after disposal, are dropped; a terminal event
  /// disposes what `subscribe` returned.
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
    -> Observable<Element>
  {
    Observable.make { observer in
      let sink = GrammarSink(observer)
      let disposer = SinkDisposer(sink)
      sink.disposer = disposer
      sink.setUpstream(subscribe(AnyObserver(sink)))
      return disposer
    }
  }
}

/// Enforces the grammar for events from code the library does not control: nothing after a
/// terminal event or disposal; a terminal event disposes the upstream.
final class GrammarSink<Element>: ObserverType, Cancelable, @unchecked Sendable {
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  private let observer: AnyObserver<Element>
  private let stopped = Atomic<Bool>(false)
  private let upstream = SingleAssignmentDisposable()
  /// Set before subscribing; told to let go at the end.
  weak var disposer: SinkDisposer?

  init(_ observer: AnyObserver<Element>) { self.observer = observer }

  func setUpstream(_ disposable: Disposable) { upstream.setDisposable(disposable) }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      guard !stopped.load(ordering: .acquiring) else { return }
      observer.on(event)
    case .error, .completed:
      guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
      observer.on(event)
      upstream.dispose()
      disposer?.release()
    }
  }

  var isDisposed: Bool { stopped.load(ordering: .acquiring) }

  func dispose() {
    stopped.store(true, ordering: .releasing)
    upstream.dispose()
  }
}
