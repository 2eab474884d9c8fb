/// A type-erasing subscriber.
///
/// Use it to wrap an existing subscriber whose details you don't want to expose, or to make
/// a subscriber from closures.
@frozen
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible,
  CustomReflectable
{
  @usableFromInline let receiveSubscriptionBody: ((any Subscription) -> Void)?
  @usableFromInline let receiveValueBody: ((Input) -> Subscribers.Demand)?
  @usableFromInline let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
  private let descriptionBody: () -> String

  public let combineIdentifier: CombineIdentifier

  /// Creates a type-erasing subscriber to wrap an existing subscriber.
  public init<S: Subscriber>(_ s: S) where Input == S.Input, Failure == S.Failure {
    if let erased = s as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = s.combineIdentifier
    receiveSubscriptionBody = s.receive(subscription:)
    receiveValueBody = s.receive(_:)
    receiveCompletionBody = s.receive(completion:)
    descriptionBody = { (s as? CustomStringConvertible)?.description ?? "\(type(of: s))" }
  }

  /// Creates a type-erasing subscriber that forwards to a subject.
  public init<S: Subject>(_ s: S) where Input == S.Output, Failure == S.Failure {
    self.init(
      receiveSubscription: { subscription in
        s.send(subscription: subscription)
      },
      receiveValue: { value in
        s.send(value)
        return .none
      },
      receiveCompletion: { s.send(completion: $0) })
  }

  /// Creates a type-erasing subscriber that executes the provided closures.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = receiveSubscription
    receiveValueBody = receiveValue
    receiveCompletionBody = receiveCompletion
    descriptionBody = { "Anonymous AnySubscriber" }
  }

  public var description: String { descriptionBody() }

  public var customMirror: Mirror { Mirror(self, children: []) }

  @inlinable
  public func receive(subscription: any Subscription) {
    receiveSubscriptionBody?(subscription)
  }

  @inlinable
  public func receive(_ value: Input) -> Subscribers.Demand {
    receiveValueBody?(value) ?? .none
  }

  @inlinable
  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletionBody?(completion)
  }
}

extension AnySubscriber: @unchecked Sendable {}
