import Primitives

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Creates a `Single` whose element is the result of `work`, run in a task for each
  /// subscriber.
  ///
  /// Disposing the subscription cancels the task. With `detached`, the task is detached from
  /// the caller's context.
  ///
  /// ```swift
  /// let user = Single.create { try await api.user(id) }
  /// ```
  @_disfavoredOverload
  public static func create(
    detached: Bool = false, priority: TaskPriority? = nil,
    work: @Sendable @escaping () async throws -> Element
  ) -> Single<Element> {
    .create { single in
      let report = UncheckedBox(single)
      let operation: @Sendable () async -> Void = {
        do {
          let element = try await work()
          report.value(.success(element))
        } catch {
          report.value(.failure(error))
        }
      }
      let task =
        detached
        ? Task.detached(priority: priority, operation: operation)
        : Task(priority: priority, operation: operation)
      return Disposables.create { task.cancel() }
    }
  }

  /// Awaits the element, or throws the error.
  ///
  /// Cancelling the awaiting task disposes the subscription and throws
  /// `CancellationError`, unless the result came first.
  public var value: Element {
    get async throws {
      try await awaitFirst(of: rawSource, whenEmpty: nil).value
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Awaits the element, `nil` when the `Maybe` completes empty, or throws the error.
  ///
  /// Cancelling the awaiting task disposes the subscription and throws
  /// `CancellationError`, unless the result came first.
  public var value: Element? {
    get async throws {
      try await awaitFirst(of: rawSource.map { Optional($0) }, whenEmpty: .some(nil)).value
    }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Awaits completion, or throws the error.
  ///
  /// Cancelling the awaiting task disposes the subscription and throws
  /// `CancellationError`, unless the completion came first.
  public var value: Void {
    get async throws {
      let completion: Observable<Void> = rawSource.lift { downstream, _ in
        AnyObserver { event in
          switch event {
          case .next: break
          case .error(let error): downstream.on(.error(error))
          case .completed: downstream.on(.completed)
          }
        }
      }
      try await awaitFirst(of: completion, whenEmpty: ()).value
    }
  }
}

/// Subscribes to `source` and resumes with its first element, with `whenEmpty` when it
/// completes without one (or fails with `RxError.noElements` when `whenEmpty` is `nil`),
/// with its error, or with `CancellationError` when the task is cancelled or the
/// subscription is disposed before any of these.
private func awaitFirst<Element>(of source: Observable<Element>, whenEmpty: Element?)
  async throws -> UncheckedBox<Element>
{
  let subscription = SingleAssignmentDisposable()
  let empty = UncheckedBox(whenEmpty)
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<UncheckedBox<Element>, Swift.Error>) in
      let resumed = Locked(false)
      func resume(_ result: Result<UncheckedBox<Element>, Swift.Error>) {
        guard
          !resumed.withLock({ done in
            defer { done = true }
            return done
          })
        else { return }
        continuation.resume(with: result)
      }
      let observer = AnyObserver<Element> { event in
        switch event {
        case .next(let element): resume(.success(UncheckedBox(element)))
        case .error(let error): resume(.failure(error))
        case .completed:
          if let value = empty.value {
            resume(.success(UncheckedBox(value)))
          } else {
            resume(.failure(RxError.noElements))
          }
        }
      }
      let inner = source.subscribe(observer)
      subscription.setDisposable(
        Disposables.create(inner, Disposables.create { resume(.failure(CancellationError())) }))
    }
  } onCancel: {
    subscription.dispose()
  }
}
