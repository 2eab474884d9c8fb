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
    PrimitiveSequence(raw: rawSource.retry(when: notificationHandler))
  }

  /// Subscribes again each time the sequence `notificationHandler` makes from the errors
  /// sends an element.
  public func retry<Trigger: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: rawSource.retry(when: notificationHandler))
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
