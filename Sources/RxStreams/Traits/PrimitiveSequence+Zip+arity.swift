// Zip for `Single` and `Maybe`, two to eight sources: each waits for the element of every
// source, then sends their combination and ends. For a `Maybe`, a source that completes
// empty completes the result. The first error ends the result.

extension PrimitiveSequenceType where Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and combines them with
  /// `resultSelector`; the first error ends the result (for a `Maybe`, so does a source
  /// that completes empty).
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    zipErased([source1.source.map { $0 as Any }, source2.source.map { $0 as Any }]) {
      try resultSelector(cast($0[0]), cast($0[1]))
    }
  }
}

extension PrimitiveSequenceType where Element == Any, Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and pairs them in a tuple; the
  /// first error ends the result (for a `Maybe`, so does a source that completes empty).
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>
  ) -> PrimitiveSequence<Trait, (E1, E2)> {
    PrimitiveSequence<Trait, (E1, E2)>.zip(source1, source2) { ($0, $1) }
  }
}

extension PrimitiveSequenceType where Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and combines them with
  /// `resultSelector`; the first error ends the result (for a `Maybe`, so does a source
  /// that completes empty).
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    zipErased([
      source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
      source3.source.map { $0 as Any },
    ]) {
      try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]))
    }
  }
}

extension PrimitiveSequenceType where Element == Any, Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and pairs them in a tuple; the
  /// first error ends the result (for a `Maybe`, so does a source that completes empty).
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
    PrimitiveSequence<Trait, (E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }
}

extension PrimitiveSequenceType where Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and combines them with
  /// `resultSelector`; the first error ends the result (for a `Maybe`, so does a source
  /// that completes empty).
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    zipErased([
      source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
      source3.source.map { $0 as Any }, source4.source.map { $0 as Any },
    ]) {
      try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]))
    }
  }
}

extension PrimitiveSequenceType where Element == Any, Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and pairs them in a tuple; the
  /// first error ends the result (for a `Maybe`, so does a source that completes empty).
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4)>.zip(source1, source2, source3, source4) {
      ($0, $1, $2, $3)
    }
  }
}

extension PrimitiveSequenceType where Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and combines them with
  /// `resultSelector`; the first error ends the result (for a `Maybe`, so does a source
  /// that completes empty).
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    zipErased([
      source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
      source3.source.map { $0 as Any }, source4.source.map { $0 as Any },
      source5.source.map { $0 as Any },
    ]) {
      try resultSelector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]))
    }
  }
}

extension PrimitiveSequenceType where Element == Any, Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and pairs them in a tuple; the
  /// first error ends the result (for a `Maybe`, so does a source that completes empty).
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)>.zip(source1, source2, source3, source4, source5)
    { ($0, $1, $2, $3, $4) }
  }
}

extension PrimitiveSequenceType where Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and combines them with
  /// `resultSelector`; the first error ends the result (for a `Maybe`, so does a source
  /// that completes empty).
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    zipErased([
      source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
      source3.source.map { $0 as Any }, source4.source.map { $0 as Any },
      source5.source.map { $0 as Any }, source6.source.map { $0 as Any },
    ]) {
      try resultSelector(
        cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]))
    }
  }
}

extension PrimitiveSequenceType where Element == Any, Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and pairs them in a tuple; the
  /// first error ends the result (for a `Maybe`, so does a source that completes empty).
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)>.zip(
      source1, source2, source3, source4, source5, source6
    ) { ($0, $1, $2, $3, $4, $5) }
  }
}

extension PrimitiveSequenceType where Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and combines them with
  /// `resultSelector`; the first error ends the result (for a `Maybe`, so does a source
  /// that completes empty).
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    zipErased([
      source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
      source3.source.map { $0 as Any }, source4.source.map { $0 as Any },
      source5.source.map { $0 as Any }, source6.source.map { $0 as Any },
      source7.source.map { $0 as Any },
    ]) {
      try resultSelector(
        cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]), cast($0[6]))
    }
  }
}

extension PrimitiveSequenceType where Element == Any, Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and pairs them in a tuple; the
  /// first error ends the result (for a `Maybe`, so does a source that completes empty).
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)>.zip(
      source1, source2, source3, source4, source5, source6, source7
    ) { ($0, $1, $2, $3, $4, $5, $6) }
  }
}

extension PrimitiveSequenceType where Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and combines them with
  /// `resultSelector`; the first error ends the result (for a `Maybe`, so does a source
  /// that completes empty).
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    zipErased([
      source1.source.map { $0 as Any }, source2.source.map { $0 as Any },
      source3.source.map { $0 as Any }, source4.source.map { $0 as Any },
      source5.source.map { $0 as Any }, source6.source.map { $0 as Any },
      source7.source.map { $0 as Any }, source8.source.map { $0 as Any },
    ]) {
      try resultSelector(
        cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]), cast($0[6]),
        cast($0[7]))
    }
  }
}

extension PrimitiveSequenceType where Element == Any, Trait: _ZippablePrimitiveTrait {
  /// Waits for the element of every source and pairs them in a tuple; the
  /// first error ends the result (for a `Maybe`, so does a source that completes empty).
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)>.zip(
      source1, source2, source3, source4, source5, source6, source7, source8
    ) { ($0, $1, $2, $3, $4, $5, $6, $7) }
  }
}
