extension ObservableType {
  /// Sends `default` before completing when this sequence completes without an element.
  ///
  /// Elements and errors pass through unchanged.
  ///
  /// ```swift
  /// Observable<Int>.empty().ifEmpty(default: 0)  // next(0), completed
  /// ```
  public func ifEmpty(default: Element) -> Observable<Element> {
    lift { downstream, _ in
      var isEmpty = true
      return AnyObserver(
        next: { value in
          isEmpty = false
          downstream.onNext(value)
        },
        event: { event in
          switch event {
          case .next(let value):
            isEmpty = false
            downstream.onNext(value)
          case .error: downstream.on(event)
          case .completed:
            if isEmpty { downstream.onNext(`default`) }
            downstream.on(.completed)
          }
        })
    }
  }
}
