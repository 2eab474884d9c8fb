import Foundation
import Streams
import Testing

/// `sink` straight on a `PassthroughSubject` keeps its closures in the subject's own conduit
/// (one object per subscriber instead of two). Each test runs the same script through that
/// path and through the general one (`Subscribers.Sink` behind an erased publisher) and
/// expects the same history from both.
@Suite("sink on a passthrough subject")
struct SubjectSinkTests {
  /// The two ways to sink on a subject.
  enum Way: CaseIterable {
    case direct, general

    func sink(
      _ subject: PassthroughSubject<Int, TestError>,
      completion: @escaping (Subscribers.Completion<TestError>) -> Void = { _ in },
      value: @escaping (Int) -> Void
    ) -> AnyCancellable {
      switch self {
      case .direct: subject.sink(receiveCompletion: completion, receiveValue: value)
      case .general:
        subject.eraseToAnyPublisher().sink(receiveCompletion: completion, receiveValue: value)
      }
    }
  }

  /// A log both ways write to.
  final class Log: @unchecked Sendable {
    var entries: [String] = []
  }

  func history(_ way: Way, _ script: (PassthroughSubject<Int, TestError>, Log) -> Void)
    -> [String]
  {
    let subject = PassthroughSubject<Int, TestError>()
    let log = Log()
    script(subject, log)
    return log.entries
  }

  func record(_ log: Log, _ name: String) -> (Int) -> Void {
    { log.entries.append("\(name) \($0)") }
  }

  func recordEnd(_ log: Log, _ name: String) -> (Subscribers.Completion<TestError>) -> Void {
    {
      switch $0 {
      case .finished: log.entries.append("\(name) finished")
      case .failure(let error): log.entries.append("\(name) \(error)")
      }
    }
  }

  @Test("values in order to each sink, then the completion once; nothing after it")
  func valuesThenCompletion() {
    let runs = Way.allCases.map { way in
      history(way) { subject, log in
        let first = way.sink(subject, completion: recordEnd(log, "a"), value: record(log, "a"))
        subject.send(1)
        let second = way.sink(subject, completion: recordEnd(log, "b"), value: record(log, "b"))
        subject.send(2)
        subject.send(completion: .failure(TestError()))
        subject.send(3)
        subject.send(completion: .finished)
        withExtendedLifetime((first, second)) {}
      }
    }
    #expect(runs[0] == runs[1])
    #expect(runs[0] == ["a 1", "a 2", "b 2", "a TestError(1)", "b TestError(1)"])
  }

  @Test("a sink on a subject that has completed gets the completion at once")
  func lateSink() {
    let runs = Way.allCases.map { way in
      history(way) { subject, log in
        subject.send(completion: .finished)
        let late = way.sink(subject, completion: recordEnd(log, "late"), value: record(log, "late"))
        subject.send(1)
        late.cancel()
      }
    }
    #expect(runs[0] == runs[1])
    #expect(runs[0] == ["late finished"])
  }

  @Test("cancelling from inside receiveValue ends it there; other sinks still get that value")
  func cancelInside() {
    let runs = Way.allCases.map { way in
      history(way) { subject, log in
        var own: AnyCancellable?
        own = way.sink(subject, completion: recordEnd(log, "own")) { value in
          log.entries.append("own \(value)")
          own?.cancel()
        }
        let other = way.sink(subject, value: record(log, "other"))
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        withExtendedLifetime(other) {}
      }
    }
    #expect(runs[0] == runs[1])
    #expect(runs[0] == ["own 1", "other 1", "other 2"])
  }

  @Test("a send from inside receiveValue reaches every sink, in order")
  func sendInside() {
    let runs = Way.allCases.map { way in
      history(way) { subject, log in
        let first = way.sink(subject) { value in
          log.entries.append("first \(value)")
          if value == 1 { subject.send(10) }
        }
        let second = way.sink(subject, value: record(log, "second"))
        subject.send(1)
        withExtendedLifetime((first, second)) {}
      }
    }
    #expect(runs[0] == runs[1])
  }

  @Test("completing or cancelling releases the closures and what they capture")
  func releasesClosures() {
    for way in Way.allCases {
      let subject = PassthroughSubject<Int, TestError>()
      let completed = Flag()
      let cancelled = Flag()
      var keep: [AnyCancellable] = []
      do {
        let first = DeinitFlag(completed)
        let second = DeinitFlag(cancelled)
        keep.append(way.sink(subject, completion: { _ in _ = first }) { first.value = $0 })
        keep.append(way.sink(subject) { second.value = $0 })
      }
      subject.send(1)
      #expect(!completed.isSet && !cancelled.isSet)
      keep[1].cancel()
      #expect(cancelled.isSet)
      subject.send(completion: .finished)
      #expect(completed.isSet)
      #expect(keep.count == 2)
    }
  }

  @Test("dropping the cancellable cancels; the subject then sends to nobody")
  func dropCancels() {
    for way in Way.allCases {
      let subject = PassthroughSubject<Int, TestError>()
      var received: [Int] = []
      do {
        let cancellable = way.sink(subject) { received.append($0) }
        subject.send(1)
        withExtendedLifetime(cancellable) {}
      }
      subject.send(2)
      #expect(received == [1])
    }
  }

  @Test("cancelling while another thread sends: at most the send under way gets through")
  func cancelDuringSends() async {
    let subject = PassthroughSubject<Int, TestError>()
    let sending = Flag()
    let stop = Flag()
    let sender = Task.detached {
      var value = 0
      while !stop.isSet {
        subject.send(value)
        value += 1
        if value == 100 { sending.set() }
      }
    }
    var runs: [(counter: CallCounter, atCancel: Int)] = []
    for _ in 0..<200 {
      let counter = CallCounter()
      let cancellable = subject.sink(
        receiveCompletion: { _ in }, receiveValue: { _ in counter.add() })
      while !sending.isSet { await Task.yield() }
      await Task.yield()
      cancellable.cancel()
      runs.append((counter, counter.value))
    }
    stop.set()
    await sender.value
    // Every send has returned now: after each cancel, only a call already under way could
    // still have counted.
    #expect(runs.allSatisfy { $0.counter.value - $0.atCancel <= 1 })
  }

  @Test("a Sink keeps a subscription that is not a class, and cancels it")
  func structSubscription() {
    final class Calls: @unchecked Sendable {
      var requested: [Subscribers.Demand] = []
      var cancelled = 0
    }
    struct Plain: Subscription {
      let calls: Calls
      let combineIdentifier = CombineIdentifier()
      func request(_ demand: Subscribers.Demand) { calls.requested.append(demand) }
      func cancel() { calls.cancelled += 1 }
    }
    struct Source: Publisher {
      typealias Output = Int
      typealias Failure = Never
      let calls: Calls
      func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscriber.receive(subscription: Plain(calls: calls))
      }
    }
    let calls = Calls()
    let cancellable = Source(calls: calls).sink { _ in }
    #expect(calls.requested == [.unlimited])
    cancellable.cancel()
    cancellable.cancel()
    #expect(calls.cancelled == 1)
  }
}

/// A count several threads may bump.
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}
