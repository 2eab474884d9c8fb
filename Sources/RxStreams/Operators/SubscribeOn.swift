extension ObservableType {
  /// Subscribes (and disposes) on `scheduler`. A source that ends is unsubscribed right
  /// away, on `scheduler` too.
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialDisposable()
      let unsubscribe = Disposables.create {
        _ = scheduler.schedule(()) { _ in
          serial.dispose()
          return Disposables.create()
        }
      }
      let scheduled = scheduler.schedule(()) { _ in
        serial.disposable = source.subscribe(
          AnyObserver<Element> { event in
            downstream.on(event)
            if event.isStopEvent { unsubscribe.dispose() }
          })
        return Disposables.create()
      }
      return Disposables.create(scheduled, unsubscribe)
    }
  }
}
