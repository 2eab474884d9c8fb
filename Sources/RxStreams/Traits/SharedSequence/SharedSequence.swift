/// How a `SharedSequence` shares its one subscription and where it delivers: what makes a
/// `Driver` a `Driver` and a `Signal` a `Signal`.
///
/// Write code generic over the strategy to serve both:
///
/// ```swift
/// func titles<S: SharingStrategyProtocol>(_ counts: SharedSequence<S, Int>)
///   -> SharedSequence<S, String>
/// {
///   counts.map { "\($0) items" }
/// }
/// ```
public protocol SharingStrategyProtocol {
  /// The scheduler the sequence delivers on (`SharingScheduler.make()`: the main scheduler,
  /// unless a test mocks it).
  static var scheduler: SchedulerType { get }

  /// Shares `source` among the sequence's subscribers.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that is, or can be seen as, a `SharedSequence`: lets generic code take any `Driver`
/// or `Signal`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// How the sequence shares and where it delivers.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// `self` as a `SharedSequence`.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
  /// The shared sequence's observable: it never fails and delivers on the strategy's scheduler.
  public func asObservable() -> Observable<Element> { asSharedSequence().asObservable() }
}

/// A sequence that never fails, delivers on the main scheduler and shares one subscription
/// among its subscribers: the UI-facing traits `Driver` and `Signal`.
///
/// A sequence is moved to the main scheduler once, where it becomes shared (`asDriver`,
/// `asSignal`, `just`, `of`, …); the operators that follow run where their upstream delivers,
/// so on the main thread an element reaches `drive` in the same turn it was sent — a
/// `Driver`'s current value is there when `drive` returns.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
  SharedSequenceConvertibleType, ObservableConvertibleType
{
  let source: Observable<Element>

  /// Shares `source`, which must already deliver on the strategy's scheduler and never fail.
  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps `source` as it is: for sources that are cheap to subscribe to more than once
  /// (`just`, `of`, …), which need no sharing.
  init(raw source: Observable<Element>) {
    self.source = source
  }

  /// Wraps `source` without checking it: the caller promises that it never fails, delivers on
  /// the strategy's scheduler and shares its subscription as the strategy does.
  public static func createUnsafe<Source: ObservableType>(source: Source)
    -> SharedSequence<SharingStrategy, Source.Element>
  {
    SharedSequence<SharingStrategy, Source.Element>(raw: source.asObservable())
  }

  /// The underlying observable sequence.
  public func asObservable() -> Observable<Element> { source }

  /// `self`.
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

  /// `self` as an `Infallible`: the same shared sequence, on the same scheduler.
  public func asInfallible() -> Infallible<Element> { Infallible(source) }
}

extension SharedSequence: @unchecked Sendable {}
