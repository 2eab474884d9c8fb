extension ObservableType where Element: RxAbstractInteger {
  /// Returns a sequence of `count` integers starting at `start`.
  public static func range(
    start: Element, count: Element,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    precondition(count >= 0, "range: the count must not be negative")
    return from(sequence(first: start, next: { $0 + 1 }).prefix(Int(count)), scheduler: scheduler)
  }
}
