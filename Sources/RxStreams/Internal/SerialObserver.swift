import Foundation
import Primitives

/// Delivers events from several sources to one observer, one at a time and in the order
/// they arrived, keeping the grammar: after a terminal event nothing more is delivered.
///
/// A thread that finds another delivering only queues its event; the delivering thread
/// drains the queue. No lock is held while the observer runs.
@usableFromInline
final class SerialObserver<Element>: ObserverType, @unchecked Sendable {
  @usableFromInline let observer: AnyObserver<Element>
  @usableFromInline let lock = Lock()
  @exclusivity(unchecked) @usableFromInline var queue: [Event<Element>] = []
  @exclusivity(unchecked) @usableFromInline var delivering = false
  @exclusivity(unchecked) @usableFromInline var stopped = false
  /// Disposed when a terminal event is delivered: the operator's subscriptions.
  @usableFromInline let subscriptions = CompositeDisposable()

  @inlinable
  init(_ observer: AnyObserver<Element>) { self.observer = observer }

  @inlinable
  var isStopped: Bool { lock.withLock { stopped } }

  @inlinable
  func on(_ event: Event<Element>) {
    lock.lock()
    guard !stopped else {
      lock.unlock()
      return
    }
    if event.isStopEvent { stopped = true }
    guard !delivering else {
      queue.append(event)
      lock.unlock()
      return
    }
    // Nobody delivering, so nothing queued: this event goes first, straight through.
    delivering = true
    lock.unlock()
    observer.on(event)
    if event.isStopEvent { subscriptions.dispose() }
    drainThenStop()
  }

  /// Sends an element, as `on(.next(element))` does, through the observer's element path.
  @inlinable
  func onNext(_ element: Element) {
    lock.lock()
    guard !stopped else {
      lock.unlock()
      return
    }
    guard !delivering else {
      queue.append(.next(element))
      lock.unlock()
      return
    }
    delivering = true
    lock.unlock()
    observer.onNext(element)
    drainThenStop()
  }

  /// Delivers what other threads (or the observer, re-entering) queued meanwhile, then lets
  /// the next caller deliver.
  @inlinable
  func drainThenStop() {
    lock.lock()
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
