extension ObservableType {
  /// Subscribes `observers` to every event of the sequence, completion and errors included.
  @discardableResult
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Subscribes observers of optional elements to every event of the sequence.
  @discardableResult
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends the elements to publish relays (RxRelay's `bind(to:)`).
  @discardableResult
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
  }

  /// Sends the elements to behavior relays.
  @discardableResult
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
  }

  /// Sends the elements to replay relays.
  @discardableResult
  public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
    subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
  }

  /// Sends every element, as an optional, to publish relays of optionals.
  @discardableResult
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
  }

  /// Sends every element, as an optional, to behavior relays of optionals.
  @discardableResult
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
  }

  /// Sends every element, as an optional, to replay relays of optionals.
  @discardableResult
  public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
    subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
  }

  /// Hands the sequence to a binder function, which returns the binding's disposable.
  public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

  /// Calls `onNext` for each element.
  @discardableResult
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext)
  }
}
