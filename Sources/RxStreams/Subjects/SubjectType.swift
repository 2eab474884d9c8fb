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

/// Passes a `Streams` subject's events to an Rx observer; the subject attaches it with
/// unlimited demand.
///
/// It is not what the caller gets back: that is an ``AttachmentDisposable``, which holds the
/// subject's conduit rather than this subscriber. Once the subject has ended or the caller has
/// disposed, the conduit lets go of this subscriber and so of the observer — which breaks the
/// cycle when the observer keeps its own subscription's disposable, as RxSwift's subjects do.
@usableFromInline
final class ObserverSubscriber<Element>: Subscriber, @unchecked Sendable {
  @usableFromInline typealias Input = Element
  @usableFromInline typealias Failure = Swift.Error

  let observer: AnyObserver<Element>

  @usableFromInline
  init(_ observer: AnyObserver<Element>) {
    self.observer = observer
  }

  /// Only a completed subject sends a subscription: an empty one, before its completion.
  @usableFromInline
  func receive(subscription: any Subscription) {
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
  }
}

/// What subscribing an observer to an Rx subject returns: disposing it cancels the subject's
/// conduit for that observer.
@usableFromInline
final class AttachmentDisposable: Cancelable, @unchecked Sendable {
  private let disposed = Atomic<Bool>(false)
  private let attachment: any _SubjectAttachment

  @usableFromInline
  init(_ attachment: any _SubjectAttachment) { self.attachment = attachment }

  @usableFromInline
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @usableFromInline
  func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    attachment.cancel()
  }
}

/// A function that subscribes an Rx observer through `attach`, a subject's attaching with
/// unlimited demand (which returns `nil` when the subject has completed: the observer has then
/// had the completion, and there is nothing to dispose).
@inlinable
func observerAttacher<Element>(
  _ attach: @escaping (ObserverSubscriber<Element>) -> (any _SubjectAttachment)?
) -> (AnyObserver<Element>) -> Disposable {
  { observer in
    guard let attachment = attach(ObserverSubscriber(observer)) else {
      return Disposables.create()
    }
    return AttachmentDisposable(attachment)
  }
}

extension PassthroughSubject where Failure == Swift.Error {
  /// A function that subscribes an Rx observer to this subject, made where `Output` is
  /// concrete (inlined into the Rx subject's `init`), so subscribing later costs no generic
  /// metadata lookups.
  @inlinable
  func observerAttacher() -> (AnyObserver<Output>) -> Disposable {
    RxStreams.observerAttacher { self._attachUnlimited($0) }
  }
}

extension CurrentValueSubject where Failure == Swift.Error {
  /// A function that subscribes an Rx observer to this subject (see `PassthroughSubject`'s).
  @inlinable
  func observerAttacher() -> (AnyObserver<Output>) -> Disposable {
    RxStreams.observerAttacher { self._attachUnlimited($0) }
  }
}

extension Streams.Subject where Failure == Swift.Error {
  /// Sends an Rx event: an element, or the completion it stands for.
  func forward(_ event: Event<Output>) {
    switch event {
    case .next(let value): send(value)
    case .error(let error): send(completion: .failure(error))
    case .completed: send(completion: .finished)
    }
  }
}
