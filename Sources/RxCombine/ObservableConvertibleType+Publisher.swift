import RxStreams
import Streams

extension ObservableConvertibleType {
  /// This sequence as a publisher: errors become failures; the publisher honours demand by
  /// buffering elements the subscriber has not asked for yet. RxCombine's spelling.
  public var publisher: AnyPublisher<Element, Swift.Error> {
    ObservablePublisher(source: asObservable())
      .buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest)
      .eraseToAnyPublisher()
  }

  /// This sequence as a publisher, as ``publisher`` is.
  public func asPublisher() -> AnyPublisher<Element, Swift.Error> { publisher }
}

extension BehaviorRelay {
  /// The relay as a publisher that never fails: its current element first, then each new
  /// one.
  public var publisher: AnyPublisher<Element, Never> {
    ObservablePublisher(source: asObservable())
      .buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest)
      .catch { _ in Empty<Element, Never>() }
      .eraseToAnyPublisher()
  }
}

extension PublishRelay {
  /// The relay as a publisher that never fails: each element accepted after subscribing.
  public var publisher: AnyPublisher<Element, Never> {
    ObservablePublisher(source: asObservable())
      .buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest)
      .catch { _ in Empty<Element, Never>() }
      .eraseToAnyPublisher()
  }
}

/// Subscribes to an observable for each subscriber and forwards its events.
private struct ObservablePublisher<Output>: Publisher {
  typealias Failure = Swift.Error

  let source: Observable<Output>

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Swift.Error {
    let disposable = SingleAssignmentDisposable()
    subscriber.receive(subscription: DisposableSubscription(disposable))
    disposable.setDisposable(
      source.subscribe { event in
        switch event {
        case .next(let value): _ = subscriber.receive(value)
        case .error(let error): subscriber.receive(completion: .failure(error))
        case .completed: subscriber.receive(completion: .finished)
        }
      })
  }
}

/// A subscription that disposes an Rx subscription when cancelled; demand is handled by the
/// buffer in front of it.
private final class DisposableSubscription: Subscription, @unchecked Sendable {
  private let disposable: Disposable
  init(_ disposable: Disposable) { self.disposable = disposable }
  func request(_ demand: Subscribers.Demand) {}
  func cancel() { disposable.dispose() }
}
