import Primitives
import Streams
import Synchronization

/// An object that is both an observable sequence and an observer.
public protocol SubjectType: ObservableType {
  /// The type of the observer that represents this subject.
  associatedtype Observer: ObserverType

  /// Returns the observer interface for the subject.
  func asObserver() -> Observer
}

/// Subscribes an Rx observer to a `Streams` subject with unlimited demand; disposing it
/// cancels the subscription. Subjects share `Streams`' subscriber machinery this way.
@usableFromInline
final class ObserverSubscriber<Element>: Subscriber, Cancelable, @unchecked Sendable {
  @usableFromInline typealias Input = Element
  @usableFromInline typealias Failure = Swift.Error

  let observer: AnyObserver<Element>
  private let lock = Lock()
  private let disposed = Atomic<Bool>(false)
  // Guarded by `lock`.
  @exclusivity(unchecked) private var subscription: (any Subscription)?

  @usableFromInline
  init(_ observer: AnyObserver<Element>) {
    self.observer = observer
  }

  @usableFromInline
  func receive(subscription: any Subscription) {
    lock.lock()
    guard !disposed.load(ordering: .acquiring), self.subscription == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    self.subscription = subscription
    lock.unlock()
    subscription.request(.unlimited)
  }

  @usableFromInline
  func receive(_ input: Element) -> Subscribers.Demand {
    observer.onNext(input)
    return .none
  }

  @usableFromInline
  func receive(completion: Subscribers.Completion<Swift.Error>) {
    switch completion {
    case .finished: observer.on(.completed)
    case .failure(let error): observer.on(.error(error))
    }
    end(cancelling: false)
  }

  @usableFromInline
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @usableFromInline
  func dispose() { end(cancelling: true) }

  private func end(cancelling: Bool) {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    lock.lock()
    let subscription = self.subscription
    self.subscription = nil
    lock.unlock()
    if cancelling { subscription?.cancel() }
  }
}

extension Streams.Subject where Failure == Swift.Error {
  /// A function that subscribes an Rx observer to this subject, made where `Output` is
  /// concrete (inlined into the Rx subject's `init`), so subscribing later costs no generic
  /// metadata lookups.
  @inlinable
  func observerAttacher() -> (AnyObserver<Output>) -> Disposable {
    { observer in
      let subscriber = ObserverSubscriber(observer)
      self.receive(subscriber: subscriber)
      return subscriber
    }
  }

  /// Sends an Rx event: an element, or the completion it stands for.
  func forward(_ event: Event<Output>) {
    switch event {
    case .next(let value): send(value)
    case .error(let error): send(completion: .failure(error))
    case .completed: send(completion: .finished)
    }
  }
}
