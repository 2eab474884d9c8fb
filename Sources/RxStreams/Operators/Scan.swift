extension ObservableType {
  /// Applies an accumulator over the sequence and sends each intermediate result.
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
    scan(into: seed) { accumulated, element in accumulated = try accumulator(accumulated, element) }
  }

  /// Applies an accumulator that mutates its state in place, sending each intermediate
  /// result.
  public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void)
    -> Observable<A>
  {
    lift { downstream, stop in
      var state = seed
      return AnyObserver { event in
        switch event {
        case .next(let value):
          do {
            try accumulator(&state, value)
            downstream.on(.next(state))
          } catch {
            downstream.on(.error(error))
            stop()
          }
        case .error(let error): downstream.on(.error(error))
        case .completed: downstream.on(.completed)
        }
      }
    }
  }
}
