extension ObservableType {
  /// Keeps the elements that satisfy `predicate`.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let subscribe: (AnyObserver<Element>) -> Disposable = liftedSubscribe { downstream, stop in
      let next: (Element) -> Void = { value in
        do {
          if try predicate(value) { downstream.onNext(value) }
        } catch {
          downstream.on(.error(error))
          stop()
        }
      }
      return AnyObserver(
        next: next,
        event: { event in
          switch event {
          case .next(let value): next(value)
          case .error, .completed: downstream.on(event)
          }
        })
    }
    // After a `map` of a subject, `subscribe(onNext:…)` can run both steps in one sink.
    guard let mapped = self as? SubjectStepObservable<Element>, mapped.predicate == nil else {
      return Observable.make(subscribe)
    }
    return SubjectStepObservable(
      subscribe, predicate: predicate, attachSteps: mapped.attachSteps)
  }
}
