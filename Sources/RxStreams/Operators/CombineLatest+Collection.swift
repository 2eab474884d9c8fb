extension ObservableType {
  /// Combines the latest elements of a collection of sequences whenever any sends. An empty
  /// collection sends `resultSelector([])` once, then completes.
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    CombineSink<Element>.observable(
      mode: .latest, collection: true, collection.map { $0.asObservable().map { $0 as Any } }
    ) { try resultSelector($0.map { cast($0) }) }
  }

  /// Combines the latest elements of a collection of sequences of this element type into
  /// arrays.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.combineLatest(collection) { $0 }
  }
}
