import RxStreams
import Streams

extension Publisher {
  /// This publisher as an observable sequence: failures become errors. RxCombine's spelling.
  public func asObservable() -> Observable<Output> { bridgedObservable() }
}
