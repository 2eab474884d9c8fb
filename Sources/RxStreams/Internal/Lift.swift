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
