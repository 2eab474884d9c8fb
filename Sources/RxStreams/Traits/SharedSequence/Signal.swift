/// A UI sequence of events that are not replayed: a new subscriber hears only what comes
/// next. Bind actions with `emit`.
///
/// It never fails, delivers on the main scheduler and shares one subscription.
///
/// ```swift
/// let saved: Signal<Void> = saveTapped.asSignal()
/// saved.emit(onNext: { showToast("Saved") }).disposed(by: disposeBag)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// `Signal`'s strategy: delivers on `SharingScheduler.make()` (the main scheduler unless a
/// test mocks it) and shares without replay while subscribed.
public struct SignalSharingStrategy: SharingStrategyProtocol {
  /// The main scheduler, unless a test has mocked `SharingScheduler`.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// Shares `source`, without replay, while anyone is subscribed.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// `self` as a `Signal`.
  public func asSignal() -> Signal<Element> { asSharedSequence() }
}

extension ObservableConvertibleType {
  /// Converts to a `Signal`, ending with `onErrorJustReturn` on error.
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    asSharedSequence(
      sharingStrategy: SignalSharingStrategy.self,
      onErrorJustReturn: onErrorJustReturn)
  }

  /// Converts to a `Signal`, continuing with `onErrorSignalWith` on error.
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    asSharedSequence(
      sharingStrategy: SignalSharingStrategy.self,
      onErrorDriveWith: onErrorSignalWith)
  }

  /// Converts to a `Signal`, continuing on error with the `Signal` `onErrorRecover` makes of
  /// the error.
  public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>)
    -> Signal<Element>
  {
    asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
  }
}

extension InfallibleType {
  /// Converts to a `Signal`: it cannot fail, so only the scheduler and the sharing change.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}

extension PublishRelay {
  /// The relay as a `Signal`.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}
