// Conversions to a shared sequence of any strategy: the sequence is moved to the strategy's
// scheduler here, once, and what it does on error is said here.

extension ObservableConvertibleType {
  /// Converts to a shared sequence of strategy `S`, ending with `onErrorJustReturn` on error.
  public func asSharedSequence<S>(
    sharingStrategy _: S.Type = S.self, onErrorJustReturn: Element
  ) -> SharedSequence<S, Element> {
    SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// Converts to a shared sequence of strategy `S`, continuing with `onErrorDriveWith` on
  /// error.
  public func asSharedSequence<S>(
    sharingStrategy _: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
  ) -> SharedSequence<S, Element> {
    SharedSequence(
      asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
  }

  /// Converts to a shared sequence of strategy `S`, continuing on error with the sequence
  /// `onErrorRecover` makes of the error.
  public func asSharedSequence<S>(
    sharingStrategy _: S.Type = S.self,
    onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
  ) -> SharedSequence<S, Element> {
    SharedSequence(
      asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
  }
}
