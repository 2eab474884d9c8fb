extension ObservableType {
  /// Returns a sequence that repeats `element` forever (until disposed).
  public static func repeatElement(
    _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    from(AnyIterator { element }, scheduler: scheduler)
  }
}
