extension ObservableType {
  /// Collects every element into an array, sent on completion.
  public func toArray() -> Single<[Element]> {
    Single(raw: reduce(into: [Element]()) { $0.append($1) })
  }

  private func reduce<A>(into seed: A, _ accumulator: @escaping (inout A, Element) -> Void)
    -> Observable<A>
  {
    scan(into: (seed, false)) { state, element in accumulator(&state.0, element) }
      .map(\.0).takeLastOrDefault(seed)
  }

  /// The last element on completion, or `defaultValue` when there was none.
  fileprivate func takeLastOrDefault(_ defaultValue: Element) -> Observable<Element> {
    lift { downstream, _ in
      var last = defaultValue
      return AnyObserver { event in
        switch event {
        case .next(let value): last = value
        case .error: downstream.on(event)
        case .completed:
          downstream.on(.next(last))
          downstream.on(.completed)
        }
      }
    }
  }
}
