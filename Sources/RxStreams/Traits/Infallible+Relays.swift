extension PublishRelay {
  /// The relay as an `Infallible`: relays never fail.
  public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension BehaviorRelay {
  /// The relay as an `Infallible`, starting with its current value: relays never fail.
  public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
  /// The relay as an `Infallible`, starting with its replayed values: relays never fail.
  public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
