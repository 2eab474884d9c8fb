// Zip for `Single` and `Maybe`: what the overloads for two to eight sources
// (PrimitiveSequence+Zip+arity.swift) share, and the zip of a collection of `Single`s.

/// The traits whose sequences zip: `Single` and `Maybe` (one set of `zip` overloads
/// serves both).
public protocol _ZippablePrimitiveTrait {}

extension SingleTrait: _ZippablePrimitiveTrait {}
extension MaybeTrait: _ZippablePrimitiveTrait {}

/// Zips the erased `sources` (each sends at most one element) into a primitive sequence.
func zipErased<Trait, Result>(
  _ sources: [Observable<Any>], _ combine: @escaping ([Any]) throws -> Result
) -> PrimitiveSequence<Trait, Result> {
  PrimitiveSequence(raw: Observable<Result>.zip(sources, resultSelector: combine))
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Waits for the element of every `Single` in `collection` and combines them, in the
  /// collection's order, with `resultSelector`; the first error ends the result.
  ///
  /// An empty collection succeeds at once with `resultSelector([])`.
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> PrimitiveSequence<Trait, Result>
  where Collection.Element == PrimitiveSequence<Trait, Element> {
    guard !collection.isEmpty else {
      return PrimitiveSequence(raw: Observable.deferred { .just(try resultSelector([])) })
    }
    return PrimitiveSequence(
      raw: Observable.zip(collection.map { $0.source }, resultSelector: resultSelector))
  }

  /// Waits for the element of every `Single` in `collection` and sends them in an array, in
  /// the collection's order; the first error ends the result.
  ///
  /// An empty collection succeeds at once with `[]`.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> PrimitiveSequence<Trait, [Element]>
  where Collection.Element == PrimitiveSequence<Trait, Element> {
    zip(collection) { $0 }
  }
}
