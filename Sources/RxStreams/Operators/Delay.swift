import Foundation
import Primitives

extension ObservableType {
  /// Shifts every element and the completion by `dueTime`, in order, even on a scheduler
  /// that runs work concurrently; an error is sent at once, dropping what is still waiting.
  /// A source that ends is unsubscribed at once.
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      // Events wait with the time they arrived; one timer at a time sends those that are due.
      let state = Locked((waiting: [(arrived: RxTime, event: Event<Element>)](), timing: false))
      let timer = TimerChain()
      let upstream = SingleAssignmentDisposable()
      _ = serial.subscriptions.insert(timer)
      _ = serial.subscriptions.insert(upstream)
      func wait(_ interval: RxTimeInterval) {
        timer.schedule {
          scheduler.scheduleRelative((), dueTime: interval) { _ in
            sendDue()
            return Disposables.create()
          }
        }
      }
      // Each firing sends one event; the next, even if already due, gets a timer of its own
      // (as RxSwift's delay does, so on virtual time it goes out a tick later).
      func sendDue() {
        var sent = false
        while true {
          let now = scheduler.now
          let step = state.withLock { state -> DelayStep<Element> in
            guard let first = state.waiting.first else {
              state.timing = false
              return .idle
            }
            let remaining = dueTime.seconds - now.timeIntervalSince(first.arrived)
            if remaining > 0 || sent { return .wait(max(remaining, 0)) }
            state.waiting.removeFirst()
            return .send(first.event)
          }
          switch step {
          case .send(let event):
            sent = true
            serial.on(event)
          case .wait(let remaining): return wait(.interval(remaining))
          case .idle: return
          }
        }
      }
      upstream.setDisposable(
        source.subscribe { event in
          if case .error = event {
            serial.on(event)
            return
          }
          if event.isStopEvent { upstream.dispose() }
          let now = scheduler.now
          let start = state.withLock { state -> Bool in
            state.waiting.append((now, event))
            defer { state.timing = true }
            return !state.timing
          }
          if start { wait(dueTime) }
        })
      return serial.subscriptions
    }
  }
}

/// What `delay` does next: send the first waiting event, wait the seconds until it is due, or
/// stop timing, nothing waiting.
private enum DelayStep<Element> {
  case send(Event<Element>)
  case wait(TimeInterval)
  case idle
}
