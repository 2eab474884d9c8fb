extension ObservableType where Element: EventConvertible {
  /// Turns materialized events back into a sequence.
  public func dematerialize() -> Observable<Element.Element> {
    lift { downstream, stop in
      AnyObserver { event in
        switch event {
        case .next(let value):
          downstream.on(value.event)
          if value.event.isStopEvent { stop() }
        case .error(let error): downstream.on(.error(error))
        case .completed: downstream.on(.completed)
        }
      }
    }
  }
}

/// A type that can be converted to an `Event`.
public protocol EventConvertible {
  /// The type of the event's element.
  associatedtype Element
  /// The event.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  public var event: Event<Element> { self }
}
