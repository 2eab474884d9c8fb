import Primitives

extension ObservableType {
  /// Skips elements until `other` sends an element. A trigger that completes without one is
  /// unsubscribed at once; the sequence then stays silent: while still skipping, even the
  /// source's completion is dropped (though the source is unsubscribed when it ends).
  public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
    let source = asObservable()
    let trigger = other.asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let open = Locked(false)
      let triggerSubscription = SingleAssignmentDisposable()
      _ = serial.subscriptions.insert(triggerSubscription)
      triggerSubscription.setDisposable(
        trigger.subscribe { event in
          switch event {
          case .next:
            open.withLock { $0 = true }
            triggerSubscription.dispose()
          case .error(let error): serial.on(.error(error))
          case .completed: triggerSubscription.dispose()
          }
        })
      _ = serial.subscriptions.insert(
        source.subscribe { event in
          if case .completed = event, !open.withLock({ $0 }) {
            serial.subscriptions.dispose()
            return
          }
          if case .next = event, !open.withLock({ $0 }) { return }
          serial.on(event)
        })
      return serial.subscriptions
    }
  }
}
