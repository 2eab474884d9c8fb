extension ObservableConvertibleType {
  /// Converts to an `Infallible` that sends `element` and completes instead of failing.
  ///
  /// ```swift
  /// api.count().asInfallible(onErrorJustReturn: 0)
  /// ```
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(asObservable().catchAndReturn(element))
  }

  /// Converts to an `Infallible` that continues with `infallible` instead of failing.
  public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(asObservable().catch { _ in infallible.asObservable() })
  }

  /// Converts to an `Infallible` that continues with the sequence `onErrorRecover` makes
  /// from the error instead of failing.
  public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
  }
}
