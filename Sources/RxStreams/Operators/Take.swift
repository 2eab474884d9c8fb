extension ObservableType {
  /// Takes the first `count` elements, then completes.
  public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "take: the count must not be negative")
    if count == 0 { return .empty() }
    return lift { downstream, stop in
      var remaining = count
      return AnyObserver { event in
        switch event {
        case .next:
          guard remaining > 0 else { return }
          remaining -= 1
          downstream.on(event)
          if remaining == 0 {
            downstream.on(.completed)
            stop()
          }
        case .error, .completed: downstream.on(event)
        }
      }
    }
  }

  /// Takes elements for `duration`, then completes.
  public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      _ = serial.subscriptions.insert(
        scheduler.scheduleRelative((), dueTime: duration) { _ in
          serial.on(.completed)
          return Disposables.create()
        })
      if !serial.isStopped { _ = serial.subscriptions.insert(source.subscribe(serial)) }
      return serial.subscriptions
    }
  }

  /// The name RxSwift 5 used for `take(for:scheduler:)`.
  @available(*, deprecated, renamed: "take(for:scheduler:)")
  public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    take(for: duration, scheduler: scheduler)
  }
}
