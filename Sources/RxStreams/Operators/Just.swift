extension ObservableType {
  /// Returns a sequence that contains a single element, then completes.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    JustObservable(element)
  }

  /// Returns a sequence that contains a single element, sent on `scheduler`.
  @inlinable
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    from([element], scheduler: scheduler)
  }
}

/// `just`: one object holding the element, not an observable and a closure, as flattening
/// operators make one per element.
@usableFromInline
final class JustObservable<Element>: Observable<Element> {
  @usableFromInline let element: Element

  @inlinable
  init(_ element: Element) {
    self.element = element
    super.init(nil)
  }

  @inlinable
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    observer.onNext(element)
    observer.on(.completed)
    return Disposables.create()
  }
}
