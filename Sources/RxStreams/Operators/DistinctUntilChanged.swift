extension ObservableType {
  /// Sends elements only when they differ from the previous one by `comparer`.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Sends elements only when their key differs from the previous element's by `comparer`.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    lift { downstream, stop in
      var previous: Key?
      return AnyObserver { event in
        switch event {
        case .next(let value):
          do {
            let key = try keySelector(value)
            if let previous, try comparer(previous, key) { return }
            previous = key
            downstream.on(event)
          } catch {
            downstream.on(.error(error))
            stop()
          }
        case .error, .completed: downstream.on(event)
        }
      }
    }
  }

  /// Sends elements only when their key differs from the previous element's.
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
    -> Observable<Element>
  {
    distinctUntilChanged(keySelector, comparer: ==)
  }

  /// Sends elements only when the property at `keyPath` differs from the previous one's.
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
  }
}

extension ObservableType where Element: Equatable {
  /// Sends elements only when they differ from the previous one.
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: ==)
  }
}
