import Primitives

extension InfallibleType {
  /// The elements as an async sequence, which ends when the `Infallible` completes.
  ///
  /// Ending the iteration early (or cancelling its task) disposes the subscription.
  ///
  /// ```swift
  /// for await value in Infallible.from(1...3).values { print(value) }
  /// ```
  public var values: AsyncStream<Element> {
    let source = asObservable()
    return AsyncStream { continuation in
      let yield = UncheckedBox(continuation)
      let subscription = source.subscribe(
        onNext: { yield.value.yield(UncheckedBox($0).value) },
        onError: nil,
        onCompleted: { yield.value.finish() },
        onDisposed: nil)
      let disposable = UncheckedBox(subscription)
      continuation.onTermination = { termination in
        if case .cancelled = termination { disposable.value.dispose() }
      }
    }
  }
}
