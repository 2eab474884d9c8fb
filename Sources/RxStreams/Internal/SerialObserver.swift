import Foundation
import Primitives

/// Delivers events from several sources to one observer, one at a time and in the order
/// they arrived, keeping the grammar: after a terminal event nothing more is delivered.
///
/// A thread that finds another delivering only queues its event; the delivering thread
/// drains the queue. No lock is held while the observer runs.
final class SerialObserver<Element>: ObserverType, @unchecked Sendable {
  private let observer: AnyObserver<Element>
  private let lock = Lock()
  @exclusivity(unchecked) private var queue: [Event<Element>] = []
  @exclusivity(unchecked) private var delivering = false
  @exclusivity(unchecked) private var stopped = false
  /// Disposed when a terminal event is delivered: the operator's subscriptions.
  let subscriptions = CompositeDisposable()

  init(_ observer: AnyObserver<Element>) { self.observer = observer }

  var isStopped: Bool { lock.withLock { stopped } }

  func on(_ event: Event<Element>) {
    lock.lock()
    guard !stopped else {
      lock.unlock()
      return
    }
    if event.isStopEvent { stopped = true }
    queue.append(event)
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    while !queue.isEmpty {
      let next = queue.removeFirst()
      lock.unlock()
      observer.on(next)
      if next.isStopEvent { subscriptions.dispose() }
      lock.lock()
    }
    delivering = false
    lock.unlock()
  }
}
