extension ObservableType {
  /// Returns a sequence of the given elements, then completes.
  public static func of(
    _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  )
    -> Observable<Element>
  {
    from(elements, scheduler: scheduler)
  }

  /// Returns a sequence of the elements of `sequence`, then completes.
  ///
  /// Disposing stops the iteration at the next element.
  public static func from<S: Sequence>(
    _ sequence: S, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> where S.Element == Element {
    Observable.make { observer in
      let disposable = BooleanDisposable()
      nonisolated(unsafe) var iterator = sequence.makeIterator()
      let scheduled = scheduler.scheduleRecursive(()) { _, recurse in
        guard !disposable.isDisposed else { return }
        if let next = iterator.next() {
          observer.on(.next(next))
          recurse(())
        } else {
          observer.on(.completed)
        }
      }
      return Disposables.create(disposable, scheduled)
    }
  }
}
