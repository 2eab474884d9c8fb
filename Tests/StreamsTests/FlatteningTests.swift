import Foundation
import Streams
import Testing

@Suite("Merging, zipping and flattening")
struct FlatteningTests {
  @Test("zip pairs values in order and finishes when an input runs out")
  func zip() {
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<(Int, String), Never>()
    left.zip(right).subscribe(subscriber)
    left.send(1)
    left.send(2)
    right.send("a")
    left.send(completion: .finished)
    right.send("b")
    right.send("c")
    #expect(
      subscriber.history == [
        "subscription(Zip)", "value((1, \"a\"))", "value((2, \"b\"))", "finished",
      ])
  }

  @Test("zip of three, and zip asks each input only for what the downstream asked")
  func zipDemand() {
    #expect(
      history([1, 2].publisher.zip([3, 4].publisher, [5, 6].publisher)) == [
        "value((1, 3, 5))", "value((2, 4, 6))", "finished",
      ])
    var requested: [String] = []
    let left = (1...).publisher.handleEvents(receiveRequest: { requested.append("\($0)") })
    let subscriber = TestSubscriber<(Int, Int), Never>(demand: .max(2))
    left.zip((10...).publisher).subscribe(subscriber)
    #expect(subscriber.values.map(\.0) == [1, 2])
    #expect(requested == ["max(2)"])
  }

  @Test("merge interleaves and finishes when all inputs have")
  func merge() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    a.merge(with: b, c).subscribe(subscriber)
    a.send(1)
    b.send(2)
    c.send(3)
    a.send(completion: .finished)
    b.send(4)
    b.send(completion: .finished)
    c.send(completion: .finished)
    #expect(
      subscriber.history == [
        "subscription(Merge)", "value(1)", "value(2)", "value(3)", "value(4)", "finished",
      ])
    #expect(
      history(Publishers.MergeMany([Just(1), Just(2)])) == ["value(1)", "value(2)", "finished"])
  }

  @Test("merge queues values beyond demand and delivers them when asked")
  func mergeDemand() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    a.merge(with: b).subscribe(subscriber)
    a.send(1)
    b.send(2)
    #expect(subscriber.values == [1])
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2])
  }

  @Test("flatMap subscribes to each publisher the transform makes")
  func flatMap() {
    #expect(
      history([1, 2, 3].publisher.flatMap { Just($0 * 10) }) == [
        "value(10)", "value(20)", "value(30)", "finished",
      ])
    let failing = [1, 2].publisher.setFailureType(to: TestError.self).flatMap { value in
      value == 2
        ? Fail(error: TestError(code: 2)).eraseToAnyPublisher()
        : Just(value).setFailureType(to: TestError.self).eraseToAnyPublisher()
    }
    #expect(history(failing) == ["value(1)", "failure(TestError(2))"])
  }

  @Test("flatMap(maxPublishers:) limits how many inner publishers run at once")
  func flatMapLimit() {
    let inners = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    let subscriber = TestSubscriber<Int, Never>()
    [0, 1].publisher.flatMap(maxPublishers: .max(1)) { inners[$0] }.subscribe(subscriber)
    inners[1].send(99)  // not subscribed yet
    inners[0].send(1)
    inners[0].send(completion: .finished)
    inners[1].send(2)
    inners[1].send(completion: .finished)
    #expect(subscriber.history == ["subscription(FlatMap)", "value(1)", "value(2)", "finished"])
  }

  @Test("switchToLatest drops the previous inner publisher")
  func switchToLatest() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    outer.switchToLatest().subscribe(subscriber)
    outer.send(first)
    first.send(1)
    outer.send(second)
    first.send(2)
    second.send(3)
    outer.send(completion: .finished)
    second.send(completion: .finished)
    #expect(
      subscriber.history == ["subscription(SwitchToLatest)", "value(1)", "value(3)", "finished"])
  }

  @Test("share subscribes upstream once for many subscribers")
  func share() {
    var subscriptions = 0
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    shared.subscribe(first)
    shared.subscribe(second)
    subject.send(1)
    #expect(subscriptions == 1)
    #expect(first.values == [1])
    #expect(second.values == [1])
  }

  @Test("a shared pipeline keeps running after the share publisher itself is released")
  func shareLifetime() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    do {
      let shared = subject.map { $0 * 2 }.share()
      shared.subscribe(subscriber)
    }
    subject.send(1)
    #expect(subscriber.values == [2])
    subscriber.cancel()
    subject.send(2)
    #expect(subscriber.values == [2])
  }

  @Test("makeConnectable waits for connect()")
  func connectable() {
    let connectable = [1, 2].publisher.makeConnectable()
    let subscriber = TestSubscriber<Int, Never>()
    connectable.subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    let connection = connectable.connect()
    #expect(subscriber.values == [1, 2])
    connection.cancel()
  }

  @Test("drop(untilOutputFrom:) and prefix(untilOutputFrom:)")
  func untilOutput() {
    let source = PassthroughSubject<Int, Never>()
    let trigger = PassthroughSubject<Void, Never>()
    let dropped = TestSubscriber<Int, Never>()
    let prefixed = TestSubscriber<Int, Never>()
    source.drop(untilOutputFrom: trigger).subscribe(dropped)
    source.prefix(untilOutputFrom: trigger).subscribe(prefixed)
    source.send(1)
    trigger.send()
    source.send(2)
    #expect(dropped.values == [2])
    // Like Combine's, the subscription does not describe itself: its type name shows.
    #expect(prefixed.history.first?.contains("PrefixUntilOutput") == true)
    #expect(prefixed.history.dropFirst() == ["value(1)", "finished"])
  }

  @Test("buffer keeps values the downstream has not asked for yet")
  func buffer() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    subject.buffer(size: 2, prefetch: .keepFull, whenFull: .dropOldest).subscribe(subscriber)
    for value in 1...4 { subject.send(value) }  // the buffer asked for 2: 3 and 4 are missed
    subscriber.request(.max(5))
    subject.send(5)
    #expect(subscriber.values == [1, 2, 5])
  }

  @Test("buffer applies its strategy when an upstream overfills it")
  func bufferWhenFull() {
    /// A publisher that ignores demand, as a misbehaving one might.
    struct Firehose: Publisher {
      typealias Output = Int
      typealias Failure = TestError
      func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        subscriber.receive(subscription: Subscriptions.empty)
        for value in 1...4 { _ = subscriber.receive(value) }
        subscriber.receive(completion: .finished)
      }
    }
    let oldest = TestSubscriber<Int, TestError>(demand: .none)
    Firehose().buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe(oldest)
    oldest.request(.max(5))
    #expect(oldest.history == ["subscription(Buffer)", "value(3)", "value(4)", "finished"])
    let newest = TestSubscriber<Int, TestError>(demand: .none)
    Firehose().buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest).subscribe(newest)
    newest.request(.max(5))
    #expect(newest.values == [1, 2])
    let failing = TestSubscriber<Int, TestError>(demand: .none)
    Firehose().buffer(size: 2, prefetch: .byRequest, whenFull: .customError { TestError(code: 5) })
      .subscribe(failing)
    // As in Combine, the error for a full buffer comes after the values already buffered.
    #expect(failing.history == ["subscription(Buffer)"])
    failing.request(.max(5))
    #expect(
      failing.history == ["subscription(Buffer)", "value(1)", "value(2)", "failure(TestError(5))"])
  }
}

