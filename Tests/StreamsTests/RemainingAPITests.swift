import Streams
import Testing

/// The public API no other suite reaches: multicast, breakpoints, hashing.
@Suite("multicast, breakpoints and hashing")
struct RemainingAPITests {
  @Test("multicast shares one upstream subscription through the subject, from connect() on")
  func multicast() {
    let upstream = ManualPublisher<Int, TestError>()
    let shared = upstream.multicast(subject: PassthroughSubject<Int, TestError>())
    let first = TestSubscriber<Int, TestError>()
    let second = TestSubscriber<Int, TestError>()
    shared.subscribe(first)
    shared.subscribe(second)
    #expect(upstream.subscribeCount == 0)
    let connection = shared.connect()
    #expect(upstream.subscribeCount == 1)
    upstream.send(4)
    #expect(first.values == [4] && second.values == [4])
    connection.cancel()
    #expect(upstream.probe.isCancelled)

    var made = 0
    let lazily = Just(1).multicast {
      made += 1
      return PassthroughSubject<Int, Never>()
    }
    #expect(made == 0)
    let late = TestSubscriber<Int, Never>()
    lazily.subscribe(late)
    _ = lazily.connect()
    #expect(made == 1)
    #expect(late.history.dropFirst() == ["value(1)", "finished"])
  }

  @Test("a breakpoint that does not fire passes everything through")
  func quietBreakpoints() {
    let subscriber = TestSubscriber<Int, TestError>()
    [1, 2].publisher.setFailureType(to: TestError.self)
      .breakpoint(receiveOutput: { $0 > 5 }, receiveCompletion: { _ in false })
      .breakpointOnError()
      .subscribe(subscriber)
    #expect(subscriber.history.dropFirst() == ["value(1)", "value(2)", "finished"])
  }

  @Test("a breakpoint that fires with no debugger attached stops the process")
  func firingBreakpoint() async {
    await #expect(processExitsWith: .failure) {
      _ = Fail<Int, TestError>(error: TestError()).breakpointOnError().sink(
        receiveCompletion: { _ in }, receiveValue: { _ in })
    }
  }

  @Test("cancellables and identifiers hash by identity")
  func hashing() {
    let a = AnyCancellable {}
    let b = AnyCancellable {}
    var set: Set<AnyCancellable> = [a, b, a]
    #expect(set.count == 2)
    set.remove(a)
    #expect(set == [b])
    let id = CombineIdentifier()
    #expect(Set([id, id, CombineIdentifier()]).count == 2)
  }
}
