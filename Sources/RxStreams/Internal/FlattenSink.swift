import Foundation
import Primitives

/// How an outer sequence's inner sequences are combined.
@usableFromInline
enum FlattenMode: Equatable {
  /// All at once (`flatMap`, `merge`).
  case merge
  /// At most this many at a time, the others waiting their turn in arrival order
  /// (`merge(maxConcurrent:)`; with one, `concatMap` and `concat`).
  case limited(Int)
  /// Only the latest; a new one disposes the previous (`flatMapLatest`, `switchLatest`).
  case latest
  /// Only the first while it runs; others are dropped (`flatMapFirst`).
  case first
}

extension ObservableType {
  @inlinable
  func flatten<Source: ObservableConvertibleType>(
    mode: FlattenMode, _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let outer = asObservable()
    return Observable.make { downstream in
      let sink = FlattenSink<Source.Element>(downstream, mode: mode)
      let outerSubscription = SingleAssignmentDisposable()
      let outerKey = sink.serial.subscriptions.insert(outerSubscription)
      _ = sink.serial.subscriptions.insert(sink)
      outerSubscription.setDisposable(
        outer.subscribe { event in
          switch event {
          case .next(let value):
            // flatMapFirst drops an element while an inner sequence runs, without asking the
            // selector for a sequence it would not subscribe to.
            if mode == .first, sink.hasActiveInner { return }
            do { sink.add(try selector(value).asObservable()) } catch {
              sink.serial.on(.error(error))
            }
          case .error(let error): sink.serial.on(.error(error))
          case .completed:
            // A finished outer sequence is let go of now, not when the last inner one ends.
            if let outerKey { sink.serial.subscriptions.remove(for: outerKey) }
            sink.outerCompleted()
          }
        })
      return sink.serial.subscriptions
    }
  }
}

