// The operators that combine several shared sequences of one strategy into one.

extension SharedSequenceConvertibleType {
  /// Merges the elements of `sources`.
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of `sources`.
  public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of `sources`.
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    merge(sources)
  }

  /// Combines each element with the latest element of `second` through `resultSelector`;
  /// elements that come before `second` has sent are dropped.
  public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
    SharedSequence(
      asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
  }

  /// Sends the latest element of `second` for each element; elements that come before
  /// `second` has sent are dropped.
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
    -> SharedSequence<SharingStrategy, Second.Element>
  {
    SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
  }
}

extension SharedSequence {
  /// Sends the elements of each sequence of `sequence` in turn, subscribing to the next when
  /// one completes.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> SharedSequence<SharingStrategy, Element>
  where Sequence.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.concat(sequence.map { $0.asObservable() }))
  }

  /// Sends the elements of each sequence of `collection` in turn, subscribing to the next when
  /// one completes.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Combines the sequences' elements in order, one from each, with `resultSelector`.
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> SharedSequence<SharingStrategy, Result>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Result>(
      Observable<Result>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// Combines the sequences' elements in order, one from each, into arrays.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, [Element]>(
      Observable<Element>.zip(collection.map { $0.asObservable() }))
  }

  /// Combines the latest elements of the sequences with `resultSelector` whenever one sends,
  /// once each has sent.
  public static func combineLatest<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> SharedSequence<SharingStrategy, Result>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Result>(
      Observable<Result>.combineLatest(
        collection.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// Combines the latest elements of the sequences into arrays whenever one sends, once each
  /// has sent.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, [Element]>(
      Observable<Element>.combineLatest(collection.map { $0.asObservable() }))
  }
}
