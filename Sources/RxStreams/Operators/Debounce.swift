import Primitives

extension ObservableType {
  /// Sends an element only after `dueTime` passes without another one; a pending element is
  /// sent when the sequence completes.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let state = Locked((generation: 0, pending: Element?.none))
      let timer = SerialDisposable()
      _ = serial.subscriptions.insert(timer)
      _ = serial.subscriptions.insert(
        source.subscribe { event in
          switch event {
          case .next(let value):
            let generation = state.withLock { state -> Int in
              state.generation += 1
              state.pending = value
              return state.generation
            }
            timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
              let due = state.withLock { state -> Element? in
                guard state.generation == generation else { return nil }
                defer { state.pending = nil }
                return state.pending
              }
              if let due { serial.on(.next(due)) }
              return Disposables.create()
            }
          case .error: serial.on(event)
          case .completed:
            let pending = state.withLock { state -> Element? in
              defer { state.pending = nil }
              return state.pending
            }
            if let pending { serial.on(.next(pending)) }
            serial.on(.completed)
          }
        })
      return serial.subscriptions
    }
  }
}
