extension ObservableType {
  /// Concatenates this sequence with another.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Concatenates the sequences of `sequence`: each starts when the previous completes. The
  /// sequence is iterated lazily, one source at a time.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    Observable.from(sequence, scheduler: CurrentThreadScheduler.instance).concatMap { $0 }
  }

  /// Concatenates a collection of sequences.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<Element> where Collection.Element == Observable<Element>
  {
    Observable.from(collection, scheduler: CurrentThreadScheduler.instance).concatMap { $0 }
  }

  /// Concatenates an array of sequences.
  public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable.from(sources, scheduler: CurrentThreadScheduler.instance).concatMap { $0 }
  }

  /// Concatenates several sequences.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concat(sources)
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Concatenates the inner sequences.
  @inlinable
  public func concat() -> Observable<Element.Element> { flatten(mode: .limited(1)) { $0 } }
}
