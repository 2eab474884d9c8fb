extension ObservableType {
  /// Pairs each element with `object`, holding it weakly: once `object` is gone, the
  /// sequence completes.
  public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Observable<Out> {
    lift { [weak object] downstream, stop in
      AnyObserver { event in
        switch event {
        case .next(let value):
          guard let object else {
            downstream.on(.completed)
            stop()
            return
          }
          downstream.on(.next(resultSelector(object, value)))
        case .error(let error): downstream.on(.error(error))
        case .completed: downstream.on(.completed)
        }
      }
    }
  }

  /// Pairs each element with `object`, holding it weakly: once `object` is gone, the
  /// sequence completes.
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
    withUnretained(object) { ($0, $1) }
  }
}
