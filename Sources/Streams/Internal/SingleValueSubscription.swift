import Primitives

/// The subscription of `Just`, `Optional.Publisher` and `Result.Publisher` (when it holds a
/// value): sends the value and `.finished` on the first request.
///
/// It describes itself by the publisher's name ("Just", "Optional", "Once") and reflects the
/// value as its one unlabeled child. A request for no values traps, as in Combine; after
/// the first request or a cancel the subscriber is released.
@usableFromInline
final class SingleValueSubscription<Downstream: Subscriber>: Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  @usableFromInline let lock = Lock()
  @exclusivity(unchecked) @usableFromInline var downstream: Downstream?
  @usableFromInline let output: Downstream.Input
  @usableFromInline let name: StaticString

  @inlinable
  init(_ downstream: Downstream, _ output: Downstream.Input, name: StaticString) {
    self.downstream = downstream
    self.output = output
    self.name = name
  }

  @usableFromInline var description: String { name.description }

  @usableFromInline var customMirror: Mirror { Mirror(self, unlabeledChildren: [output]) }

  @usableFromInline var playgroundDescription: Any { description }

  @inlinable
  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    self.downstream = nil
    lock.unlock()
    _ = downstream.receive(output)
    downstream.receive(completion: .finished)
  }

  @inlinable
  func cancel() {
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    lock.unlock()
    withExtendedLifetime(downstream) {}
  }
}
