// `drive`: how a `Driver` is subscribed to. It cannot fail, so there is no error handler, and
// it already delivers on the main scheduler, so the handlers run there.
//
// As RxSwift does on Linux, `drive` does not check that it is called on the main thread (a
// test may drive from any thread with `SharingScheduler` mocked).

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Sends every event to each of `observers`.
  @discardableResult
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends every event, its element wrapped in an optional, to each of `observers`.
  @discardableResult
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sets each of `relays` to every element.
  @discardableResult
  public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sets each of `relays` to every element.
  @discardableResult
  public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to each of `relays`.
  @discardableResult
  public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to each of `relays`.
  @discardableResult
  public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Hands the sequence to `transformation`, a binder function, and returns what it returns.
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(asObservable())
  }

  /// Hands the sequence to the curried binder function `with`, then `curriedArgument` to what
  /// it returns.
  public func drive<R1, R2>(
    _ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1
  ) -> R2 {
    with(asObservable())(curriedArgument)
  }

  /// Subscribes handlers that receive `object` with each event, without retaining it: once
  /// `object` is gone, the handlers are no longer called.
  @discardableResult
  public func drive<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes element, completion and disposal handlers.
  @discardableResult
  public func drive(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes without handlers, for the sequence's side effects.
  @discardableResult
  public func drive() -> Disposable {
    drive(onNext: nil, onCompleted: nil, onDisposed: nil)
  }
}
