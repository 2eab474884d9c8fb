import Foundation
import Networking
import Streams
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A data task that records what it is asked to do and runs nothing.
private final class FakeTask: URLSessionDataTask, @unchecked Sendable {
  private(set) var calls: [String] = []
  override func resume() { calls.append("resume") }
  override func cancel() { calls.append("cancel") }
}

/// A session whose data tasks complete only when the test says.
private final class FakeSession: URLSession, @unchecked Sendable {
  let task = FakeTask()
  private(set) var made = 0
  private var handlers: [(Data?, URLResponse?, (any Error)?) -> Void] = []

  override func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    made += 1
    handlers.append(completionHandler)
    return task
  }

  func complete(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) {
    for handler in handlers { handler(data, response, error) }
  }
}

@Suite("URLSession.DataTaskPublisher as Combine's")
struct DataTaskPublisherTests {
  private let url = URL(string: "https://example.com/forecast")!

  private func response() -> URLResponse {
    URLResponse(
      url: url, mimeType: "application/json", expectedContentLength: 2, textEncodingName: nil)
  }

  private func outcome(
    _ data: Data?, _ response: URLResponse?, _ error: (any Error)?
  ) -> [String] {
    let session = FakeSession(configuration: .default)
    var events: [String] = []
    let cancellable = session.dataTaskPublisher(for: url).sink(
      receiveCompletion: { completion in
        switch completion {
        case .finished: events.append("finished")
        case .failure(let error): events.append("failure(\(error.code.rawValue))")
        }
      },
      receiveValue: { events.append("value(\($0.data.count))") })
    session.complete(data, response, error)
    session.complete(data, response, error)
    cancellable.cancel()
    return events
  }

  @Test("the task is made on the first request and resumed on every request")
  func requests() {
    let session = FakeSession(configuration: .default)
    let subscriber = Probe.Recorder()
    session.dataTaskPublisher(for: url).subscribe(subscriber)
    #expect(session.made == 0)
    subscriber.subscription?.request(.max(1))
    subscriber.subscription?.request(.max(2))
    #expect(session.made == 1)
    #expect(session.task.calls == ["resume", "resume"])
    subscriber.subscription?.cancel()
    subscriber.subscription?.cancel()
    #expect(session.task.calls == ["resume", "resume", "cancel"])
  }

  @Test("the first result goes out once: a response, a URLError, or URLError(.unknown)")
  func results() {
    #expect(outcome(Data("{}".utf8), response(), nil) == ["value(2)", "finished"])
    #expect(outcome(nil, response(), nil) == ["value(0)", "finished"])
    #expect(outcome(Data("{}".utf8), nil, nil) == ["failure(\(URLError.Code.unknown.rawValue))"])
    #expect(
      outcome(nil, response(), URLError(.timedOut))
        == ["failure(\(URLError.Code.timedOut.rawValue))"])
    struct Unrelated: Error {}
    #expect(outcome(nil, nil, Unrelated()) == ["failure(\(URLError.Code.unknown.rawValue))"])
  }

  @Test("a task that has delivered is not cancelled (FoundationNetworking traps on that)")
  func noCancelAfterDelivery() {
    let session = FakeSession(configuration: .default)
    let cancellable = session.dataTaskPublisher(for: url).first().sink(
      receiveCompletion: { _ in }, receiveValue: { _ in })
    session.complete(Data(), response(), nil)
    cancellable.cancel()
    #expect(session.task.calls == ["resume"])
  }

  @Test("its subscription describes itself as Combine's does")
  func reflection() {
    let session = FakeSession(configuration: .default)
    let subscriber = Probe.Recorder()
    session.dataTaskPublisher(for: url).subscribe(subscriber)
    let subscription = subscriber.subscription
    #expect(subscription.map { "\($0)" } == "DataTaskPublisher")
    let labels = subscription.flatMap { $0 as? any CustomReflectable }?.customMirror.children
      .map(\.label)
    #expect(labels == ["task", "downstream", "parent", "demand"])
  }
}

/// A subscriber that only keeps its subscription, for tests that drive demand by hand.
private enum Probe {
  final class Recorder: Subscriber, @unchecked Sendable {
    typealias Input = URLSession.DataTaskPublisher.Output
    typealias Failure = URLError
    private(set) var subscription: (any Subscription)?
    func receive(subscription: any Subscription) { self.subscription = subscription }
    func receive(_ input: Input) -> Subscribers.Demand { .none }
    func receive(completion: Subscribers.Completion<URLError>) {}
  }
}
