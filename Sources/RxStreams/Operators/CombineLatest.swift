import Primitives

extension ObservableType {
  /// Combines the latest elements of two sequences whenever either sends.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    let first = source1.asObservable()
    let second = source2.asObservable()
    return Observable.make { downstream in
      let sink = CombineLatest2(downstream, selector: resultSelector)
      sink.start(first, second)
      return sink
    }
  }

}

/// `combineLatest` of two sequences, without erasing their elements: the common case, kept
/// fast (no boxing, one lock round trip per element when nothing is being delivered).
@usableFromInline
final class CombineLatest2<A, B, Result>: Cancelable, @unchecked Sendable {
  @usableFromInline let downstream: AnyObserver<Result>
  @usableFromInline let selector: (A, B) throws -> Result
  @usableFromInline let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var latestA: A?
  @exclusivity(unchecked) @usableFromInline var latestB: B?
  @exclusivity(unchecked) @usableFromInline var delivering = false
  @exclusivity(unchecked) @usableFromInline var queued: [(A, B)] = []
  @exclusivity(unchecked) @usableFromInline var stopped = false
  @exclusivity(unchecked) @usableFromInline var doneA = false
  @exclusivity(unchecked) @usableFromInline var doneB = false
  @usableFromInline let subscriptionA = SingleAssignmentDisposable()
  @usableFromInline let subscriptionB = SingleAssignmentDisposable()

  @usableFromInline
  init(_ downstream: AnyObserver<Result>, selector: @escaping (A, B) throws -> Result) {
    self.downstream = downstream
    self.selector = selector
  }

  @inlinable
  func nextA(_ value: A) {
    lock.lock()
    latestA = value
    guard let b = latestB else {
      // The other side ended without a value: nothing can ever be combined.
      let ends = doneB
      lock.unlock()
      if ends { end(.completed) }
      return
    }
    publishLocked(value, b)
  }

  @inlinable
  func nextB(_ value: B) {
    lock.lock()
    latestB = value
    guard let a = latestA else {
      let ends = doneA
      lock.unlock()
      if ends { end(.completed) }
      return
    }
    publishLocked(a, value)
  }

  /// Delivers the pair, or queues it if another delivery is running; called with the lock
  /// held, releases it.
  @inlinable
  func publishLocked(_ a: A, _ b: B) {
    guard !stopped else {
      lock.unlock()
      return
    }
    guard !delivering else {
      queued.append((a, b))
      lock.unlock()
      return
    }
    delivering = true
    lock.unlock()
    deliver(a, b)
    lock.lock()
    while !queued.isEmpty, !stopped {
      let (a, b) = queued.removeFirst()
      lock.unlock()
      deliver(a, b)
      lock.lock()
    }
    delivering = false
    lock.unlock()
  }

  @inlinable
  func deliver(_ a: A, _ b: B) {
    do {
      downstream.onNext(try selector(a, b))
    } catch {
      end(.error(error))
    }
  }

  /// A terminal event from one side.
  @usableFromInline
  func terminal(_ event: Event<Result>, fromA: Bool) {
    lock.lock()
    var ends = true
    if case .completed = event {
      // As RxSwift: the combination completes when both sides have, or when the side
      // still running sends a value that can't be combined.
      if fromA { doneA = true } else { doneB = true }
      ends = doneA && doneB
    }
    lock.unlock()
    if ends {
      end(event)
    } else {
      // A side that ended is unsubscribed at once.
      (fromA ? subscriptionA : subscriptionB).dispose()
    }
  }

  @usableFromInline
  func end(_ event: Event<Result>) {
    lock.lock()
    guard !stopped else {
      lock.unlock()
      return
    }
    stopped = true
    lock.unlock()
    downstream.on(event)
    dispose()
  }

  @usableFromInline
  var isDisposed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  @usableFromInline
  func dispose() {
    lock.lock()
    stopped = true
    lock.unlock()
    subscriptionA.dispose()
    subscriptionB.dispose()
  }

  @inlinable
  func start(_ a: Observable<A>, _ b: Observable<B>) {
    subscriptionA.setDisposable(
      a.subscribe(
        AnyObserver(
          next: { self.nextA($0) },
          event: { event in
            switch event {
            case .next(let value): self.nextA(value)
            case .error(let error): self.terminal(.error(error), fromA: true)
            case .completed: self.terminal(.completed, fromA: true)
            }
          })))
    subscriptionB.setDisposable(
      b.subscribe(
        AnyObserver(
          next: { self.nextB($0) },
          event: { event in
            switch event {
            case .next(let value): self.nextB(value)
            case .error(let error): self.terminal(.error(error), fromA: false)
            case .completed: self.terminal(.completed, fromA: false)
            }
          })))
  }
}
