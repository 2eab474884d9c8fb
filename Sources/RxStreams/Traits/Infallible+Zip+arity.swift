// zip for `Infallible`, two to eight sources: the observable operator of the same name,
// which cannot fail when its sources cannot (unless a result selector throws).

extension InfallibleType {
  /// Combines the sources' elements in order, one from each, with `resultSelector`.
  public static func zip<E1, E2>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
      ]) {
        try resultSelector(cast($0[0]), cast($0[1]))
      })
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the sources' elements in order, one from each, in a tuple.
  public static func zip<E1, E2>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>
  ) -> Infallible<(E1, E2)> {
    Infallible<(E1, E2)>.zip(source1, source2) { ($0, $1) }
  }
}

extension InfallibleType {
  /// Combines the sources' elements in order, one from each, with `resultSelector`.
  public static func zip<E1, E2, E3>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any },
      ]) {
        try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]))
      })
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the sources' elements in order, one from each, in a tuple.
  public static func zip<E1, E2, E3>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>
  ) -> Infallible<(E1, E2, E3)> {
    Infallible<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }
}

extension InfallibleType {
  /// Combines the sources' elements in order, one from each, with `resultSelector`.
  public static func zip<E1, E2, E3, E4>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
      ]) {
        try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]))
      })
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the sources' elements in order, one from each, in a tuple.
  public static func zip<E1, E2, E3, E4>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>
  ) -> Infallible<(E1, E2, E3, E4)> {
    Infallible<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }
}

extension InfallibleType {
  /// Combines the sources' elements in order, one from each, with `resultSelector`.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip([
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        source5.asObservable().map { $0 as Any },
      ]) {
        try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]))
      })
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the sources' elements in order, one from each, in a tuple.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>
  ) -> Infallible<(E1, E2, E3, E4, E5)> {
    Infallible<(E1, E2, E3, E4, E5)>.zip(source1, source2, source3, source4, source5) {
      ($0, $1, $2, $3, $4)
    }
  }
}

extension InfallibleType {
  /// Combines the sources' elements in order, one from each, with `resultSelector`.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip([
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
  /// Pairs the sources' elements in order, one from each, in a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>
  ) -> Infallible<(E1, E2, E3, E4, E5, E6)> {
    Infallible<(E1, E2, E3, E4, E5, E6)>.zip(source1, source2, source3, source4, source5, source6) {
      ($0, $1, $2, $3, $4, $5)
    }
  }
}

extension InfallibleType {
  /// Combines the sources' elements in order, one from each, with `resultSelector`.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
    _ source7: Infallible<E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip([
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
  /// Pairs the sources' elements in order, one from each, in a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
    _ source7: Infallible<E7>
  ) -> Infallible<(E1, E2, E3, E4, E5, E6, E7)> {
    Infallible<(E1, E2, E3, E4, E5, E6, E7)>.zip(
      source1, source2, source3, source4, source5, source6, source7
    ) { ($0, $1, $2, $3, $4, $5, $6) }
  }
}

extension InfallibleType {
  /// Combines the sources' elements in order, one from each, with `resultSelector`.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
    _ source7: Infallible<E7>, _ source8: Infallible<E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip([
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
  /// Pairs the sources' elements in order, one from each, in a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
    _ source7: Infallible<E7>, _ source8: Infallible<E8>
  ) -> Infallible<(E1, E2, E3, E4, E5, E6, E7, E8)> {
    Infallible<(E1, E2, E3, E4, E5, E6, E7, E8)>.zip(
      source1, source2, source3, source4, source5, source6, source7, source8
    ) { ($0, $1, $2, $3, $4, $5, $6, $7) }
  }
}
