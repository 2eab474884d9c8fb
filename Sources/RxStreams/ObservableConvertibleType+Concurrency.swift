import Foundation
import Primitives

extension ObservableConvertibleType {
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
