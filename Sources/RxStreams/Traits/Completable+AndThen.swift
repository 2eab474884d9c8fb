extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Continues with `second` once `self` has completed.
  ///
  /// An error from `self` ends the result without subscribing to `second`. `self` is
  /// unsubscribed as soon as it ends, so nothing it holds outlives its completion.
  ///
  /// ```swift
  /// login().andThen(fetchProfile())  // Single<Profile>
  /// ```
  public func andThen<Next>(_ second: Single<Next>) -> Single<Next> {
    Single(raw: continueAfterCompletion(rawSource, with: second.source))
  }

  /// Continues with `second` once `self` has completed.
  public func andThen<Next>(_ second: Maybe<Next>) -> Maybe<Next> {
    Maybe(raw: continueAfterCompletion(rawSource, with: second.source))
  }

  /// Continues with `second` once `self` has completed.
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: continueAfterCompletion(rawSource, with: second.source))
  }

  /// Continues with `second` once `self` has completed.
  public func andThen<Next>(_ second: Observable<Next>) -> Observable<Next> {
    continueAfterCompletion(rawSource, with: second)
  }
}

/// Subscribes to `second` when `first` completes, replacing (and so disposing) the
/// subscription to `first`.
private func continueAfterCompletion<Next>(
  _ first: Observable<Never>, with second: Observable<Next>
) -> Observable<Next> {
  Observable.make { downstream in
    let current = SerialDisposable()
    let firstSubscription = SingleAssignmentDisposable()
    current.disposable = firstSubscription
    let forwardSecond = AnyObserver<Next>(
      next: downstream.nextHandler,
      event: { event in
        downstream.on(event)
        if event.isStopEvent { current.dispose() }
      })
    firstSubscription.setDisposable(
      first.subscribe { event in
        switch event {
        case .next: break
        case .error(let error):
          downstream.on(.error(error))
          current.dispose()
        case .completed:
          current.disposable = second.subscribe(forwardSecond)
        }
      })
    return current
  }
}
