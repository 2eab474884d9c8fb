// The operators that keep one shared sequence: each runs where its upstream delivers (already
// the strategy's scheduler), and the result is shared again as the strategy does.

extension SharedSequenceConvertibleType {
  /// Transforms each element.
  public func map<Result>(_ selector: @escaping (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().map(selector))
  }

  /// Transforms each element, dropping those that become `nil`.
  public func compactMap<Result>(_ selector: @escaping (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().compactMap(selector))
  }

  /// Keeps the elements that satisfy `predicate`.
  public func filter(_ predicate: @escaping (Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().filter(predicate))
  }

  /// Calls the handlers for each event (the `after…` ones once it has been passed on), on
  /// subscription and on disposal, passing the events through unchanged.
  public func `do`(
    onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }

  /// Prints every event, subscription and disposal, labelled with `identifier` (or the
  /// caller's file, line and function).
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asObservable().debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// Drops elements whose key equals the previous element's.
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged(keySelector))
  }

  /// Drops elements that `comparer` finds equal to the previous one.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged(comparer))
  }

  /// Drops elements whose key `comparer` finds equal to the previous element's.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// Sends `seed` combined with each element by `accumulator`, then each result combined with
  /// the next element.
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A)
    -> SharedSequence<SharingStrategy, A>
  {
    SharedSequence(asObservable().scan(seed, accumulator: accumulator))
  }

  /// Drops the first `count` elements.
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().skip(count))
  }

  /// Sends `element` first, then the sequence's own.
  public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().startWith(element))
  }
}

extension SharedSequenceConvertibleType where Element: Equatable {
  /// Drops elements equal to the previous one.
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged())
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Pairs each element with `object` through `resultSelector`, without retaining `object`:
  /// once it is gone, the sequence completes.
  public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> SharedSequence<SharingStrategy, Out> {
    SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
  }

  /// Pairs each element with `object`, without retaining it: once it is gone, the sequence
  /// completes.
  public func withUnretained<Object: AnyObject>(_ object: Object)
    -> SharedSequence<SharingStrategy, (Object, Element)>
  {
    SharedSequence(asObservable().withUnretained(object) { ($0, $1) })
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Pairs each element with `object` through `resultSelector`, without retaining `object`:
  /// once it is gone, the sequence completes.
  public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> SharedSequence<SharingStrategy, Out> {
    SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
  }

  /// Pairs each element with `object`, without retaining it: once it is gone, the sequence
  /// completes.
  public func withUnretained<Object: AnyObject>(_ object: Object)
    -> SharedSequence<SharingStrategy, (Object, Element)>
  {
    SharedSequence(asObservable().withUnretained(object) { ($0, $1) })
  }
}
