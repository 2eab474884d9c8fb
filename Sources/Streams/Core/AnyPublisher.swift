/// A publisher that performs type erasure by wrapping another publisher.
///
/// Use it to hide the operator types of a chain behind an API boundary.
@frozen
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible,
  CustomPlaygroundDisplayConvertible
{
  @usableFromInline let box: PublisherBoxBase<Output, Failure>

  /// Creates a type-erasing publisher to wrap the provided publisher.
  @inlinable
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      box = erased.box
    } else {
      box = PublisherBox(publisher)
    }
  }

  public var description: String { "AnyPublisher" }

  public var playgroundDescription: Any { description }

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    box.receive(subscriber: subscriber)
  }
}

extension AnyPublisher: @unchecked Sendable {}

extension Publisher {
  /// Wraps this publisher with a type eraser.
  @inlinable
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

@usableFromInline
class PublisherBoxBase<Output, Failure: Error> {
  @inlinable init() {}

  @inlinable
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    preconditionFailure("abstract")
  }
}

@usableFromInline
final class PublisherBox<Base: Publisher>: PublisherBoxBase<Base.Output, Base.Failure> {
  @usableFromInline let base: Base

  @inlinable init(_ base: Base) { self.base = base }

  @inlinable
  override func receive<S: Subscriber>(subscriber: S)
  where S.Input == Base.Output, S.Failure == Base.Failure {
    base.receive(subscriber: subscriber)
  }
}
