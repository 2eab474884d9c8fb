/// A type-erasing subscriber.
///
/// Use it to wrap an existing subscriber whose details you don't want to expose, or to make
/// a subscriber from closures. It describes and reflects itself as the subscriber it wraps.
@frozen
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible
{
  @usableFromInline let receiveSubscriptionBody: ((any Subscription) -> Void)?
  @usableFromInline let receiveValueBody: ((Input) -> Subscribers.Demand)?
  @usableFromInline let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
  @usableFromInline let descriptionBody: (() -> String)?
  @usableFromInline let mirrorBody: (() -> Mirror)?
  @usableFromInline let playgroundDescriptionBody: (() -> Any)?

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
    mirrorBody = { (s as? CustomReflectable)?.customMirror ?? Mirror(reflecting: s) }
    playgroundDescriptionBody = {
      (s as? CustomPlaygroundDisplayConvertible)?.playgroundDescription
        ?? ((s as? CustomStringConvertible)?.description ?? "\(type(of: s))")
    }
  }

  /// Creates a type-erasing subscriber that forwards to a subject.
  public init<S: Subject>(_ s: S) where Input == S.Output, Failure == S.Failure {
    self.init(SubjectSubscriber(s))
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
    descriptionBody = nil
    mirrorBody = nil
    playgroundDescriptionBody = nil
  }

  public var description: String { descriptionBody?() ?? "Anonymous AnySubscriber" }

  public var customMirror: Mirror { mirrorBody?() ?? Mirror(reflecting: description) }

  public var playgroundDescription: Any { playgroundDescriptionBody?() ?? description }

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
