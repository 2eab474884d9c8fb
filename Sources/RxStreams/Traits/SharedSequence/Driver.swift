/// A UI sequence that replays its latest element to each new subscriber: bind view state with
/// `drive`.
///
/// It never fails, delivers on the main scheduler and shares one subscription.
///
/// ```swift
/// let title: Driver<String> = viewModel.count.asDriver().map { "\($0) items" }
/// title.drive(label.rx.text).disposed(by: disposeBag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// `Driver`'s strategy: delivers on `SharingScheduler.make()` (the main scheduler unless a
/// test mocks it) and shares with a replay of the latest element while subscribed.
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// The main scheduler, unless a test has mocked `SharingScheduler`.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// Shares `source`, replaying its latest element, while anyone is subscribed.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// `self` as a `Driver`.
  public func asDriver() -> Driver<Element> { asSharedSequence() }
}

extension ObservableConvertibleType {
  /// Converts to a `Driver`, ending with `onErrorJustReturn` on error.
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    asSharedSequence(
      sharingStrategy: DriverSharingStrategy.self,
      onErrorJustReturn: onErrorJustReturn)
  }

  /// Converts to a `Driver`, continuing with `onErrorDriveWith` on error.
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    asSharedSequence(
      sharingStrategy: DriverSharingStrategy.self,
      onErrorDriveWith: onErrorDriveWith)
  }

  /// Converts to a `Driver`, continuing on error with the `Driver` `onErrorRecover` makes of
  /// the error.
  public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>)
    -> Driver<Element>
  {
    asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
  }
}

extension InfallibleType {
  /// Converts to a `Driver`: it cannot fail, so only the scheduler and the sharing change.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}

extension BehaviorRelay {
  /// The relay as a `Driver`, starting with its current value.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}
