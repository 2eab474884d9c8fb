import Streams
import Testing

@Suite("Subjects")
struct SubjectTests {
  @Test("a passthrough subject delivers to every subscriber, then completes them")
  func passthroughBroadcast() {
    let subject = PassthroughSubject<Int, TestError>()
    let first = TestSubscriber<Int, TestError>()
    let second = TestSubscriber<Int, TestError>()
    subject.subscribe(first)
    subject.send(1)
    subject.subscribe(second)
    subject.send(2)
    subject.send(completion: .failure(TestError()))
    subject.send(3)
    #expect(
      first.history == [
        "subscription(PassthroughSubject)", "value(1)", "value(2)", "failure(TestError(1))",
      ])
    #expect(
      second.history == ["subscription(PassthroughSubject)", "value(2)", "failure(TestError(1))"])
  }

  @Test("no value is delivered without demand, and demand accumulates")
  func demandIsRespected() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    subject.subscribe(subscriber)
    subject.send(1)
    subscriber.request(.max(2))
    subject.send(2)
    subject.send(3)
    subject.send(4)
    subscriber.request(.max(1))
    subscriber.request(.max(1))
    subject.send(5)
    subject.send(6)
    subject.send(7)
    #expect(subscriber.values == [2, 3, 5, 6])
  }

  @Test("demand returned from receive is added")
  func demandFromReceive() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .max(1))
    subject.subscribe(subscriber)
    for value in 1...4 { subject.send(value) }
    #expect(subscriber.values == [1, 2, 3, 4])
  }

  @Test("a late subscriber to a completed subject gets the completion at once")
  func lateSubscriber() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(completion: .finished)
    let subscriber = TestSubscriber<Int, Never>()
    subject.subscribe(subscriber)
    #expect(subscriber.history == ["subscription(Empty)", "finished"])
  }

  @Test("cancelling stops delivery")
  func cancelStops() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.sink { received.append($0) }
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    #expect(received == [1])
  }

  @Test("a current value subject sends its value first, and the latest once asked")
  func currentValue() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let eager = TestSubscriber<Int, Never>()
    subject.subscribe(eager)
    subject.value = 2
    let lazy = TestSubscriber<Int, Never>(demand: .none)
    subject.subscribe(lazy)
    subject.send(3)
    subject.send(4)
    lazy.request(.max(1))
    subject.send(5)
    #expect(eager.values == [1, 2, 3, 4, 5])
    #expect(lazy.values == [4])
    #expect(subject.value == 5)
    #expect(eager.history.first == "subscription(CurrentValueSubject)")
  }

  @Test("subscribing a subject to a publisher forwards every event")
  func subjectAsSubscriber() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.subscribe(subscriber)
    let cancellable = [1, 2, 3].publisher.subscribe(subject)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.history.last == "finished")
    cancellable.cancel()
  }

  @Test("Void subjects have send()")
  func voidSend() {
    let subject = PassthroughSubject<Void, Never>()
    var count = 0
    let cancellable = subject.sink { count += 1 }
    subject.send()
    subject.send()
    #expect(count == 2)
    cancellable.cancel()
  }
}

@Suite("Reentrancy")
struct ReentrancyTests {
  @Test("sending from inside a sink delivers in order, without deadlock")
  func sendFromSink() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.sink { value in
      received.append(value)
      if value < 3 { subject.send(value + 1) }
    }
    subject.send(1)
    #expect(received == [1, 2, 3])
    cancellable.cancel()
  }

  @Test("cancelling from inside receive stops further values")
  func cancelFromReceive() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { if $0 == 2 { subscriber.cancel() } }
    subject.subscribe(subscriber)
    for value in 1...4 { subject.send(value) }
    #expect(subscriber.values == [1, 2])
  }

  @Test("subscribing from inside a completion works")
  func subscribeFromCompletion() {
    let subject = PassthroughSubject<Int, Never>()
    var later: [Int] = []
    var inner: AnyCancellable?
    let outer = subject.sink(
      receiveCompletion: { _ in inner = [7, 8].publisher.sink { later.append($0) } },
      receiveValue: { _ in })
    subject.send(completion: .finished)
    #expect(later == [7, 8])
    outer.cancel()
    inner?.cancel()
  }

  @Test("subscribing and cancelling others from inside a send changes only later sends")
  func changeSubscribersDuringSend() {
    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    var others: [AnyCancellable] = []
    var first: AnyCancellable?
    first = subject.sink { value in
      log.append("first \(value)")
      if value == 1 {
        others.append(subject.sink { log.append("late \($0)") })
        others.append(subject.sink { log.append("later \($0)") })
      }
      if value == 2 { first?.cancel() }
    }
    subject.send(1)
    subject.send(2)
    subject.send(3)
    others[0].cancel()
    subject.send(4)
    #expect(log == ["first 1", "first 2", "late 2", "later 2", "late 3", "later 3", "later 4"])
    others.removeAll()
  }

  @Test("requesting more from inside receive of a sequence does not recurse")
  func requestFromReceive() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    subscriber.onValue = { _ in subscriber.request(.max(1)) }
    (1...10_000).publisher.subscribe(subscriber)
    #expect(subscriber.values.count == 10_000)
    #expect(subscriber.history.last == "finished")
  }
}

@Suite("Cancellation and leaks")
struct CancellationTests {
  @Test("AnyCancellable cancels on deinit")
  func cancelsOnDeinit() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    do {
      let cancellable = subject.sink { received.append($0) }
      subject.send(1)
      _ = cancellable
    }
    subject.send(2)
    #expect(received == [1])
  }

  @Test("cancelling a sink releases the closures and what they capture")
  func sinkReleasesClosures() {
    let flag = Flag()
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    do {
      let captured = DeinitFlag(flag)
      cancellable = subject.sink { captured.value = $0 }
    }
    subject.send(1)
    #expect(!flag.isSet)
    cancellable?.cancel()
    #expect(flag.isSet)
    _ = cancellable
  }

  @Test("assign(to:on:) releases its object on cancel")
  func assignReleasesObject() {
    let flag = Flag()
    let subject = PassthroughSubject<Int, Never>()
    var object: DeinitFlag? = DeinitFlag(flag)
    let cancellable = subject.assign(to: \.value, on: object!)
    subject.send(5)
    #expect(object?.value == 5)
    object = nil
    #expect(!flag.isSet)
    cancellable.cancel()
    #expect(flag.isSet)
  }

  @Test("a completed pipeline releases its subscriber")
  func completionReleases() {
    let flag = Flag()
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    do {
      let captured = DeinitFlag(flag)
      cancellable = subject.map { $0 * 2 }.filter { $0 > 0 }.sink { captured.value = $0 }
    }
    subject.send(completion: .finished)
    #expect(flag.isSet)
    _ = cancellable
  }

  @Test("store(in:) keeps cancellables in a set or an array")
  func store() {
    let subject = PassthroughSubject<Int, Never>()
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    var count = 0
    subject.sink { _ in count += 1 }.store(in: &set)
    subject.sink { _ in count += 1 }.store(in: &array)
    subject.send(1)
    #expect(count == 2)
    set.removeAll()
    array.removeAll()
    subject.send(2)
    #expect(count == 2)
  }

  @Test("cancelling an operator chain cancels the source's subscription")
  func chainCancel() {
    var cancelled = false
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.handleEvents(receiveCancel: { cancelled = true })
      .map { $0 + 1 }.compactMap { $0 }.sink { _ in }
    cancellable.cancel()
    #expect(cancelled)
  }
}
