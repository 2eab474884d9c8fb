extension InfallibleType {
  /// Combines the latest elements of every source in `collection`, in its order, with
  /// `resultSelector` whenever one sends, once each has sent.
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Infallible<Element> where Collection.Element: InfallibleType {
    Infallible(
      Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    )
  }

  /// Sends the latest elements of every source in `collection`, in its order, whenever one
  /// sends, once each has sent.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Infallible<[Element]>
  where Collection.Element: InfallibleType, Collection.Element.Element == Element {
    Infallible<[Element]>.combineLatest(collection) { $0 }
  }
}
