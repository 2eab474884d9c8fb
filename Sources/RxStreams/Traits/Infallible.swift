/// A type that is an infallible sequence: lets generic code take any `Infallible`.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that never fails: elements, then perhaps completion.
///
/// Make one with `asInfallible(onErrorJustReturn:)` and its siblings, which say what
/// happens instead of an error, or with `Infallible.create`.
///
/// ```swift
/// let titles: Infallible<String> = api.titles().asInfallible(onErrorJustReturn: "")
/// titles.subscribe(onNext: { print($0) })
/// ```
public struct Infallible<Element>: InfallibleType {
  let source: Observable<Element>

  init(_ source: Observable<Element>) { self.source = source }

  /// The underlying observable sequence, which never fails.
  public func asObservable() -> Observable<Element> { source }
}

extension Infallible: @unchecked Sendable {}

extension InfallibleType {
  /// Subscribes handlers that receive `object` with each event, without retaining it: once
  /// `object` is gone, the handlers are no longer called.
  @discardableResult
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes element, completion and disposal handlers.
  ///
  /// `onDisposed` runs once, after completion's handler or on disposal, whichever comes
  /// first.
  @discardableResult
  public func subscribe(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes an event handler.
  @discardableResult
  public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
    asObservable().subscribe { (event: Event<Element>) in
      switch event {
      case .next(let element): on(.next(element))
      case .completed: on(.completed)
      case .error(let error):
        assertionFailure("RxStreams: an Infallible failed with \(error)")
      }
    }
  }
}
