extension ObservableType {
  /// Prepends elements to the sequence.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      for element in elements { downstream.on(.next(element)) }
      return source.subscribe(downstream)
    }
  }
}
