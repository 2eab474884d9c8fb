/// Whether `take(while:)`/`take(until:)` with a predicate keeps the deciding element.
public enum TakeBehavior: Sendable {
  /// Include the element that ends the sequence.
  case inclusive
  /// Exclude it.
  case exclusive
}

extension ObservableType {
  /// Takes elements while `predicate` holds.
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    take(until: { try !predicate($0) }, behavior: behavior)
  }

  /// Takes elements until `predicate` holds.
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    lift { downstream, stop in
      var done = false
      return AnyObserver { event in
        guard !done else { return }
        switch event {
        case .next(let value):
          do {
            guard try predicate(value) else {
              downstream.on(event)
              return
            }
            done = true
            if behavior == .inclusive { downstream.on(event) }
            downstream.on(.completed)
            stop()
          } catch {
            done = true
            downstream.on(.error(error))
            stop()
          }
        case .error, .completed: downstream.on(event)
        }
      }
    }
  }
}
