// The operators that flatten shared sequences of shared sequences. The result shares and
// delivers as the inner sequences do: a `Driver` mapped to `Signal`s flattens to a `Signal`.

extension SharedSequenceConvertibleType {
  /// Maps each element to a shared sequence and merges their elements.
  public func flatMap<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMap(selector))
  }

  /// Maps each element to a shared sequence and sends the elements of the latest one, leaving
  /// the one before.
  public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapLatest(selector))
  }

  /// Maps each element to a shared sequence and sends its elements, ignoring the elements that
  /// arrive while it runs.
  public func flatMapFirst<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapFirst(selector))
  }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// Sends the elements of the latest inner sequence, leaving the one before.
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
  }

  /// Merges the elements of all the inner sequences.
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
  }

  /// Merges the elements of the inner sequences, at most `maxConcurrent` subscribed at once
  /// (the others wait their turn).
  public func merge(maxConcurrent: Int)
    -> SharedSequence<Element.SharingStrategy, Element.Element>
  {
    SharedSequence(
      asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
  }
}
