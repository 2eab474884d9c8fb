extension ObservableType {
  /// Continues with `other` when this sequence completes without an element.
  ///
  /// This sequence is unsubscribed as soon as it ends; `other` is subscribed only when it
  /// ended empty. Its errors, and `other`'s events, pass through unchanged.
  ///
  /// ```swift
  /// cache.ifEmpty(switchTo: network)  // the network only when the cache has nothing
  /// ```
  public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let current = SerialDisposable()
      let first = SingleAssignmentDisposable()
      current.disposable = first
      var isEmpty = true
      let forwardOther = AnyObserver<Element>(
        next: downstream.nextHandler,
        event: { event in
          downstream.on(event)
          if event.isStopEvent { current.dispose() }
        })
      first.setDisposable(
        source.subscribe(
          AnyObserver(
            next: { value in
              isEmpty = false
              downstream.onNext(value)
            },
            event: { event in
              switch event {
              case .next(let value):
                isEmpty = false
                downstream.onNext(value)
              case .error:
                downstream.on(event)
                current.dispose()
              case .completed:
                guard isEmpty else {
                  downstream.on(.completed)
                  current.dispose()
                  return
                }
                first.dispose()
                current.disposable = other.subscribe(forwardOther)
              }
            })))
      return current
    }
  }
}
