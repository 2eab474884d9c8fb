extension ObservableType {
  /// Applies an accumulator over the sequence and sends the final result on completion.
  public func reduce<A, Result>(
    _ seed: A, accumulator: @escaping (A, Element) throws -> A,
    mapResult: @escaping (A) throws -> Result
  ) -> Observable<Result> {
    lift { downstream, stop in
      var state = seed
      return AnyObserver { event in
        switch event {
        case .next(let value):
          do { state = try accumulator(state, value) } catch {
            downstream.on(.error(error))
            stop()
          }
        case .error(let error): downstream.on(.error(error))
        case .completed:
          do {
            downstream.on(.next(try mapResult(state)))
            downstream.on(.completed)
          } catch {
            downstream.on(.error(error))
          }
        }
      }
    }
  }

  /// Applies an accumulator over the sequence and sends the final value on completion.
  public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
    -> Observable<A>
  {
    reduce(seed, accumulator: accumulator, mapResult: { $0 })
  }
}
