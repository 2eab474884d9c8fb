/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The one element that the publisher emits.
  public let output: Output

  /// Initializes a publisher that emits the specified output just once.
  public init(_ output: Output) { self.output = output }

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: JustSubscription(subscriber, output))
  }
}

/// Sends one value and `.finished` on the first request.
@usableFromInline
final class JustSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  // Plain fields, not an optional tuple: unspecialized code can use them without building
  // generic metadata at run time.
  private let lock = Lock()
  private let downstream: Downstream
  private let output: Downstream.Input
  @exclusivity(unchecked) private var done = false

  @usableFromInline
  init(_ downstream: Downstream, _ output: Downstream.Input) {
    self.downstream = downstream
    self.output = output
  }

  @usableFromInline var description: String { "Just" }

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    let first = !done
    done = true
    lock.unlock()
    guard first else { return }
    _ = downstream.receive(output)
    downstream.receive(completion: .finished)
  }

  @usableFromInline
  func cancel() {
    lock.withLock { done = true }
  }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}
