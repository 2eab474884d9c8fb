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

  /// Combines the latest elements of two sequences into tuples.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  )
    -> Observable<(O1.Element, O2.Element)> where Element == (O1.Element, O2.Element)
  {
    combineLatest(source1, source2) { ($0, $1) }
  }

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
}
