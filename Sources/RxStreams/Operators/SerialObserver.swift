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

extension ObservableType {
  /// Builds a single-upstream operator: `makeObserver` gets the downstream observer and a
  /// way to dispose the upstream subscription, and returns the observer to subscribe
  /// upstream with. A terminal event from upstream disposes the upstream subscription once
  /// it has been passed on, as RxSwift's sinks do, so resources go as soon as a sequence
  /// ends.
  @inlinable
  func lift<Result>(
    _ makeObserver: @escaping (AnyObserver<Result>, @escaping () -> Void) -> AnyObserver<Element>
  ) -> Observable<Result> {
    Observable.make(liftedSubscribe(makeObserver))
  }

  /// What subscribing to `lift(makeObserver)` does.
  @inlinable
  func liftedSubscribe<Result>(
    _ makeObserver: @escaping (AnyObserver<Result>, @escaping () -> Void) -> AnyObserver<Element>
  ) -> (AnyObserver<Result>) -> Disposable {
    let source = asObservable()
    return { downstream in
      let upstream = SingleAssignmentDisposable()
      // Events serialise (the grammar), so a plain flag keeps anything from passing after
      // the operator or its upstream has ended, even from a source that ignores disposal.
      // The element fast path is left unguarded: only the library's own sources use it, and
      // they stop as soon as they are disposed.
      let flag = StopFlag()
      let inner = makeObserver(downstream) {
        flag.stopped = true
        upstream.dispose()
      }
      let observer = AnyObserver<Element>(
        next: inner.nextHandler,
        event: { event in
          guard !flag.stopped else { return }
          if event.isStopEvent { flag.stopped = true }
          inner.on(event)
          if event.isStopEvent { upstream.dispose() }
        })
      upstream.setDisposable(source.subscribe(observer))
      return upstream
    }
  }
}

/// Whether a `lift` operator has ended. Only the serial event path touches it, so it has no
/// lock, and no dynamic exclusivity check (a captured `var` would pay one per event).
@usableFromInline
final class StopFlag: @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var stopped = false
  @usableFromInline init() {}
}
