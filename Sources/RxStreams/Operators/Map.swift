extension ObservableType {
  /// Projects each element into a new form.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    let subscribe: (AnyObserver<Result>) -> Disposable = liftedSubscribe { downstream, stop in
      AnyObserver(
        next: { value in
          do { downstream.onNext(try transform(value)) } catch {
            downstream.on(.error(error))
            stop()
          }
        },
        event: { event in
          switch event {
          case .next(let value):
            do { downstream.onNext(try transform(value)) } catch {
              downstream.on(.error(error))
              stop()
            }
          case .error(let error): downstream.on(.error(error))
          case .completed: downstream.on(.completed)
          }
        })
    }
    // Of a subject, `subscribe(onNext:…)` can run the step (and a `filter` after it) in one
    // sink on the subject. (The casts fold away when the type is known.)
    guard
      let subject = (self as? PublishSubject<Element>) ?? (self as? PublishRelay<Element>)?.subject
    else { return Observable.make(subscribe) }
    return SubjectStepObservable(subscribe, predicate: nil) { predicate, handlers in
      guard !subject.isDisposed else { return nil }
      return CurrentThreadScheduler.subscribing {
        let sink = SubjectStepSink(transform: transform, predicate: predicate, handlers: handlers)
        sink.attach(to: subject.subject)
        if subject.isDisposed { sink.dispose() }
        return sink
      }
    }
  }
}
