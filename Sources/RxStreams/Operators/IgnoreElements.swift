extension ObservableType {
  /// Ignores every element, keeping only the terminal event.
  public func ignoreElements() -> Observable<Never> {
    lift { downstream, _ in
      AnyObserver { event in
        switch event {
        case .next: break
        case .error(let error): downstream.on(.error(error))
        case .completed: downstream.on(.completed)
        }
      }
    }
  }
}
