extension ObservableType {
  /// Projects each element and keeps the non-nil results.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Observable<Result>
  {
    lift { downstream, stop in
      AnyObserver { event in
        switch event {
        case .next(let value):
          do {
            if let result = try transform(value) { downstream.on(.next(result)) }
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
