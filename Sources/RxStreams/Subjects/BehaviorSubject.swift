import Primitives
@_spi(RxStreams) import Streams
import Synchronization

/// A subject that holds a current value: each new observer receives it first, then every
/// later event.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  public typealias Observer = BehaviorSubject<Element>

  @usableFromInline let subject: CurrentValueSubject<Element, Swift.Error>
  private let disposedFlag = Atomic<Bool>(false)
  private let terminal = Locked<Event<Element>?>(nil)
  /// Subscribes an observer; made in `init`, where `Element` is concrete.
  @usableFromInline let attach: (AnyObserver<Element>) -> Disposable

  /// Creates a subject holding `value`.
  @inlinable
  public init(value: Element) {
    let subject = CurrentValueSubject<Element, Swift.Error>(value)
    self.subject = subject
    attach = subject.observerAttacher()
    super.init(nil)
  }

  /// The current value; throws the error the subject ended with, or when disposed.
  public func value() throws -> Element {
    if isDisposed { throw RxError.disposed(object: "BehaviorSubject") }
    if case .error(let error) = terminal.withLock({ $0 }) { throw error }
    return subject.value
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
      observer.on(.error(RxError.disposed(object: "BehaviorSubject")))
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

  /// Sends `event` to every observer; a value becomes the current value.
  public func on(_ event: Event<Element>) {
    if event.isStopEvent { terminal.withLock { $0 = $0 ?? event } }
    subject.forward(event)
  }

  public func asObserver() -> BehaviorSubject<Element> { self }

  /// Disposes the subject: its observers are unsubscribed and get no more events, it refuses
  /// new observers with `RxError.disposed`, and `value()` throws.
  public func dispose() {
    guard !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
    subject.cancelAllSubscriptions()
  }
}
