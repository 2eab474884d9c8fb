import Streams

extension Publisher {
  /// This publisher as an observable sequence: failures become errors. `package`: RxSwift has
  /// no such bridge, so clients do not see it; it is the one implementation behind
  /// RxCombine's `asObservable()` and StreamsTesting's tools that take publishers.
  package func bridgedObservable() -> Observable<Output> {
    let publisher = self
    return Observable.create { observer in
      let cancellable = publisher.sink(
        receiveCompletion: { completion in
          switch completion {
          case .finished: observer.on(.completed)
          case .failure(let error): observer.on(.error(error))
          }
        },
        receiveValue: { observer.on(.next($0)) })
      return Disposables.create { cancellable.cancel() }
    }
  }
}
