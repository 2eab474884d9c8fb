import Foundation
import Primitives
import RxStreams

/// An observer that records every event with the virtual time it arrived at;
/// `TestScheduler.createObserver` makes one, and `TestScheduler.start` returns one.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
  private let scheduler: TestScheduler
  private let lock = Lock()
  @exclusivity(unchecked) private var recorded: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) { self.scheduler = scheduler }

  /// The events received so far, with their times.
  public var events: [Recorded<Event<Element>>] { lock.withLock { recorded } }

  public func on(_ event: Event<Element>) {
    let time = scheduler.clock
    lock.withLock { recorded.append(Recorded(time: time, value: event)) }
  }
}
