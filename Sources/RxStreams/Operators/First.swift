extension ObservableType {
  /// The first element, or `nil` when the sequence completes empty, as a `Single`.
  public func first() -> Single<Element?> {
    Single(
      raw: lift { downstream, stop in
        AnyObserver { event in
          switch event {
          case .next(let value):
            downstream.on(.next(value))
            downstream.on(.completed)
            stop()
          case .error(let error): downstream.on(.error(error))
          case .completed:
            downstream.on(.next(nil))
            downstream.on(.completed)
          }
        }
      })
  }
}
