// The operators of `Infallible`: each is the observable operator of the same name, and keeps
// the guarantee that the sequence never fails.

extension InfallibleType {
  /// An infallible sequence of one element, then completion.
  public static func just(_ element: Element) -> Infallible<Element> { Infallible(.just(element)) }

  /// An infallible sequence of one element, sent on `scheduler`, then completion.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Infallible<Element>
  {
    Infallible(.just(element, scheduler: scheduler))
  }

  /// An infallible sequence that never sends anything.
  public static func never() -> Infallible<Element> { Infallible(.never()) }

  /// An infallible sequence that only completes.
  public static func empty() -> Infallible<Element> { Infallible(.empty()) }

  /// Calls `observableFactory` for each subscriber and subscribes to what it returns.
  public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(.deferred { try observableFactory().asObservable() })
  }

  /// Makes an infallible sequence that owns a resource for as long as a subscription lasts.
  ///
  /// See `ObservableType.using(_:observableFactory:)`. (RxSwift 6 has no `Infallible.using`;
  /// this one has no throwing factories, so the result cannot fail.)
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () -> Resource,
    infallibleFactory: @escaping (Resource) -> Infallible<Element>
  ) -> Infallible<Element> {
    Infallible(Observable.using(resourceFactory) { infallibleFactory($0).asObservable() })
  }
}

extension InfallibleType where Element: RxAbstractInteger {
  /// Sends `0` after `dueTime`, then, with a `period`, 1, 2, … on `scheduler`.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
  ) -> Infallible<Element> {
    Infallible(Observable.timer(dueTime, period: period, scheduler: scheduler))
  }

  /// Sends 0, 1, 2, … every `period` on `scheduler`.
  public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType)
    -> Infallible<Element>
  {
    Infallible(Observable.interval(period, scheduler: scheduler))
  }
}

extension Infallible {
  /// An infallible sequence of `elements`, sent on `scheduler`, then completion.
  public static func of(
    _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> {
    Infallible(Observable.from(elements, scheduler: scheduler))
  }

  /// An infallible sequence of the elements of `array`, sent on `scheduler`, then completion.
  public static func from(
    _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> {
    Infallible(Observable.from(array, scheduler: scheduler))
  }

  /// An infallible sequence of the elements of `sequence`, sent on `scheduler`, then
  /// completion.
  public static func from<Sequence: Swift.Sequence>(
    _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> where Sequence.Element == Element {
    Infallible(Observable.from(sequence, scheduler: scheduler))
  }
}

extension InfallibleType {
  /// Keeps the elements that satisfy `predicate`.
  public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
    Infallible(asObservable().filter(predicate))
  }

  /// Transforms each element.
  public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
    Infallible(asObservable().map(transform))
  }

  /// Transforms each element, dropping those `transform` turns into `nil`.
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> Infallible<Result>
  {
    Infallible(asObservable().compactMap(transform))
  }
}

extension InfallibleType where Element: Equatable {
  /// Drops elements equal to the one before.
  public func distinctUntilChanged() -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged())
  }
}

extension InfallibleType {
  /// Drops elements whose key equals the key of the one before.
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key
  ) -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged(keySelector, comparer: ==))
  }

  /// Drops elements that `comparer` finds equal to the one before.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
  }

  /// Drops elements whose key `comparer` finds equal to the key of the one before.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// Drops elements whose value at `keyPath` equals that of the one before.
  public func distinctUntilChanged<Value: Equatable>(at keyPath: KeyPath<Element, Value>)
    -> Infallible<Element>
  {
    Infallible(
      asObservable().distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] })
  }
}

extension InfallibleType {
  /// Sends an element once `dueTime` has passed without another on `scheduler`.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
    Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
  }

  /// Sends at most one element per `dueTime` on `scheduler`: the first of a window, and with
  /// `latest` the last one too, at the window's end.
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
  ) -> Infallible<Element> {
    Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
  }
}

extension InfallibleType {
  /// Merges the sequences `selector` makes from each element.
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMap(selector))
  }

  /// Follows only the sequence `selector` made from the latest element.
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMapLatest(selector))
  }

  /// Follows the sequence `selector` makes from an element, ignoring elements until it ends.
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMapFirst(selector))
  }

  /// Subscribes to the sequences `selector` makes from each element one after another.
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().concatMap(selector))
  }
}

