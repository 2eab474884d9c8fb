import RxStreams
import Testing

/// A subject hands each event to its observers in the order they subscribed, as RxSwift's
/// subjects do: code that binds two outputs of one shared stream sees them update in that
/// order, every run.
@Suite("Subjects deliver in subscription order")
struct RxSubjectOrderTests {
  @Test("ReplaySubject, and share(replay:) built on it, call observers in subscription order")
  func replaySubject() {
    for _ in 0..<20 {
      let subject = ReplaySubject<Int>.create(bufferSize: 1)
      var seen: [Int] = []
      let bag = DisposeBag()
      for index in 0..<32 {
        subject.subscribe(onNext: { _ in seen.append(index) }).disposed(by: bag)
      }
      subject.onNext(1)
      #expect(seen == Array(0..<32))
    }
  }

  @Test("AsyncSubject calls observers in subscription order when it completes")
  func asyncSubject() {
    let subject = AsyncSubject<Int>()
    var seen: [Int] = []
    let bag = DisposeBag()
    for index in 0..<32 {
      subject.subscribe(onNext: { _ in seen.append(index) }).disposed(by: bag)
    }
    subject.onNext(7)
    subject.onCompleted()
    #expect(seen == Array(0..<32))
  }
}
