extension ObservableType {
  /// Subscribes to this sequence `dueTime` after each subscription, on `scheduler`.
  ///
  /// Nothing is shifted once subscribed: events pass on as the source sends them. Disposing
  /// before the time has come cancels the subscription that was waiting; a source that ends
  /// is unsubscribed at once.
  ///
  /// ```swift
  /// // Subscribes to `xs` at 230 on a test scheduler started at 200.
  /// xs.delaySubscription(.seconds(30), scheduler: scheduler)
  /// ```
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable.make { downstream in
      let upstream = SingleAssignmentDisposable()
      let timer = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
        upstream.setDisposable(
          source.subscribe(
            AnyObserver(
              next: downstream.nextHandler,
              event: { event in
                downstream.on(event)
                if event.isStopEvent { upstream.dispose() }
              })))
        return Disposables.create()
      }
      return Disposables.create(timer, upstream)
    }
  }
}
