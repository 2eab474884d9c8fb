/// A pass-through subscriber that converts the upstream's failure (`mapError`,
/// `setFailureType`).
struct CompletionMappingSubscriber<Downstream: Subscriber, UpstreamFailure: Error>:
  Subscriber, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
{
  typealias Input = Downstream.Input
  typealias Failure = UpstreamFailure

  let downstream: Downstream
  let name: StaticString
  let transform: (UpstreamFailure) -> Downstream.Failure
  let combineIdentifier = CombineIdentifier()

  init(
    downstream: Downstream, name: StaticString,
    transform: @escaping (UpstreamFailure) -> Downstream.Failure
  ) {
    self.downstream = downstream
    self.name = name
    self.transform = transform
  }

  var description: String { name.description }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    downstream.receive(completion: completion.mapFailure(transform))
  }
}
