import Primitives

extension ObservableType {
  /// Errors with `RxError.timeout` when no element arrives within `dueTime` of the
  /// subscription or the previous element.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
  }

  /// Switches to `other` when no element arrives within `dueTime`.
  public func timeout<Source: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
  ) -> Observable<Element> where Source.Element == Element {
    let source = asObservable()
    let fallback = other.asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let generation = Locked(0)
      let timer = SerialDisposable()
      let main = SerialDisposable()
      _ = serial.subscriptions.insert(timer)
      _ = serial.subscriptions.insert(main)
      func arm() {
        let armed = generation.withLock { value -> Int in
          value += 1
          return value
        }
        timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
          guard generation.withLock({ $0 }) == armed else { return Disposables.create() }
          generation.withLock { $0 += 1 }
          main.disposable = fallback.subscribe(serial)
          return Disposables.create()
        }
      }
      arm()
      main.disposable = source.subscribe { event in
        guard generation.withLock({ $0 }) > 0 else { return }
        if case .next = event { arm() } else { timer.dispose() }
        serial.on(event)
      }
      return serial.subscriptions
    }
  }
}
