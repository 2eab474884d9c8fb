extension ObservableType {
  /// Skips elements while `predicate` holds.
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    lift { downstream, stop in
      var skipping = true
      return AnyObserver { event in
        if case .next(let value) = event, skipping {
          do {
            if try predicate(value) { return }
          } catch {
            downstream.on(.error(error))
            stop()
            return
          }
          skipping = false
        }
        downstream.on(event)
      }
    }
  }
}
