import RxStreams
import Streams

extension Publisher {
  /// This publisher as an observable sequence: failures become errors. RxCombine's spelling.
  public func asObservable() -> Observable<Output> {
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