/// Subscribes to inner sequences as the mode says and ends when the outer sequence and every
/// inner one have.
///
/// The running inner subscriptions are kept in a list threaded through their observers, not
/// in a `CompositeDisposable`: flattening adds and ends one per element, and a list link costs
/// less than an entry holding an existential disposable. The sink is itself one item of the
/// serial observer's subscriptions (after the outer one, which is disposed first), disposing
/// every running inner subscription.
@usableFromInline
final class FlattenSink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline let serial: SerialObserver<Element>
  @usableFromInline let mode: FlattenMode
  @usableFromInline let lock = Lock()
  /// How many inner sequences are subscribed to and not yet ended or let go of.
  @exclusivity(unchecked) @usableFromInline var activeCount = 0
  /// The running inner subscriptions, the latest first.
  @exclusivity(unchecked) @usableFromInline var first: FlattenInner<Element>?
  @exclusivity(unchecked) @usableFromInline var waiting: [Observable<Element>] = []
  @exclusivity(unchecked) @usableFromInline var outerDone = false
  @exclusivity(unchecked) @usableFromInline var disposed = false

  @inlinable
  init(_ downstream: AnyObserver<Element>, mode: FlattenMode) {
    serial = SerialObserver(downstream)
    self.mode = mode
  }

  /// Whether an inner sequence is subscribed to.
  @inlinable
  var hasActiveInner: Bool { lock.withLock { activeCount > 0 } }

  @inlinable
  func add(_ inner: Observable<Element>) {
    lock.lock()
    guard !disposed else {
      lock.unlock()
      return
    }
    var previous: Disposable?
    switch mode {
    case .merge: break
    case .limited(let limit):
      if activeCount >= limit {
        waiting.append(inner)
        lock.unlock()
        return
      }
    case .first:
      if activeCount > 0 {
        lock.unlock()
        return
      }
    case .latest:
      // The one running inner sequence, if any, is let go of.
      if let running = first { previous = end(running) }
    }
    let observer = start()
    lock.unlock()
    previous?.dispose()
    subscribe(inner, observer)
  }

  /// Counts one more running inner sequence and makes its observer; call with the lock held.
  @inlinable
  func start() -> FlattenInner<Element> {
    activeCount += 1
    let observer = FlattenInner(self)
    observer.next = first
    first?.previous = observer
    first = observer
    return observer
  }

  /// Takes a running inner sequence off the list and returns its subscription, for the
  /// caller to dispose once it has let go of the lock; call with the lock held.
  @inlinable
  func end(_ observer: FlattenInner<Element>) -> Disposable? {
    observer.isActive = false
    activeCount -= 1
    let previous = observer.previous
    let next = observer.next
    if let previous { previous.next = next } else { first = next }
    next?.previous = previous
    observer.previous = nil
    observer.next = nil
    defer { observer.upstream = nil }
    return observer.upstream
  }

  @inlinable
  func subscribe(_ inner: Observable<Element>, _ observer: FlattenInner<Element>) {
    observer.setUpstream(
      inner.subscribe(
        AnyObserver(next: { observer.onNext($0) }, event: { observer.on($0) })))
  }

  /// Ends an inner sequence that completed, starting a waiting one in its place.
  @inlinable
  func innerCompleted(_ observer: FlattenInner<Element>) {
    lock.lock()
    guard observer.isActive else {
      lock.unlock()
      return
    }
    let subscription = end(observer)
    // Only a limited mode makes sequences wait; the one that ends hands its slot on.
    if !waiting.isEmpty, !disposed {
      let next = waiting.removeFirst()
      let nextObserver = start()
      lock.unlock()
      subscription?.dispose()
      subscribe(next, nextObserver)
      return
    }
    let finished = outerDone && activeCount == 0
    lock.unlock()
    subscription?.dispose()
    if finished { serial.on(.completed) }
  }

  @inlinable
  func outerCompleted() {
    let finished = lock.withLock { () -> Bool in
      outerDone = true
      return activeCount == 0 && waiting.isEmpty
    }
    if finished { serial.on(.completed) }
  }

  /// Disposes every running inner subscription; no inner sequence starts afterwards.
  @inlinable
  func dispose() {
    lock.lock()
    guard !disposed else {
      lock.unlock()
      return
    }
    disposed = true
    waiting = []
    var subscriptions: [Disposable] = []
    while let running = first {
      if let subscription = end(running) { subscriptions.append(subscription) }
    }
    lock.unlock()
    for subscription in subscriptions { subscription.dispose() }
  }
}

/// The observer of one inner sequence, and its link in the sink's list of running ones.
@usableFromInline
final class FlattenInner<Element>: ObserverType, @unchecked Sendable {
  @usableFromInline let sink: FlattenSink<Element>
  /// Whether it counts as running: on the sink's list. The fields below are guarded by the
  /// sink's lock.
  @exclusivity(unchecked) @usableFromInline var isActive = true
  @exclusivity(unchecked) @usableFromInline var next: FlattenInner<Element>?
  @exclusivity(unchecked) @usableFromInline unowned(unsafe) var previous: FlattenInner<Element>?
  /// The inner subscription, once `subscribe` has returned it.
  @exclusivity(unchecked) @usableFromInline var upstream: Disposable?

  @inlinable
  init(_ sink: FlattenSink<Element>) { self.sink = sink }

  @inlinable
  func onNext(_ element: Element) {
    // Only `latest` lets go of a running inner sequence (when the next one arrives), whose
    // late elements are then dropped; in the other modes an inner sequence stays active
    // until it completes, so its elements need no look-up.
    if sink.mode == .latest, !sink.lock.withLock({ isActive }) { return }
    sink.serial.onNext(element)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element): onNext(element)
    case .error:
      if sink.mode == .latest, !sink.lock.withLock({ isActive }) { return }
      sink.serial.on(event)
    case .completed: sink.innerCompleted(self)
    }
  }

  /// Keeps the subscription while the inner sequence runs; one that has already ended (or
  /// been let go of) is disposed at once.
  @inlinable
  func setUpstream(_ disposable: Disposable) {
    sink.lock.lock()
    guard isActive else {
      sink.lock.unlock()
      disposable.dispose()
      return
    }
    upstream = disposable
    sink.lock.unlock()
  }
}
