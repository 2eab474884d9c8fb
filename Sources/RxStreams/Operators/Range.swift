extension ObservableType where Element: RxAbstractInteger {
  /// Returns a sequence of `count` integers starting at `start`.
  @inlinable
  public static func range(
    start: Element, count: Element,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    precondition(count >= 0, "range: the count must not be negative")
    return Observable.make { observer in
      // The state is the offset of the next value, so the last value may be the type's
      // largest without computing one past it.
      scheduler.scheduleRecursive(Element.zero) { offset, recurse in
        guard offset < count else {
          observer.on(.completed)
          return
        }
        observer.on(.next(start + offset))
        recurse(offset + 1)
      }
    }
  }
}
