extension ObservableType {
  /// Returns a sequence that contains a single element, then completes.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    Observable.make { observer in
      observer.on(.next(element))
      observer.on(.completed)
      return Disposables.create()
    }
  }

  /// Returns a sequence that contains a single element, sent on `scheduler`.
  @inlinable
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    from([element], scheduler: scheduler)
  }
}
