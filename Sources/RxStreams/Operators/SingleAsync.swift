extension ObservableType {
  /// Passes on the only element of the sequence: errors with `RxError.noElements` when it
  /// completes empty and with `RxError.moreThanOneElement` at a second element.
  public func single() -> Observable<Element> { single { _ in true } }

  /// Passes on the only element that satisfies `predicate`, with the errors of `single()`.
  public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    lift { downstream, stop in
      var seen = false
      return AnyObserver { event in
        switch event {
        case .next(let value):
          do {
            guard try predicate(value) else { return }
          } catch {
            downstream.on(.error(error))
            stop()
            return
          }
          guard !seen else {
            downstream.on(.error(RxError.moreThanOneElement))
            stop()
            return
          }
          seen = true
          downstream.on(event)
        case .error: downstream.on(event)
        case .completed: downstream.on(seen ? .completed : .error(RxError.noElements))
        }
      }
    }
  }
}