extension InfallibleType {
  /// Continues with `second` once `self` completes.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
  where Source.Element == Element {
    Infallible(Observable.concat([asObservable(), second.asObservable()]))
  }

  /// Subscribes to each in turn, once the one before has completed.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
  where Sequence.Element == Infallible<Element> {
    Infallible(Observable.concat(sequence.map { $0.asObservable() }))
  }

  /// Subscribes to each in turn, once the one before has completed.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> Infallible<Element>
  where Collection.Element == Infallible<Element> {
    Infallible(Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Subscribes to each in turn, once the one before has completed.
  public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
    Infallible(Observable.concat(sources.map { $0.asObservable() }))
  }

  /// Subscribes to all at once and sends every element; completes when all have.
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> Infallible<Element>
  where Collection.Element == Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Subscribes to all at once and sends every element; completes when all have.
  public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Subscribes to all at once and sends every element; completes when all have.
  public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
    merge(sources)
  }
}

extension Infallible {
  /// Runs side effects for each event, the subscription and its disposal.
  ///
  /// The `on…` handlers run before the event is passed on, the `after…` handlers after it.
  /// `onSubscribe` runs before subscribing upstream, `onSubscribed` after, and `onDispose`
  /// once the subscription is disposed, for whatever reason.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Infallible<Element> {
    Infallible(
      source.do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }
}

extension InfallibleType {
  /// Sends each step of folding the elements into `seed`, mutated in place.
  public func scan<Seed>(
    into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void
  ) -> Infallible<Seed> {
    Infallible(asObservable().scan(into: seed, accumulator: accumulator))
  }

  /// Sends each step of folding the elements into `seed`.
  public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed)
    -> Infallible<Seed>
  {
    Infallible(asObservable().scan(seed, accumulator: accumulator))
  }

  /// Sends `element` first.
  public func startWith(_ element: Element) -> Infallible<Element> {
    Infallible(asObservable().startWith(element))
  }
}

extension InfallibleType {
  /// Sends elements until `other` sends one, then completes.
  public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
    Infallible(asObservable().take(until: other.asObservable()))
  }

  /// Sends elements until `other` sends one, then completes.
  public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
    Infallible(asObservable().take(until: other))
  }

  /// Sends elements until one satisfies `predicate`, then completes; with `.inclusive`,
  /// that element is sent too.
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible<Element> {
    Infallible(asObservable().take(until: predicate, behavior: behavior))
  }

  /// Sends elements while they satisfy `predicate`, then completes; with `.inclusive`, the
  /// first that does not is sent too.
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible<Element> {
    Infallible(asObservable().take(while: predicate, behavior: behavior))
  }

  /// Sends the first `count` elements, then completes.
  public func take(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().take(count))
  }

  /// Drops the first `count` elements.
  public func skip(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().skip(count))
  }

  /// Drops elements while they satisfy `predicate`.
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
    Infallible(asObservable().skip(while: predicate))
  }

  /// Drops elements until `other` sends one.
  public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
    Infallible(asObservable().skip(until: other))
  }
}

extension InfallibleType {
  /// Shares one subscription among every subscriber, replaying the last `replay` elements
  /// to late subscribers.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Infallible<Element>
  {
    Infallible(asObservable().share(replay: replay, scope: scope))
  }

  /// Combines each element with the latest element of `second`; elements that come before
  /// `second` has sent one are dropped.
  public func withLatestFrom<Source: InfallibleType, Result>(
    _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result
  ) -> Infallible<Result> {
    Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
  }

  /// Sends the latest element of `second` at each element; elements that come before
  /// `second` has sent one are dropped.
  public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<
    Source.Element
  > {
    withLatestFrom(second) { $1 }
  }
}

extension InfallibleType {
  /// Takes elements for `duration`, then completes.
  public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
    Infallible(asObservable().take(for: duration, scheduler: scheduler))
  }

  /// Pairs each element with `object`, holding it weakly: once `object` is gone, the
  /// sequence completes.
  public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Infallible<Out> {
    Infallible<Out>(asObservable().withUnretained(object, resultSelector: resultSelector))
  }

  /// Pairs each element with `object`, holding it weakly: once `object` is gone, the
  /// sequence completes.
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
    withUnretained(object) { ($0, $1) }
  }
}
