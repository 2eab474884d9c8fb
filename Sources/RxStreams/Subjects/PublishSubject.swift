@_spi(RxStreams) import Streams
import Synchronization

/// A subject that broadcasts each event to the observers subscribed at that moment.
///
/// An observer that subscribes after a terminal event receives that event at once.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  public typealias Observer = PublishSubject<Element>

  @usableFromInline let subject: PassthroughSubject<Element, Swift.Error>
  private let disposedFlag = Atomic<Bool>(false)
  /// Subscribes an observer; made in `init`, where `Element` is concrete, so subscribing
  /// costs no generic metadata lookups.
  @usableFromInline let attach: (AnyObserver<Element>) -> Disposable

  /// Creates a subject.
  @inlinable
  public init() {
    let subject = PassthroughSubject<Element, Swift.Error>()
    self.subject = subject
    attach = subject.observerAttacher()
    super.init(nil)
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { subject.hasSubscribers }

  /// How many subscriber-list slots subscribing and disposing have written so far (for the
  /// tests that show the work per observer does not grow with their number).
  package var subscriberListWork: Int { subject.subscriberListWork }

  public var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  @usableFromInline
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    guard !isDisposed else {
      observer.on(.error(RxError.disposed(object: "PublishSubject")))
      return Disposables.create()
    }
    let subscription = attach(observer)
    // Disposed meanwhile: `dispose()` may have cancelled the subscribers before this one.
    if isDisposed { subscription.dispose() }
    return subscription
  }

  /// Sends an element to every observer, without building an `Event`.
  @inlinable
  public func onNext(_ element: Element) { subject.send(element) }

  /// Sends `event` to every observer.
  public func on(_ event: Event<Element>) { subject.forward(event) }

  public func asObserver() -> PublishSubject<Element> { self }

  /// Unsubscribes every observer, which get no more events; the subject drops the events sent
  /// to it from then on and answers new observers with `RxError.disposed`.
  public func dispose() {
    guard !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
    subject.cancelAllSubscriptions()
  }
}
