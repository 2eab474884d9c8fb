extension ObservableType {
  /// Zips a collection of sequences. An empty collection sends `resultSelector([])` once,
  /// then completes.
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    CombineSink<Element>.observable(
      mode: .zip, collection: true, collection.map { $0.asObservable().map { $0 as Any } }
    ) { try resultSelector($0.map { cast($0) }) }
  }

  /// Zips a collection of sequences of this element type into arrays.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.zip(collection) { $0 }
  }
}
