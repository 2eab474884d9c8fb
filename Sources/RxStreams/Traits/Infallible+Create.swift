/// The event of an `Infallible`: an element, or completion.
public enum InfallibleEvent<Element> {
  /// The next element.
  case next(Element)
  /// Completion.
  case completed
}

extension InfallibleEvent: EventConvertible {
  /// The same event as an `Event`.
  public var event: Event<Element> {
    switch self {
    case .next(let element): .next(element)
    case .completed: .completed
    }
  }
}

extension Infallible {
  /// The closure an `Infallible` made with `create` reports its events to.
  public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

  /// Creates an `Infallible` from a subscribe function.
  ///
  /// Events after completion, or after the subscription has been disposed, are dropped;
  /// completion disposes what `subscribe` returned.
  ///
  /// ```swift
  /// let ticks = Infallible<Int>.create { observer in
  ///   observer(.next(1))
  ///   observer(.completed)
  ///   return Disposables.create()
  /// }
  /// ```
  public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable)
    -> Infallible<Element>
  {
    Infallible(
      Observable.create { observer in
        subscribe { event in
          switch event {
          case .next(let element): observer.onNext(element)
          case .completed: observer.onCompleted()
          }
        }
      })
  }
}
