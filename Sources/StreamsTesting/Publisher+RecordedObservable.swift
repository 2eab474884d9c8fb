import RxStreams
import Streams

extension Publisher {
  /// This publisher as an observable, for the test tools that take either: failures become
  /// errors. Internal: the public bridge is RxCombine's `asObservable()`, which an app may
  /// also write itself.
  func observedForTesting() -> Observable<Output> {
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
