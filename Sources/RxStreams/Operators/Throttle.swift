import Foundation
import Primitives

extension ObservableType {
  /// Sends the first element, then at most one element per `dueTime`, measured from the
  /// last one sent. With `latest`, the newest element that arrived too early is sent when the
  /// window closes, and a completion waits for it; without, such elements are dropped. A
  /// source that ends is unsubscribed at once.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let state = Locked(
        (lastSent: RxTime?.none, pending: Element?.none, completed: false))
      let timer = SerialDisposable()
      let upstream = SingleAssignmentDisposable()
      _ = serial.subscriptions.insert(timer)
      _ = serial.subscriptions.insert(upstream)
      // Sends the pending element (and a completion that waited for it) when the window
      // closes.
      func closeWindow() {
        let now = scheduler.now
        let (next, completed) = state.withLock { state -> (Element?, Bool) in
          defer { state.pending = nil }
          if state.pending != nil { state.lastSent = now }
          return (state.pending, state.completed)
        }
        if let next { serial.on(.next(next)) }
        if completed { serial.on(.completed) }
      }
      upstream.setDisposable(
        source.subscribe { event in
          switch event {
          case .next(let value):
            let now = scheduler.now
            let decision = state.withLock { state -> ThrottleDecision in
              let wait =
                state.lastSent.map { dueTime.seconds - now.timeIntervalSince($0) } ?? 0
              if wait <= 0 {
                state.lastSent = now
                state.pending = nil
                return .send
              }
              guard latest else { return .drop }
              defer { state.pending = value }
              return state.pending == nil ? .hold(wait: wait) : .replace
            }
            switch decision {
            case .send: serial.on(event)
            case .hold(let wait):
              timer.disposable = scheduler.scheduleRelative((), dueTime: .interval(wait)) { _ in
                closeWindow()
                return Disposables.create()
              }
            case .replace, .drop: break
            }
          case .error:
            serial.on(event)
          case .completed:
            upstream.dispose()
            let waits = state.withLock { state -> Bool in
              state.completed = state.pending != nil
              return state.completed
            }
            if !waits { serial.on(.completed) }
          }
        })
      return serial.subscriptions
    }
  }
}

/// What `throttle` does with an element: send it, hold it until the window closes (starting
/// the timer), hold it instead of the one already held, or drop it.
private enum ThrottleDecision {
  case send
  case hold(wait: TimeInterval)
  case replace, drop
}
