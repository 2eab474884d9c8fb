extension ObservableType {
  /// Sends the events themselves as elements, then completes.
  public func materialize() -> Observable<Event<Element>> {
    lift { downstream, _ in
      AnyObserver { event in
        downstream.on(.next(event))
        if event.isStopEvent { downstream.on(.completed) }
      }
    }
  }
}
