import Foundation
import Primitives

// combineLatest and zip over three to eight sequences, and over collections. Two-source
// combineLatest has its own unboxed sink (CombineLatest2); the rest erase elements to `Any`
// and share `CombineSink`.

extension ObservableType {
  /// Combines the latest elements of three sequences whenever any sends.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .latest, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any },
      ]
    ) { try resultSelector(cast($0[0]), cast($0[1]), cast($0[2])) }
  }

  /// Combines the latest elements of four sequences whenever any sends.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .latest, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
      ]
    ) { try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3])) }
  }

  /// Combines the latest elements of five sequences whenever any sends.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .latest, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any },
      ]
    ) { try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4])) }
  }

  /// Combines the latest elements of six sequences whenever any sends.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws ->
      Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .latest, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any }, source6.asObservable().map { $0 as Any },
      ]
    ) {
      try resultSelector(
        cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]))
    }
  }

  /// Combines the latest elements of seven sequences whenever any sends.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
      throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .latest, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any }, source6.asObservable().map { $0 as Any },
        source7.asObservable().map { $0 as Any },
      ]
    ) {
      try resultSelector(
        cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]), cast($0[6]))
    }
  }

  /// Combines the latest elements of eight sequences whenever any sends.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8,
    resultSelector:
      @escaping (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      ) throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .latest, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any }, source6.asObservable().map { $0 as Any },
        source7.asObservable().map { $0 as Any }, source8.asObservable().map { $0 as Any },
      ]
    ) {
      try resultSelector(
        cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]), cast($0[6]),
        cast($0[7]))
    }
  }

  /// Zips two sequences: combines their elements in order.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .zip, collection: false,
      [source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any }]
    ) { try resultSelector(cast($0[0]), cast($0[1])) }
  }

  /// Zips three sequences: combines their elements in order.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .zip, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any },
      ]
    ) { try resultSelector(cast($0[0]), cast($0[1]), cast($0[2])) }
  }

  /// Zips four sequences: combines their elements in order.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .zip, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
      ]
    ) { try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3])) }
  }

  /// Zips five sequences: combines their elements in order.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .zip, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any },
      ]
    ) { try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4])) }
  }

  /// Zips six sequences: combines their elements in order.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws ->
      Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .zip, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any }, source6.asObservable().map { $0 as Any },
      ]
    ) {
      try resultSelector(
        cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]))
    }
  }

  /// Zips seven sequences: combines their elements in order.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
      throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .zip, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any }, source6.asObservable().map { $0 as Any },
        source7.asObservable().map { $0 as Any },
      ]
    ) {
      try resultSelector(
        cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]), cast($0[6]))
    }
  }

  /// Zips eight sequences: combines their elements in order.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8,
    resultSelector:
      @escaping (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      ) throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: .zip, collection: false,
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any }, source6.asObservable().map { $0 as Any },
        source7.asObservable().map { $0 as Any }, source8.asObservable().map { $0 as Any },
      ]
    ) {
      try resultSelector(
        cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]), cast($0[6]),
        cast($0[7]))
    }
  }

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
}

extension ObservableType {
  /// Combines the latest elements of three sequences into tuples.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)>
  where Element == (O1.Element, O2.Element, O3.Element) {
    combineLatest(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Combines the latest elements of four sequences into tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>
  where Element == (O1.Element, O2.Element, O3.Element, O4.Element) {
    combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }

  /// Combines the latest elements of five sequences into tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
  where Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) {
    combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
  }

  /// Combines the latest elements of six sequences into tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
  where Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) {
    combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
  }

  /// Combines the latest elements of seven sequences into tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  >
  where
    Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  {
    combineLatest(source1, source2, source3, source4, source5, source6, source7) {
      ($0, $1, $2, $3, $4, $5, $6)
    }
  }

  /// Combines the latest elements of eight sequences into tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
  >
  where
    Element == (
      O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
    )
  {
    combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }

  /// Zips two sequences into tuples.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)>
  where Element == (O1.Element, O2.Element) {
    zip(source1, source2) { ($0, $1) }
  }

  /// Zips three sequences into tuples.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)>
  where Element == (O1.Element, O2.Element, O3.Element) {
    zip(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Zips four sequences into tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>
  where Element == (O1.Element, O2.Element, O3.Element, O4.Element) {
    zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }

  /// Zips five sequences into tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
  where Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) {
    zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
  }

  /// Zips six sequences into tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
  where Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) {
    zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
  }

  /// Zips seven sequences into tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  >
  where
    Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  {
    zip(source1, source2, source3, source4, source5, source6, source7) {
      ($0, $1, $2, $3, $4, $5, $6)
    }
  }

