import Primitives

extension ObservableType {
  /// Skips the first `count` elements.
  public func skip(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "skip: the count must not be negative")
    return lift { downstream, _ in
      var remaining = count
      return AnyObserver { event in
        if case .next = event, remaining > 0 {
          remaining -= 1
          return
        }
        downstream.on(event)
      }
    }
  }

  /// Skips the elements sent during the first `duration`.
  public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let open = Locked(false)
      _ = serial.subscriptions.insert(
        scheduler.scheduleRelative((), dueTime: duration) { _ in
          open.withLock { $0 = true }
          return Disposables.create()
        })
      _ = serial.subscriptions.insert(
        source.subscribe { event in
          if case .next = event, !open.withLock({ $0 }) { return }
          serial.on(event)
        })
      return serial.subscriptions
    }
  }
}
