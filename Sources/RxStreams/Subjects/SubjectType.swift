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
final class ObserverSubscriber<Element>: Subscriber, Cancelable, @unchecked Sendable {
  typealias Input = Element
  typealias Failure = Swift.Error

  let observer: AnyObserver<Element>
  private let onEnd: (() -> Void)?
  private let lock = Mutex<Void>(())
  private let disposed = Atomic<Bool>(false)
  private nonisolated(unsafe) var subscription: (any Subscription)?

  init(_ observer: AnyObserver<Element>, onEnd: (() -> Void)? = nil) {
    self.observer = observer
    self.onEnd = onEnd
  }

  func receive(subscription: any Subscription) {
    let accepted = lock.withLock { _ -> Bool in
      guard !disposed.load(ordering: .acquiring), self.subscription == nil else { return false }
      self.subscription = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    subscription.request(.unlimited)
  }

  func receive(_ input: Element) -> Subscribers.Demand {
    observer.on(.next(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Swift.Error>) {
    switch completion {
    case .finished: observer.on(.completed)
    case .failure(let error): observer.on(.error(error))
    }
    end()
  }

  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  func dispose() {
    let subscription = lock.withLock { _ -> (any Subscription)? in
      defer { self.subscription = nil }
      return self.subscription
    }
    subscription?.cancel()
    end()
  }

  private func end() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    onEnd?()
  }
}
