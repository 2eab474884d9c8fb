import RxStreams
import Streams
import Testing

// An app's own bridge from Combine to RxSwift, written as apps write it (RxSwift has none).
// It compiles only because RxStreams has no `asObservable()` of its own on publishers: the
// RxCombine spellings are in their own module, which this target does not link.
extension Publisher {
  fileprivate func asObservable() -> Observable<Output> {
    Observable.create { observer in
      let cancellable = self.sink(
        receiveCompletion: { completion in
          if case .failure(let error) = completion {
            observer.onError(error)
          } else {
            observer.onCompleted()
          }
        },
        receiveValue: { observer.onNext($0) })
      return Disposables.create { cancellable.cancel() }
    }
  }
}

@Suite("An app's own Combine bridge ports without clashing with RxStreams")
struct OwnBridgeTests {
  @Test("a publisher becomes an observable through the app's own asObservable()")
  func ownBridge() {
    var received: [Int] = []
    var completed = false
    let disposable = [1, 2, 3].publisher.asObservable()
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
    #expect(received == [1, 2, 3])
    #expect(completed)
    disposable.dispose()
  }
}
