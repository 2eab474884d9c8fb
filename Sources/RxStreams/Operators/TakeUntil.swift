extension ObservableType {
  /// Takes elements until `other` sends an element. A trigger that completes without one
  /// is unsubscribed at once, and the elements keep coming.
  public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
    let source = asObservable()
    let trigger = other.asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let triggerSubscription = SingleAssignmentDisposable()
      _ = serial.subscriptions.insert(triggerSubscription)
      triggerSubscription.setDisposable(
        trigger.subscribe { event in
          switch event {
          case .next: serial.on(.completed)
          case .error(let error): serial.on(.error(error))
          case .completed: triggerSubscription.dispose()
          }
        })
      if !serial.isStopped { _ = serial.subscriptions.insert(source.subscribe(serial)) }
      return serial.subscriptions
    }
  }
}
