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

/// An observer that only accepts elements, running `binding` with its target, on the main
/// scheduler by default (RxCocoa's `Binder`). It holds its target weakly.
public struct Binder<Value>: ObserverType {
  public typealias Element = Value

  private let binding: (Event<Value>) -> Void

  /// Creates a binder that calls `binding` with `target` for each element.
  public init<Target: AnyObject>(
    _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler.instance,
    binding: @escaping (Target, Value) -> Void
  ) {
    weak var weakTarget = target
    self.binding = { event in
      guard case .next(let value) = event else { return }
      _ = scheduler.schedule(value) { value in
        if let target = weakTarget { binding(target, value) }
        return Disposables.create()
      }
    }
  }

  public func on(_ event: Event<Value>) { binding(event) }

  /// Erases the type of observer.
  public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}

/// The `.rx` namespace: reactive extensions of a base object.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The object the extensions act on.
  public let base: Base

  /// Creates extensions for `base`.
  public init(_ base: Base) { self.base = base }

  /// A binder that sets the base object's property at `keyPath` to each element.
  public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>)
    -> Binder<Property> where Base: AnyObject
  {
    Binder(base) { base, value in base[keyPath: keyPath] = value }
  }
}

/// A type with a `.rx` namespace.
public protocol ReactiveCompatible {
  /// The type extended.
  associatedtype ReactiveBase

  /// The reactive extensions.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The reactive extensions of the type itself.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    // Setting is how static `rx` extensions with setters reach the type; nothing to store.
    set { _ = newValue }
  }

  public var rx: Reactive<Self> {
    get { Reactive(self) }
    // Setting `rx` is how `rx` extensions with setters reach the base; nothing to store.
    set { _ = newValue }
  }
}