@Suite("Foundation and async")
struct FoundationTests {
  struct Forecast: Codable, Equatable {
    var address: String
    var rainyPercent: Int
  }

  @Test("decode and encode with JSON coders")
  func coding() throws {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let data = Data(#"{"address": "東京都", "rainy_percent": 30}"#.utf8)
    let decoded = TestSubscriber<Forecast, any Error>()
    Just(data).decode(type: Forecast.self, decoder: decoder).subscribe(decoded)
    #expect(decoded.values == [Forecast(address: "東京都", rainyPercent: 30)])
    let broken = TestSubscriber<Forecast, any Error>()
    Just(Data("{".utf8)).decode(type: Forecast.self, decoder: decoder).subscribe(broken)
    #expect(broken.history.last?.hasPrefix("failure(") == true)
    let encoded = TestSubscriber<Data, any Error>()
    Just(Forecast(address: "a", rainyPercent: 1)).encode(encoder: JSONEncoder()).subscribe(encoded)
    let roundTrip = try JSONDecoder().decode(Forecast.self, from: #require(encoded.values.first))
    #expect(roundTrip == Forecast(address: "a", rainyPercent: 1))
  }

  @Test("values turns a publisher into an async sequence")
  func values() async throws {
    var collected: [Int] = []
    for await value in [1, 2, 3].publisher.values { collected.append(value) }
    #expect(collected == [1, 2, 3])
    do {
      for try await _ in Fail<Int, TestError>(error: TestError()).values {}
      Issue.record("expected an error")
    } catch {
      #expect(error as? TestError == TestError())
    }
  }

  @Test("a future delivers its one result to early and late subscribers")
  func future() async {
    let future = Future<Int, Never> { promise in
      nonisolated(unsafe) let promise = promise
      DispatchQueue.global().async { promise(.success(42)) }
    }
    var early: [Int] = []
    for await value in future.values { early.append(value) }
    let late = TestSubscriber<Int, Never>()
    future.subscribe(late)
    #expect(early == [42])
    #expect(late.history == ["subscription(Future)", "value(42)", "finished"])
  }

  @Test("NotificationCenter publishes notifications until cancelled")
  func notifications() {
    let center = NotificationCenter()
    let name = Notification.Name("StreamsTest")
    var received = 0
    let cancellable = center.publisher(for: name).sink { _ in received += 1 }
    center.post(name: name, object: nil)
    cancellable.cancel()
    center.post(name: name, object: nil)
    #expect(received == 1)
  }

  @Test("print writes Combine's lines to a stream")
  func print() {
    final class Lines: TextOutputStream {
      var text = ""
      func write(_ string: String) { text += string }
    }
    let lines = Lines()
    _ = [1].publisher.print("p", to: lines).sink { _ in }
    #expect(
      lines.text
        == "p: receive subscription: ([1])\np: request unlimited\np: receive value: (1)\np: receive finished\n"
    )
  }
}
