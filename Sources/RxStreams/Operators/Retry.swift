import Primitives

extension ObservableType {
  /// Resubscribes forever when the sequence errors.
  public func retry() -> Observable<Element> { retry(.max) }

  /// Resubscribes up to `maxAttemptCount - 1` times when the sequence errors.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialDisposable()
      let attempts = Locked(0)
      func attempt() {
        guard !serial.isDisposed else { return }
        serial.disposable = source.subscribe { event in
          guard case .error = event else {
            downstream.on(event)
            if event.isStopEvent { serial.dispose() }
            return
          }
          let again = attempts.withLock { count -> Bool in
            count += 1
            return count < maxAttemptCount
          }
          if again {
            CurrentThreadScheduler.instance.schedule(()) { _ in
              attempt()
              return Disposables.create()
            }
          } else {
            downstream.on(event)
            serial.dispose()
          }
        }
      }
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        attempt()
        return Disposables.create()
      }
      return serial
    }
  }
}
