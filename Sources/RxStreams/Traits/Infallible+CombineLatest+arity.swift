// combineLatest for `Infallible`, two to eight sources: the observable operator of the same
// name, which cannot fail when its sources cannot (unless a result selector throws).

extension Infallible {
  /// Combines the latest elements of the sources with `resultSelector` whenever one sends,
  /// once each has sent.
  public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
    _ source1: I1, _ source2: I2,
    resultSelector: @escaping (I1.Element, I2.Element) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
      ]) {
        try resultSelector(cast($0[0]), cast($0[1]))
      })
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest elements of the sources into a tuple whenever one sends, once each
  /// has sent.
  public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
    _ source1: I1, _ source2: I2
  ) -> Infallible<(I1.Element, I2.Element)> {
    Infallible<(I1.Element, I2.Element)>.combineLatest(source1, source2) { ($0, $1) }
  }
}

extension Infallible {
  /// Combines the latest elements of the sources with `resultSelector` whenever one sends,
  /// once each has sent.
  public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
    _ source1: I1, _ source2: I2, _ source3: I3,
    resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any },
      ]) {
        try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]))
      })
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest elements of the sources into a tuple whenever one sends, once each
  /// has sent.
  public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
    _ source1: I1, _ source2: I2, _ source3: I3
  ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
    Infallible<(I1.Element, I2.Element, I3.Element)>.combineLatest(source1, source2, source3) {
      ($0, $1, $2)
    }
  }
}

extension Infallible {
  /// Combines the latest elements of the sources with `resultSelector` whenever one sends,
  /// once each has sent.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
    resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
      ]) {
        try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]))
      })
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest elements of the sources into a tuple whenever one sends, once each
  /// has sent.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4
  ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
    Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)>.combineLatest(
      source1, source2, source3, source4
    ) { ($0, $1, $2, $3) }
  }
}

extension Infallible {
  /// Combines the latest elements of the sources with `resultSelector` whenever one sends,
  /// once each has sent.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
    resultSelector:
      @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any },
      ]) {
        try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]))
      })
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest elements of the sources into a tuple whenever one sends, once each
  /// has sent.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5
  ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
    Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)>.combineLatest(
      source1, source2, source3, source4, source5
    ) { ($0, $1, $2, $3, $4) }
  }
}

extension Infallible {
  /// Combines the latest elements of the sources with `resultSelector` whenever one sends,
  /// once each has sent.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType, I6: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
    resultSelector:
      @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws ->
      Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any }, source6.asObservable().map { $0 as Any },
      ]) {
        try resultSelector(
          cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]))
      })
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest elements of the sources into a tuple whenever one sends, once each
  /// has sent.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType, I6: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6
  ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
    Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)>
      .combineLatest(source1, source2, source3, source4, source5, source6) {
        ($0, $1, $2, $3, $4, $5)
      }
  }
}

extension Infallible {
  /// Combines the latest elements of the sources with `resultSelector` whenever one sends,
  /// once each has sent.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType, I6: InfallibleType, I7: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
    _ source7: I7,
    resultSelector:
      @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)
      throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any }, source6.asObservable().map { $0 as Any },
        source7.asObservable().map { $0 as Any },
      ]) {
        try resultSelector(
          cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]), cast($0[6]))
      })
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest elements of the sources into a tuple whenever one sends, once each
  /// has sent.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType, I6: InfallibleType, I7: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
    _ source7: I7
  ) -> Infallible<
    (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)
  > {
    Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)>
      .combineLatest(source1, source2, source3, source4, source5, source6, source7) {
        ($0, $1, $2, $3, $4, $5, $6)
      }
  }
}

extension Infallible {
  /// Combines the latest elements of the sources with `resultSelector` whenever one sends,
  /// once each has sent.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
    _ source7: I7, _ source8: I8,
    resultSelector:
      @escaping (
        I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element,
        I8.Element
      ) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any }, source6.asObservable().map { $0 as Any },
        source7.asObservable().map { $0 as Any }, source8.asObservable().map { $0 as Any },
      ]) {
        try resultSelector(
          cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]), cast($0[6]),
          cast($0[7]))
      })
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest elements of the sources into a tuple whenever one sends, once each
  /// has sent.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
    _ source7: I7, _ source8: I8
  ) -> Infallible<
    (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)
  > {
    Infallible<
      (
        I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element,
        I8.Element
      )
    >.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }
}
