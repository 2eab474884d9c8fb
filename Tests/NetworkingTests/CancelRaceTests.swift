import Backend
import Foundation
import Networking
import Streams
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// FoundationNetworking (swift-corelibs-foundation) traps with "Trying to access a behaviour
/// for a task that in not in the registry" when a cancel reaches a task after it has
/// finished and left its session's registry. These tests cancel requests at staggered
/// moments around their completion; a trap ends the whole test process, so they fail by
/// crashing.
@Suite("Cancelling requests while they complete")
struct CancelRaceTests {
  /// How many requests each test starts and cancels: enough to hit the race most runs
  /// before the fix, in well under a second.
  private static let requests = 400

  @Test("APIClient's publisher, cancelled from another thread at any moment, never traps")
  func apiClientPublisher() async throws {
    try await withBackend { base in
      let client = APIClient()
      let delivered = Counter()
      let group = DispatchGroup()
      for index in 0..<Self.requests {
        let cancellable = client.publisher(for: ForecastRequest(baseURL: base)).sink(
          receiveCompletion: { _ in }, receiveValue: { _ in delivered.increment() })
        group.enter()
        DispatchQueue.global().async {
          spin(index % 40 * 2_500)
          cancellable.cancel()
          group.leave()
        }
      }
      group.wait()
      // The client still works after all that cancelling.
      let forecast = try await client.send(ForecastRequest(baseURL: base))
      #expect(forecast.address == Seed.defaultAddress)
    }
  }

  @Test("a dataTaskPublisher on the uncached session, cancelled right away, never traps")
  func dataTaskPublisherCancelledAtOnce() async throws {
    try await withBackend { base in
      let url = base.appendingPathComponent("forecast")
      for _ in 0..<Self.requests {
        let cancellable = URLSession.uncached.dataTaskPublisher(for: url).sink(
          receiveCompletion: { _ in }, receiveValue: { _ in })
        cancellable.cancel()
      }
      let answer = try await APIClient().send(ForecastRequest(baseURL: base))
      #expect(answer.address == Seed.defaultAddress)
    }
  }
}

/// Busy-waits for a number of additions: a delay short enough to land inside a request.
private func spin(_ count: Int) {
  var total = 0
  for step in 0..<count { total &+= step }
  withExtendedLifetime(total) {}
}

/// A count shared between threads.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
}
