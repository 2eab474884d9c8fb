import Streams
import Testing

@Suite("API misuse traps, as in Combine")
struct MisuseTests {
  @Test("requesting zero demand traps")
  func zeroDemand() async {
    await #expect(processExitsWith: .failure) {
      let subject = PassthroughSubject<Int, Never>()
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      subject.subscribe(subscriber)
      subscriber.request(.none)
    }
  }

  @Test("prefix with a negative length traps")
  func negativePrefix() async {
    await #expect(processExitsWith: .failure) {
      _ = Just(1).prefix(-1)
    }
  }

  @Test("a negative demand traps")
  func negativeDemand() async {
    await #expect(processExitsWith: .failure) {
      _ = Subscribers.Demand.max(-1)
    }
  }
}
