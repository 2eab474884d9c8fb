/// Supports the push-style iteration over an observable sequence.
public protocol ObserverType {
  /// The type of elements in the sequence that the observer can observe.
  associatedtype Element

  /// Notifies the observer about a sequence event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Notifies the observer about the next element in the sequence.
  @inlinable public func onNext(_ element: Element) { on(.next(element)) }

  /// Notifies the observer about the completion of the sequence.
  @inlinable public func onCompleted() { on(.completed) }

  /// Notifies the observer that an error occurred.
  @inlinable public func onError(_ error: Swift.Error) { on(.error(error)) }
}

/// A type-erased `ObserverType`: forwards events to a closure.
///
/// It also keeps a closure for elements alone: the library's operators deliver `.next`
/// through it, so the hot path never builds an `Event` in generic code.
@frozen
public struct AnyObserver<Element>: ObserverType {
  /// The type of the closure that handles events.
  public typealias EventHandler = (Event<Element>) -> Void

  @usableFromInline let observer: EventHandler
  @usableFromInline let nextHandler: (Element) -> Void

  /// Constructs an observer that calls `eventHandler` for every event.
  @inlinable
  public init(eventHandler: @escaping EventHandler) {
    observer = eventHandler
    nextHandler = { eventHandler(.next($0)) }
  }

  /// Constructs an observer with a fast path for elements.
  @inlinable
  init(next: @escaping (Element) -> Void, event: @escaping EventHandler) {
    observer = event
    nextHandler = next
  }

  /// Constructs an observer that forwards to `observer`.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    if let erased = observer as? AnyObserver<Element> {
      self = erased
    } else {
      self.observer = observer.on
      nextHandler = { observer.on(.next($0)) }
    }
  }

  @inlinable
  public func on(_ event: Event<Element>) { observer(event) }

  /// Sends an element.
  @inlinable
  public func onNext(_ element: Element) { nextHandler(element) }

  /// Erases the type of observer: returns self.
  public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
  /// Erases the type of observer.
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// Transforms the elements an observer receives.
  public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element)
    -> AnyObserver<Result>
  {
    AnyObserver { event in self.on(event.map(transform)) }
  }
}

extension AnyObserver: @unchecked Sendable {}
