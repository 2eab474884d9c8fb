// `emit`: how a `Signal` is subscribed to. It cannot fail, so there is no error handler, and
// it already delivers on the main scheduler, so the handlers run there.

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Sends every event to each of `observers`.
  @discardableResult
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends every event, its element wrapped in an optional, to each of `observers`.
  @discardableResult
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sets each of `relays` to every element.
  @discardableResult
  public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sets each of `relays` to every element.
  @discardableResult
  public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to each of `relays`.
  @discardableResult
  public func emit(to relays: PublishRelay<Element>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to each of `relays`.
  @discardableResult
  public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to each of `relays`.
  @discardableResult
  public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to each of `relays`.
  @discardableResult
  public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Subscribes handlers that receive `object` with each event, without retaining it: once
  /// `object` is gone, the handlers are no longer called.
  @discardableResult
  public func emit<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes element, completion and disposal handlers.
  @discardableResult
  public func emit(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes without handlers, for the sequence's side effects.
  @discardableResult
  public func emit() -> Disposable {
    emit(onNext: nil, onCompleted: nil, onDisposed: nil)
  }
}
