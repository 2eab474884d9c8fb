/// A sequence with a restricted grammar: the shared shape of `Single`, `Maybe` and
/// `Completable`.
///
/// The trait says which events the sequence may send; every operator that returns a
/// primitive sequence keeps that grammar. Convert with `asObservable()` to use the full set
/// of observable operators.
public struct PrimitiveSequence<Trait, Element> {
  let source: Observable<Element>

  /// Wraps an observable that keeps the trait's grammar.
  init(raw: Observable<Element>) { source = raw }
}

extension PrimitiveSequence: @unchecked Sendable {}

/// A type that is a primitive sequence: lets generic code constrain on the trait.
public protocol PrimitiveSequenceType {
  /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
  associatedtype Trait
  /// The type of the element.
  associatedtype Element

  /// `self` as a primitive sequence.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  /// `self`.
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
  /// The underlying observable sequence, with the trait's grammar.
  public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequenceType {
  /// The underlying observable of `self`.
  var rawSource: Observable<Element> { primitiveSequence.source }

  /// Calls `observableFactory` for each subscriber and subscribes to what it returns.
  ///
  /// A thrown error is sent to the subscriber.
  public static func deferred(
    _ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
  }

  /// Shifts the events by `dueTime` on `scheduler`; an error is sent at once.
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: rawSource.delay(dueTime, scheduler: scheduler))
  }

  /// Subscribes `dueTime` after each subscription, on `scheduler`.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: rawSource.delaySubscription(dueTime, scheduler: scheduler))
  }

  /// Delivers the events on `scheduler`.
  public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: rawSource.observe(on: scheduler))
  }

  /// Delivers the events on `scheduler`.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    observe(on: scheduler)
  }

  /// Subscribes and disposes on `scheduler`.
  public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: rawSource.subscribe(on: scheduler))
  }

  /// Subscribes and disposes on `scheduler`.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element>
  {
    subscribe(on: scheduler)
  }

  /// Continues with the sequence `handler` makes from the error when this one fails.
  ///
  /// ```swift
  /// fetchUser().catch { _ in .just(.guest) }
  /// ```
  public func `catch`(
    _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: rawSource.catch { try handler($0).asObservable() })
  }

  /// Continues with the sequence `handler` makes from the error when this one fails.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(
    _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    self.catch(handler)
  }

  /// Subscribes again when the sequence fails, up to `maxAttemptCount` subscriptions in all.
  ///
  /// `retry(2)` tries once more after a first failure; the last failure is sent on.
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: rawSource.retry(maxAttemptCount))
  }

  /// Prints every subscription, event and disposal on standard output.
  ///
  /// See `ObservableType.debug(_:trimOutput:file:line:function:)` for the format.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: rawSource.debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// Makes a sequence that owns a resource for as long as a subscription lasts.
  ///
  /// See `ObservableType.using(_:observableFactory:)`: the resource is disposed when the
  /// sequence ends or the subscription is disposed.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).asObservable() })
  }

  /// Fails with `RxError.timeout` when the sequence has not ended within `dueTime`.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: rawSource.timeout(dueTime, scheduler: scheduler))
  }

  /// Switches to `other` when the sequence has not ended within `dueTime`.
  public func timeout(
    _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
    scheduler: SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: rawSource.timeout(dueTime, other: other.source, scheduler: scheduler))
  }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
  /// Sends `0` after `dueTime` on `scheduler`, then ends.
  ///
  /// ```swift
  /// Single<Int>.timer(.seconds(2), scheduler: scheduler)  // next(0), completed at 2 s
  /// ```
  public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
  }
}
