extension ObservableType {
  /// Sends only the element at `index`, then completes; errors if the sequence is shorter.
  public func element(at index: Int) -> Observable<Element> {
    precondition(index >= 0, "element(at:): the index must not be negative")
    return lift { downstream, stop in
      var remaining = index
      return AnyObserver { event in
        switch event {
        case .next(let value):
          if remaining == 0 {
            downstream.on(.next(value))
            downstream.on(.completed)
            stop()
          }
          remaining -= 1
        case .error(let error): downstream.on(.error(error))
        case .completed: downstream.on(.error(RxError.argumentOutOfRange))
        }
      }
    }
  }
}
