import Foundation
import Primitives
import Streams

extension ObservableConvertibleType {
  /// This sequence as a `Streams` publisher: errors become failures; the publisher honours
  /// demand by buffering elements the subscriber has not asked for yet.
  public func asPublisher() -> AnyPublisher<Element, Swift.Error> {
    ObservablePublisher(source: asObservable())
      .buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest)
      .eraseToAnyPublisher()
  }

  /// The elements as an asynchronous sequence: it ends when the sequence completes, throws
  /// its error, and throws `CancellationError` when the subscription is disposed first
  /// (the iterating task was cancelled). Elements the loop hasn't taken yet are buffered.
  public var values: AsyncThrowingStream<Element, Swift.Error> {
    let source = asObservable()
    return AsyncThrowingStream { continuation in
      let ended = Locked(false)
      let end = { (error: Swift.Error?) in
        guard
          !ended.withLock({ ended in
            defer { ended = true }
            return ended
          })
        else { return }
        continuation.finish(throwing: error)
      }
      nonisolated(unsafe) let disposable = source.subscribe(
        onNext: { value in
          nonisolated(unsafe) let value = value
          continuation.yield(value)
        },
        onError: { end($0) },
        onCompleted: { end(nil) },
        onDisposed: { end(CancellationError()) })
      continuation.onTermination = { termination in
        if case .cancelled = termination { disposable.dispose() }
      }
    }
  }
}

extension AsyncSequence {
  /// Iterates this sequence in a detached task for each subscriber, sending its elements;
  /// disposing cancels the task. A `CancellationError` completes the observable.
  public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
    nonisolated(unsafe) let sequence = self
    return Observable.create { observer in
      nonisolated(unsafe) let observer = observer
      let iterate: @Sendable () async -> Void = {
        do {
          for try await value in sequence { observer.onNext(value) }
          observer.onCompleted()
        } catch is CancellationError {
          observer.onCompleted()
        } catch {
          observer.onError(error)
        }
      }
      let task = Task.detached(priority: priority, operation: iterate)
      return Disposables.create { task.cancel() }
    }
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

extension Publisher {
  /// This publisher as an observable sequence: failures become errors.
  public func asObservable() -> Observable<Output> {
    let publisher = self
    return Observable.create { observer in
      let cancellable = publisher.sink(
        receiveCompletion: { completion in
          switch completion {
          case .finished: observer.on(.completed)
          case .failure(let error): observer.on(.error(error))
          }
        },
        receiveValue: { observer.on(.next($0)) })
      return Disposables.create { cancellable.cancel() }
    }
  }
}
