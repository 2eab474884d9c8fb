import Primitives

extension ObservableType {
  /// Groups elements into windows (inner sequences), a new one every `timeSpan` or when
  /// `count` have arrived.
  public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<Observable<Element>>
  {
    precondition(count > 0, "window/buffer: the count must be positive")
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let state = Locked((window: PublishSubject<Element>(), count: 0))
      let timer = TimerChain()
      _ = serial.subscriptions.insert(timer)
      func rotate() {
        let fresh = PublishSubject<Element>()
        let previous = state.withLock { state -> PublishSubject<Element> in
          defer { state = (fresh, 0) }
          return state.window
        }
        previous.on(.completed)
        serial.on(.next(fresh))
        schedule()
      }
      func schedule() {
        let window = state.withLock { $0.window }
        timer.schedule {
          scheduler.scheduleRelative((), dueTime: timeSpan) { _ in
            if state.withLock({ $0.window === window }) { rotate() }
            return Disposables.create()
          }
        }
      }
      serial.on(.next(state.withLock { $0.window }))
      schedule()
      _ = serial.subscriptions.insert(
        source.subscribe { event in
          switch event {
          case .next:
            let (window, full) = state.withLock { state -> (PublishSubject<Element>, Bool) in
              state.count += 1
              return (state.window, state.count >= count)
            }
            window.on(event)
            if full { rotate() }
          case .error, .completed:
            state.withLock { $0.window }.on(event)
            serial.on(event.terminal())
          }
        })
      return serial.subscriptions
    }
  }
}
