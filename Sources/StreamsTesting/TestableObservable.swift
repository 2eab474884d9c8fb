import Foundation
import Primitives
import RxStreams

/// An observable made of recorded events, which records when it was subscribed and
/// unsubscribed; `TestScheduler.createHotObservable` and `createColdObservable` make one.
///
/// A hot observable sends each event at its absolute time to the observers subscribed then,
/// in the order they subscribed. A cold one sends each subscriber every event, at the event's
/// time counted from that subscription. Either way each subscription is recorded as
/// `RecordedSubscription(subscribed, unsubscribed)`, with the clock's times; one not yet disposed
/// ends at `Int.max`.
public final class TestableObservable<Element>: ObservableType, @unchecked Sendable {
  private enum Temperature {
    case hot
    case cold
  }

  /// The events it sends: at absolute times if hot, relative to each subscription if cold.
  public let recordedEvents: [Recorded<Event<Element>>]

  private let scheduler: TestScheduler
  private let temperature: Temperature
  private let lock = Lock()
  @exclusivity(unchecked) private var observers: [(key: Int, on: (Event<Element>) -> Void)] = []
  @exclusivity(unchecked) private var nextKey = 0
  @exclusivity(unchecked) private var recordedSubscriptions: [RecordedSubscription] = []

  init(hotOn scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
    self.scheduler = scheduler
    recordedEvents = events
    temperature = .hot
    for recorded in events {
      scheduler.scheduleAt(recorded.time) { self.send(recorded.value) }
    }
  }

  init(coldOn scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
    self.scheduler = scheduler
    recordedEvents = events
    temperature = .cold
  }

  /// When each subscription started and ended, in the order they started.
  public var subscriptions: [RecordedSubscription] { lock.withLock { recordedSubscriptions } }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let subscribed = scheduler.clock
    let (key, index) = lock.withLock { () -> (Int, Int) in
      let key = nextKey
      nextKey += 1
      if temperature == .hot { observers.append((key, observer.on)) }
      recordedSubscriptions.append(RecordedSubscription(subscribed))
      return (key, recordedSubscriptions.count - 1)
    }
    let stopped = BooleanDisposable()
    if temperature == .cold {
      for recorded in recordedEvents {
        _ = scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
          if !stopped.isDisposed { observer.on(recorded.value) }
          return Disposables.create()
        }
      }
    }
    return Disposables.create {
      stopped.dispose()
      let unsubscribed = self.scheduler.clock
      self.lock.withLock {
        self.observers.removeAll { $0.key == key }
        let started = self.recordedSubscriptions[index].subscribe
        self.recordedSubscriptions[index] = RecordedSubscription(started, unsubscribed)
      }
    }
  }

  private func send(_ event: Event<Element>) {
    for observer in lock.withLock({ observers }) { observer.on(event) }
  }
}
