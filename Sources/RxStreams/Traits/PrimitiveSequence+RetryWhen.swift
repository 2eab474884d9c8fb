extension PrimitiveSequenceType {
  /// Subscribes again each time the sequence `notificationHandler` makes from the errors
  /// sends an element.
  ///
  /// The handler is called once per subscription with the sequence of errors (those of type
  /// `Failure`; any other error ends the result at once). When its sequence completes, so
  /// does the result; when it fails, the result fails with its error.
  ///
  /// ```swift
  /// request.retry { (errors: Observable<URLError>) in
  ///   errors.enumerated().flatMap { attempt, error in
  ///     attempt < 3 ? Observable.just(()) : Observable.error(error)
  ///   }
  /// }
  /// ```
  public func retry<Failure: Swift.Error, Trigger: ObservableType>(
    when notificationHandler: @escaping (Observable<Failure>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: retrying(rawSource, when: notificationHandler))
  }

  /// Subscribes again each time the sequence `notificationHandler` makes from the errors
  /// sends an element.
  public func retry<Trigger: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: retrying(rawSource, when: notificationHandler))
  }

  /// Subscribes again each time the sequence `notificationHandler` makes from the errors
  /// sends an element.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<Failure: Swift.Error, Trigger: ObservableType>(
    _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }

  /// Subscribes again each time the sequence `notificationHandler` makes from the errors
  /// sends an element.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<Trigger: ObservableType>(
    _ notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }
}

/// `retry(when:)` for the traits.
///
/// Resubscriptions go through the current-thread trampoline, so a source that fails while
/// being subscribed is retried in a loop rather than recursively.
// TODO: use the observable `retry(when:)` once RxStreams has one.
private func retrying<Element, Failure: Swift.Error, Trigger: ObservableType>(
  _ source: Observable<Element>, when handler: @escaping (Observable<Failure>) -> Trigger
) -> Observable<Element> {
  Observable.make { downstream in
    let errors = PublishSubject<Failure>()
    let attempt = SerialDisposable()
    let trigger = SingleAssignmentDisposable()
    let everything = Disposables.create(attempt, trigger)
    let finish = { (event: Event<Element>) in
      downstream.on(event)
      everything.dispose()
    }
    let observer = AnyObserver<Element>(
      next: downstream.nextHandler,
      event: { event in
        switch event {
        case .next: downstream.on(event)
        case .completed: finish(event)
        case .error(let error):
          guard let failure = error as? Failure else { return finish(event) }
          errors.onNext(failure)
        }
      })
    let subscribeSource = {
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        if !everything.isDisposed { attempt.disposable = source.subscribe(observer) }
        return Disposables.create()
      }
    }
    trigger.setDisposable(
      handler(errors.asObservable()).subscribe { event in
        switch event {
        case .next: subscribeSource()
        case .error(let error): finish(.error(error))
        case .completed: finish(.completed)
        }
      })
    subscribeSource()
    return everything
  }
}