  /// Zips eight sequences into tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
  >
  where
    Element == (
      O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
    )
  {
    zip(source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }

  /// Combines the latest elements of a collection of sequences of this element type into
  /// arrays.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.combineLatest(collection) { $0 }
  }

  /// Zips a collection of sequences of this element type into arrays.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.zip(collection) { $0 }
  }
}

/// The shared state of `combineLatest` and `zip` over erased sources, with RxSwift's
/// completion rules: the combination completes when every source has, or as soon as a
/// source sends an element that can never be combined because all the others have ended
/// (for `combineLatest`: without a value; for `zip` over a collection: with nothing left to
/// pair). `zip` over two to eight sources waits for every source to complete, however
/// hopeless the pairing. A source that ends is unsubscribed at once.
final class CombineSink<Result>: @unchecked Sendable {
  enum Mode { case latest, zip }

  private let mode: Mode
  /// The collection forms count "all the others ended" slightly differently in RxSwift:
  /// they compare the number of ended sources with `count - 1` whichever source sends.
  private let collection: Bool
  private let combine: ([Any]) throws -> Result
  private let serial: SerialObserver<Result>
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var latest: [Any?]
  @exclusivity(unchecked) private var queues: [[Any]]
  @exclusivity(unchecked) private var done: [Bool]
  @exclusivity(unchecked) private var subscriptions: [SingleAssignmentDisposable]
  /// How many sources have a latest value (`combineLatest`) or a queued one (`zip`), so an
  /// element that can't be combined yet costs no pass over the sources.
  @exclusivity(unchecked) private var ready = 0

  private init(
    mode: Mode, collection: Bool, count: Int, downstream: AnyObserver<Result>,
    combine: @escaping ([Any]) throws -> Result
  ) {
    self.mode = mode
    self.collection = collection
    self.combine = combine
    serial = SerialObserver(downstream)
    latest = Array(repeating: nil, count: count)
    queues = Array(repeating: [], count: count)
    done = Array(repeating: false, count: count)
    subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
  }

  static func observable(
    mode: Mode, collection: Bool, _ sources: [Observable<Any>],
    combine: @escaping ([Any]) throws -> Result
  ) -> Observable<Result> {
    Observable.make { downstream in
      let sink = CombineSink(
        mode: mode, collection: collection, count: sources.count, downstream: downstream,
        combine: combine)
      return sink.run(sources)
    }
  }

  private func run(_ sources: [Observable<Any>]) -> Disposable {
    for subscription in subscriptions { _ = serial.subscriptions.insert(subscription) }
    guard !sources.isEmpty else {
      do {
        if mode == .latest { serial.on(.next(try combine([]))) }
        serial.on(.completed)
      } catch {
        serial.on(.error(error))
      }
      return serial.subscriptions
    }
    for (index, source) in sources.enumerated() {
      guard !serial.isStopped else { break }
      subscriptions[index].setDisposable(
        source.subscribe { [self] event in on(event, at: index) })
    }
    return serial.subscriptions
  }

  private func on(_ event: Event<Any>, at index: Int) {
    switch event {
    case .next(let value):
      lock.lock()
      let row: [Any]?
      switch mode {
      case .latest:
        if latest[index] == nil { ready += 1 }
        latest[index] = value
        row = ready == latest.count ? latest.compactMap { $0 } : nil
      case .zip:
        if queues[index].isEmpty { ready += 1 }
        queues[index].append(value)
        if ready == queues.count {
          row = queues.indices.map { queues[$0].removeFirst() }
          ready = queues.lazy.filter { !$0.isEmpty }.count
        } else {
          row = nil
        }
      }
      let hopeless = row == nil && (mode == .latest || collection) && othersEnded(index)
      lock.unlock()
      if let row {
        do { serial.on(.next(try combine(row))) } catch { serial.on(.error(error)) }
      } else if hopeless {
        serial.on(.completed)
      }
    case .error(let error):
      serial.on(.error(error))
    case .completed:
      lock.lock()
      let already = done[index]
      done[index] = true
      let all = done.allSatisfy { $0 }
      lock.unlock()
      if already { return }
      if all {
        serial.on(.completed)
      } else {
        subscriptions[index].dispose()
      }
    }
  }

  /// Whether every source but `index` has ended; the caller holds the lock.
  private func othersEnded(_ index: Int) -> Bool {
    if collection {
      return done.lazy.filter { $0 }.count == done.count - 1
    }
    return done.indices.allSatisfy { $0 == index || done[$0] }
  }
}

/// Casts an element back to its type; the operators only ever store the right type.
func cast<T>(_ value: Any) -> T {
  guard let typed = value as? T else { preconditionFailure("RxStreams: element type mismatch") }
  return typed
}
