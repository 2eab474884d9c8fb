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
@usableFromInline
final class FlattenSink<Element>: @unchecked Sendable {
  @usableFromInline let serial: SerialObserver<Element>
  @usableFromInline let mode: FlattenMode
  @usableFromInline let lock = Lock()
  @exclusivity(unchecked) @usableFromInline var active: [Int: Disposable] = [:]
  @exclusivity(unchecked) @usableFromInline var waiting: [Observable<Element>] = []
  @exclusivity(unchecked) @usableFromInline var nextID = 0
  @exclusivity(unchecked) @usableFromInline var outerDone = false

  @inlinable
  init(_ downstream: AnyObserver<Element>, mode: FlattenMode) {
    serial = SerialObserver(downstream)
    self.mode = mode
  }

  /// Whether an inner sequence is subscribed to.
  @inlinable
  var hasActiveInner: Bool { lock.withLock { !active.isEmpty } }

  @inlinable
  func add(_ inner: Observable<Element>) {
    lock.lock()
    switch mode {
    case .merge: break
    case .limited(let limit):
      if active.count >= limit {
        waiting.append(inner)
        lock.unlock()
        return
      }
    case .first:
      if !active.isEmpty {
        lock.unlock()
        return
      }
    case .latest:
      let previous = Array(active.values)
      active.removeAll()
      lock.unlock()
      for disposable in previous { disposable.dispose() }
      lock.lock()
    }
    let (id, subscription) = reserveSlot()
    lock.unlock()
    subscribe(inner, id: id, subscription: subscription)
  }

  /// Registers one more running inner sequence; call with the lock held.
  @inlinable
  func reserveSlot() -> (Int, SingleAssignmentDisposable) {
    let id = nextID
    nextID += 1
    let subscription = SingleAssignmentDisposable()
    active[id] = subscription
    return (id, subscription)
  }

  @inlinable
  func subscribe(
    _ inner: Observable<Element>, id: Int, subscription: SingleAssignmentDisposable
  ) {
    let key = serial.subscriptions.insert(subscription)
    // Only `latest` lets go of a running inner sequence (when the next one arrives), whose
    // late elements are then dropped; in the other modes an inner sequence stays active
    // until it completes, so its elements need no look-up.
    let checksActive = mode == .latest
    subscription.setDisposable(
      // Strong on purpose: the subscriptions hold this sink until the stream ends or is
      // disposed, which breaks the cycle.
      inner.subscribe { event in
        switch event {
        case .next(let element):
          if checksActive, !self.lock.withLock({ self.active[id] != nil }) { return }
          self.serial.onNext(element)
        case .error: self.serial.on(event)
        case .completed:
          if let key { self.serial.subscriptions.remove(for: key) }
          self.innerCompleted(id)
        }
      })
  }

  @inlinable
  func innerCompleted(_ id: Int) {
    lock.lock()
    guard active.removeValue(forKey: id) != nil else {
      lock.unlock()
      return
    }
    // Only a limited mode makes sequences wait; the one that ends hands its slot on.
    if !waiting.isEmpty {
      let next = waiting.removeFirst()
      let (nextID, subscription) = reserveSlot()
      lock.unlock()
      subscribe(next, id: nextID, subscription: subscription)
      return
    }
    let finished = outerDone && active.isEmpty && waiting.isEmpty
    lock.unlock()
    if finished { serial.on(.completed) }
  }

  @inlinable
  func outerCompleted() {
    let finished = lock.withLock { () -> Bool in
      outerDone = true
      return active.isEmpty && waiting.isEmpty
    }
    if finished { serial.on(.completed) }
  }
}
