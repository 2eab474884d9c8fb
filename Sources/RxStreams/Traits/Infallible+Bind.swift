extension InfallibleType {
  /// Subscribes `observers` to every event: the elements, then completion.
  @discardableResult
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Subscribes observers of optional elements to every event.
  @discardableResult
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Hands `self` to a binder function, which returns the binding's result.
  public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

  /// Hands `self` to a curried binder function with `curriedArgument`.
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Calls `onNext` for each element.
  @discardableResult
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext)
  }

  /// Sends the elements to behavior relays; completion is not passed on.
  @discardableResult
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Sends the elements to behavior relays of optionals; completion is not passed on.
  @discardableResult
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Sends the elements to publish relays; completion is not passed on.
  @discardableResult
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Sends the elements to publish relays of optionals; completion is not passed on.
  @discardableResult
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Sends the elements to replay relays; completion is not passed on.
  @discardableResult
  public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
    subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Sends the elements to replay relays of optionals; completion is not passed on.
  @discardableResult
  public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
    subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }
}
